import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A raw node:http request, to see exactly what goes over the wire: fetch would decompress bodies and hide
 * HEAD bodies and cut sockets.
 */
export function rawRequest(url: string, method: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
