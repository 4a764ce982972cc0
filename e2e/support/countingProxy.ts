import { connect, createServer, type Socket } from 'node:net';

/** One HTTP/1.1 request a client sent through the proxy, with the body bytes that actually went on the wire. */
export interface ProxiedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Body bytes the client sent (fewer than Content-Length when the connection ended midway). */
  bodyBytesSent: number;
}

export interface CountingProxy {
  url: string;
  requests: ProxiedRequest[];
  close(): Promise<void>;
}

/**
 * Reads the client's side of one connection as a sequence of HTTP/1.1 requests (headers, then a
 * Content-Length body), so every body byte is counted against the request that carried it.
 */
function requestReader(onRequest: (request: ProxiedRequest) => void) {
  let head = Buffer.alloc(0);
  let current: ProxiedRequest | undefined;
  let bodyLeft = 0;
  return (chunk: Buffer) => {
    let rest = chunk;
    while (rest.byteLength > 0) {
      if (current && bodyLeft > 0) {
        const take = Math.min(bodyLeft, rest.byteLength);
        current.bodyBytesSent += take;
        bodyLeft -= take;
        rest = rest.subarray(take);
        continue;
      }
      head = Buffer.concat([head, rest]);
      rest = Buffer.alloc(0);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [requestLine = '', ...lines] = head.subarray(0, end).toString('latin1').split('\r\n');
      const [method = '', path = ''] = requestLine.split(' ');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      current = { method, path, headers, bodyBytesSent: 0 };
      onRequest(current);
      bodyLeft = Number(headers['content-length'] ?? 0);
      rest = head.subarray(end + 4);
      head = Buffer.alloc(0);
    }
  };
}

/**
 * A TCP proxy in front of a local server that records what a client puts on the wire, request by request,
 * so a test can tell how many bytes a browser sent again after a connection was cut.
 */
/**
 * `target` may be given as a function, read at each connection: the proxy can then listen before the server it
 * forwards to, which is started with the proxy's origin as its public origin (the server answers no other name).
 */
export async function startCountingProxy(target: URL | (() => URL)): Promise<CountingProxy> {
  const requests: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstreamUrl = typeof target === 'function' ? target() : target;
    const upstream = connect(Number(upstreamUrl.port), upstreamUrl.hostname);
    sockets.add(client).add(upstream);
    client.on(
      'data',
      requestReader((request) => requests.push(request)),
    );
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
