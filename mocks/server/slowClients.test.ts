import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from './startMockServer';

/** Opens a raw connection to the server, sends `text`, and resolves with what came back once the server closed it. */
function sendAndWaitForClose(server: MockServer, text: string): Promise<{ answer: string; closedAfterMs: number }> {
  const { port, hostname } = new URL(server.url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ port: Number(port), host: hostname }, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the connection open'));
    }, 10_000);
  });
}

describe('slow and oversized clients are not held', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, timeouts: { headersMs: 400, idleMs: 800 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('closes a connection whose headers never finish', async () => {
    const { answer, closedAfterMs } = await sendAndWaitForClose(server, `GET /api/v1/faqs HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nX-Slow: `);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('closes a connection whose body stalls midway', async () => {
    const head = `POST /api/v1/user/login HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"login":`;
    const { closedAfterMs } = await sendAndWaitForClose(server, head);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('answers a JSON body over the limit 413 from its length, without waiting for it', async () => {
    const head = `POST /api/v1/user/login HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nContent-Type: application/json\r\nContent-Length: 52428800\r\nConnection: close\r\n\r\n{"login":`;
    const { answer } = await sendAndWaitForClose(server, head);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });
});
