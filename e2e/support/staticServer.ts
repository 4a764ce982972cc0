import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

/**
 * A plain static file host, like any CDN: no API at all, index.html for unknown paths.
 * Records every path it was asked for, so a test can prove the API never reached it.
 */
export async function startStaticServer(root: string) {
  const requested: string[] = [];
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    requested.push(path);
    let file = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) file = join(root, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  };
  // A request that fails (a malformed path) drops its connection, as a host would.
  const server = createServer((request, response) => void answer(request, response).catch((error: Error) => response.destroy(error)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
