import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * "Another site": a second local origin (its own port) whose page frames pages of Cue Connect, as a composer's
 * portfolio would with the embed snippet. `/frames?src=<url>&width=<px>&height=<px>` (repeatable `src`) answers a
 * page with one iframe per `src`, in order (`#frame-0`, `#frame-1`...). It sends no security policy of its own, and names an
 * empty icon so the browser asks it for no /favicon.ico (a 404 there would be a console error).
 */
let host: { server: Server; url: string } | undefined;

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export async function embedHostUrl(): Promise<string> {
  if (host) return host.url;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname !== '/frames') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const width = Number(url.searchParams.get('width') ?? 640);
    const height = Number(url.searchParams.get('height') ?? 180);
    const frames = url.searchParams
      .getAll('src')
      .map((src, index) => `<iframe id="frame-${index}" src="${escape(src)}" title="Frame ${index}" width="${width}" height="${height}"></iframe>`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A composer's site</title><link rel="icon" href="data:,"></head><body><h1>A composer's site</h1>${frames.join('')}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  return host.url;
}

export async function stopEmbedHost(): Promise<void> {
  const current = host;
  host = undefined;
  if (current) await new Promise<void>((resolve) => current.server.close(() => resolve()));
}
