import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * node:http <-> WHATWG fetch, both directions streaming: the request body is a ReadableStream fed by the
 * socket with backpressure (a 150 MB upload never sits in memory), and a response body is written chunk
 * by chunk, waiting for `drain`. `Response.error()` (type 'error') destroys the socket: that is how an
 * injected network failure looks to a client.
 */

/** Request body chunks queued before the socket is paused (the handler reads slower than the network). */
const BODY_HIGH_WATER_MARK = 1024 * 1024;

export interface RequestBridge {
  request: Request;
  /** Whether the request carries a body (every method but GET and HEAD). */
  hasBody: boolean;
  /** Stops feeding the body (after the answer is sent, unread bytes are drained by node:http). */
  detach(): void;
}

function bodyStream(incoming: IncomingMessage): { stream: ReadableStream<Uint8Array>; detach(): void } {
  let finished = false;
  let detached = false;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;
  const fail = (error: Error) => {
    if (finished) return;
    finished = true;
    controllerRef?.error(error);
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controllerRef = controller;
        incoming.on('data', (chunk: Buffer) => {
          if (finished || detached) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
        });
        incoming.on('end', () => {
          if (finished) return;
          finished = true;
          controller.close();
        });
        incoming.on('error', (error) => fail(error));
        // A socket closed before the body completed: the client went away midway.
        incoming.on('close', () => {
          if (!incoming.complete) fail(Object.assign(new Error('The client closed the connection mid-body.'), { code: 'ECONNRESET' }));
        });
      },
      pull() {
        if (!detached) incoming.resume();
      },
      cancel() {
        finished = true;
        detached = true;
        incoming.resume(); // discard the rest
      },
    },
    { highWaterMark: BODY_HIGH_WATER_MARK, size: (chunk) => chunk.byteLength },
  );
  return {
    stream,
    detach() {
      if (detached) return;
      detached = true;
      if (!finished) {
        finished = true;
        try {
          controllerRef?.close();
        } catch {
          // already errored or closed
        }
      }
      incoming.resume();
    },
  };
}

/** The request target as a path: an absolute-form target (`GET http://other.example/x`) keeps only its path and query. */
function pathOf(target: string | undefined): string {
  if (!target || target.startsWith('/')) return target ?? '/';
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

/**
 * A WHATWG Request for a node:http request; the body streams (`duplex: 'half'`), the signal aborts when the client
 * leaves. Its URL is the request's path on `origin` (the server's configured one, never the Host header); `ownHeaders`
 * (lower-case names) replace whatever the client sent under those names.
 */
export function toWebRequest(incoming: IncomingMessage, response: ServerResponse, origin: string, ownHeaders: Record<string, string> = {}): RequestBridge {
  // Joined as text: `new URL('//other.example/x', origin)` would take `//other.example` for a host.
  const url = new URL(`${origin}${pathOf(incoming.url)}`);
  const headers = new Headers(ownHeaders);
  const raw = incoming.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.startsWith(':') || Object.hasOwn(ownHeaders, name.toLowerCase())) continue;
    try {
      headers.append(name, raw[i + 1]!);
    } catch {
      // a header value fetch refuses (e.g. bad characters): leave it out
    }
  }
  const abort = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) abort.abort(new Error('The client closed the connection.'));
  });
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? bodyStream(incoming) : undefined;
  const request = new Request(url, {
    method,
    headers,
    body: body?.stream,
    signal: abort.signal,
    // @ts-expect-error `duplex` is required by Node's fetch for streaming bodies; the DOM lib lacks it.
    duplex: 'half',
  });
  return { request, hasBody, detach: () => body?.detach() };
}

const NO_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * Writes a WHATWG Response to a node:http response, streaming its body. `extraHeaders` are set first,
 * so the response's own headers win. Resolves once everything is written (or the client left).
 */
export async function sendWebResponse(response: Response, method: string, outgoing: ServerResponse, extraHeaders: Record<string, string> = {}): Promise<void> {
  if (response.type === 'error') {
    void response.body?.cancel().catch(() => undefined);
    outgoing.socket?.destroy();
    outgoing.destroy();
    return;
  }
  for (const [name, value] of Object.entries(extraHeaders)) outgoing.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    outgoing.setHeader(name, value);
  }
  if (cookies.length > 0) outgoing.setHeader('set-cookie', cookies);
  outgoing.statusCode = response.status;
  if (response.statusText) outgoing.statusMessage = response.statusText;

  const body = response.body;
  if (!body || method === 'HEAD' || NO_BODY_STATUSES.has(response.status)) {
    void body?.cancel().catch(() => undefined);
    outgoing.end();
    return;
  }

  const reader = body.getReader();
  let clientGone = false;
  const onClose = () => {
    clientGone = true;
    void reader.cancel().catch(() => undefined);
  };
  outgoing.once('close', onClose);
  try {
    // A body of one piece (most answers: JSON, a page, a cached file) goes out with its headers in one write, with a
    // Content-Length; a longer one follows its first piece as it comes (chunked, unless the answer stated its length).
    const first = await reader.read();
    let second: ReadableStreamReadResult<Uint8Array>;
    try {
      second = first.done ? first : await reader.read();
    } catch (error) {
      if (!first.done) outgoing.write(first.value);
      throw error;
    }
    if (second.done) {
      if (!clientGone) outgoing.end(first.value);
      return;
    }
    if (clientGone) return;
    outgoing.write(first.value);
    let next: ReadableStreamReadResult<Uint8Array> = second;
    for (; !clientGone && !next.done; next = await reader.read()) {
      const value = next.value;
      if (!outgoing.write(value)) {
        await new Promise<void>((resolve) => {
          const settle = () => {
            outgoing.off('drain', settle);
            outgoing.off('close', settle);
            resolve();
          };
          outgoing.on('drain', settle);
          outgoing.on('close', settle);
        });
      }
    }
    if (!clientGone) outgoing.end();
  } catch (error) {
    // The body failed midway: the headers and what came go, then the connection is cut (the client sees a short body).
    if (!outgoing.headersSent) outgoing.flushHeaders();
    // What was written is handed to the system first (an empty write calls back once those before it are out).
    const socket = outgoing.socket;
    if (socket && !socket.destroyed) await new Promise<void>((resolve) => socket.write('', () => resolve()));
    outgoing.destroy(error as Error);
  } finally {
    outgoing.off('close', onClose);
  }
}
