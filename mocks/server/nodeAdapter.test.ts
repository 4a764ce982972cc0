import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWebResponse } from './nodeAdapter';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves `answer()` once and reads it raw: status, headers, the body bytes that came, and whether the connection was cut. */
async function exchange(answer: () => Response) {
  server = createServer((_incoming, outgoing) => void sendWebResponse(answer(), 'GET', outgoing));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string; cut: boolean }>((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', path: '/', agent: false }, (response) => {
      const parts: Buffer[] = [];
      let cut = false;
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('error', () => (cut = true));
      response.on('close', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(parts).toString(), cut: cut || !response.complete }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const pieces = (texts: string[], failAfter = Infinity) => {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= failAfter) return controller.error(new Error('The source failed.'));
      if (at >= texts.length) return controller.close();
      controller.enqueue(new TextEncoder().encode(texts[at++]));
    },
  });
};

describe('sendWebResponse', () => {
  it('sends an answer of one piece with its headers and a Content-Length, not chunked', async () => {
    const answer = await exchange(() => Response.json({ musicians: ['Kim', 'Lee'] }));
    expect(answer).toMatchObject({ status: 200, body: '{"musicians":["Kim","Lee"]}', cut: false });
    expect(answer.headers['content-length']).toBe('27');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
  });

  it('streams an answer of many pieces whole', async () => {
    const answer = await exchange(() => new Response(pieces(['one ', 'two ', 'three'])));
    expect(answer).toMatchObject({ status: 200, body: 'one two three', cut: false });
    expect(answer.headers['transfer-encoding']).toBe('chunked');
  });

  it('cuts the connection when the body fails midway: the client has the status and the bytes before the failure', async () => {
    for (const failAfter of [0, 1, 2]) {
      const answer = await exchange(() => new Response(pieces(['one ', 'two ', 'three'], failAfter)));
      expect(answer.status).toBe(200);
      expect(answer.cut).toBe(true);
      expect(answer.body).toBe(['', 'one ', 'one two '][failAfter]);
    }
  });
});
