/**
 * The load test's HTTP client: a `fetch` over one node:http keep-alive Agent with at most `maxSockets` sockets,
 * so 100 simulated users share a bounded pool of connections (as a proxy in front of real users would) and no
 * request runs for ever (`timeoutMs`). Asks for compressed answers as a browser does and decompresses them, so the
 * server does the same work it does for the app. Works as the generated client's `fetch` and for plain requests
 * (pages, Range downloads, tus), including streamed request bodies.
 */
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export interface LoadHttp {
  fetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** The most sockets (busy and idle) the agent held at once. */
  peakSockets(): number;
  close(): void;
}

/** The server closed a kept-alive connection before it read the request sent on it. */
class StaleSocketError extends Error {
  constructor(cause: Error) {
    super('The kept-alive connection was closed by the server', { cause });
  }
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const countSockets = (sockets: NodeJS.ReadOnlyDict<unknown[]>) => Object.values(sockets).reduce((sum, list) => sum + (list?.length ?? 0), 0);

/** The answer's body as a web stream, decompressed when the server compressed it. */
function bodyOf(incoming: IncomingMessage): Readable {
  const encoding = incoming.headers['content-encoding'];
  if (encoding === 'br') return incoming.pipe(createBrotliDecompress());
  if (encoding === 'gzip') return incoming.pipe(createGunzip());
  if (encoding === 'deflate') return incoming.pipe(createInflate());
  return incoming;
}

function toHeaders(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    // The body handed on is decompressed, so its encoding and compressed length no longer apply.
    if (incoming.headers['content-encoding'] && (name === 'content-encoding' || name === 'content-length')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

export function createLoadHttp({ maxSockets, timeoutMs }: { maxSockets: number; timeoutMs: number }): LoadHttp {
  const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  let peak = 0;

  /**
   * A request without a body sent on a kept-alive connection that the server closed as it went idle (its 5 s
   * keep-alive timeout) is sent once more on a new one, as browsers do (the node:http documentation's
   * `reusedSocket` pattern); the server never saw it.
   */
  async function loadFetch(input: Request | string | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    try {
      return await send(request);
    } catch (error) {
      if (request.body || !(error instanceof StaleSocketError)) throw error instanceof StaleSocketError ? error.cause : error;
      return send(request);
    }
  }

  function send(request: Request): Promise<Response> {
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    const headers = Object.fromEntries(request.headers);
    headers['accept-encoding'] ??= 'br, gzip';
    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(request.url, { method: request.method, headers, agent, signal }, (incoming) => {
        const status = incoming.statusCode ?? 0;
        const empty = request.method === 'HEAD' || NULL_BODY_STATUSES.has(status);
        if (empty) incoming.resume();
        const body = empty ? null : (Readable.toWeb(bodyOf(incoming)) as ReadableStream<Uint8Array>);
        resolve(new Response(body, { status, statusText: incoming.statusMessage, headers: toHeaders(incoming) }));
      });
      outgoing.once('socket', () => (peak = Math.max(peak, countSockets(agent.sockets) + countSockets(agent.freeSockets))));
      outgoing.once('error', (error: NodeJS.ErrnoException) => reject(outgoing.reusedSocket && error.code === 'ECONNRESET' ? new StaleSocketError(error) : error));
      if (request.body)
        Readable.fromWeb(request.body as import('node:stream/web').ReadableStream)
          .once('error', reject)
          .pipe(outgoing);
      else outgoing.end();
    });
  }

  return { fetch: loadFetch, peakSockets: () => peak, close: () => agent.destroy() };
}
