import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { createInterface } from 'node:readline';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** A host serving a folder: its address, what it was asked for and with which status, and how to stop it. */
export interface PlainHost {
  url: string;
  /** `GET /path?query -> status`, in order (the Pages-like host only). */
  answered: string[];
  close(): Promise<void>;
}

const isFile = async (path: string) => (await stat(path).catch(() => undefined))?.isFile() === true;
const isFolder = async (path: string) => (await stat(path).catch(() => undefined))?.isDirectory() === true;

/**
 * A host that knows no rewrites, as GitHub Pages (and most object-storage hosts) behave: a path is a file, or a
 * folder (`/faq` is redirected to `/faq/`, whose `index.html` answers), else the folder's `404.html` with status
 * 404. No SPA fallback: a client route that is not a real file reaches the app only through `404.html`.
 */
export async function startPagesLikeHost(root: string): Promise<PlainHost> {
  const answered: string[] = [];
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const path = decodeURIComponent(url.pathname);
    const local = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const send = async (status: number, file: string) => {
      answered.push(`${request.method} ${url.pathname}${url.search} -> ${status}`);
      response.writeHead(status, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    };
    if (await isFile(local)) return send(200, local);
    if (await isFolder(local)) {
      if (!path.endsWith('/')) {
        answered.push(`${request.method} ${url.pathname}${url.search} -> 301`);
        response.writeHead(301, { location: `${url.pathname}/${url.search}` });
        return response.end();
      }
      if (await isFile(join(local, 'index.html'))) return send(200, join(local, 'index.html'));
    }
    if (await isFile(join(root, '404.html'))) return send(404, join(root, '404.html'));
    answered.push(`${request.method} ${url.pathname}${url.search} -> 404 (no 404.html)`);
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  };
  // A request that fails (a malformed path, a file gone mid-read) drops its connection, as a host would.
  const server = createServer((request, response) => void answer(request, response).catch((error: Error) => response.destroy(error)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Python's own static server (`python3 -m http.server`), the plainest host there is: files and folders'
 * `index.html` only (a folder without its slash is redirected to it), and its own error page for anything else.
 */
export async function startPythonHost(root: string): Promise<PlainHost> {
  const child = spawn('python3', ['-u', '-m', 'http.server', '--bind', '127.0.0.1', '--directory', root, '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`python3 -m http.server exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /port (\d+)/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  // Its access log goes to stderr: read it so the pipe never fills.
  child.stderr.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    answered: [],
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
