import { request as httpRequest } from 'node:http';

/** What came back over the wire. */
export interface ForgedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body as JSON (undefined when it is not). */
  json: unknown;
}

export interface ForgedRequest {
  method?: string;
  /** Sent as given, `Host` included (node:http sends the URL's host only when none is given). */
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Send no `Host` header at all (an HTTP/1.0 style request). */
  withoutHost?: boolean;
}

/** A request as an attacker sends it: any `Host`, `Origin`, `X-Forwarded-*`; node:http, since fetch refuses to forge `Host`. */
export function forgedRequest(url: string, { method = 'GET', headers = {}, body, withoutHost = false }: ForgedRequest = {}): Promise<ForgedAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, setHost: !withoutHost && !Object.keys(headers).some((name) => name.toLowerCase() === 'host') }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode!, headers: response.headers, text, json });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The `host:port` of a server URL, as a browser addressing it would send it. */
export const hostOf = (url: string) => new URL(url).host;
