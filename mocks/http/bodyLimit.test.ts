import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';
import { readTextWithin } from './bodyLimit';

const LOGIN = `${TEST_ORIGIN}/api/v1/user/login`;
const MIB = 1024 * 1024;

/** A login body padded to about `bytes` (the padding is a field the login does not know). */
const paddedLogin = (bytes: number) => JSON.stringify({ login: 'user@cue.test', password: 'cue-connect-1', padding: 'x'.repeat(bytes) });

/** A body of `chunks` pieces of 64 KiB with no Content-Length, counting how many pieces were pulled. */
function countedStream(chunks: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled === chunks) return controller.close();
      counter.pulled += 1;
      controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
    },
  });
  return { stream, counter };
}

describe('JSON bodies have a size limit (413 before parsing)', () => {
  const api = useTestApi();

  it('refuses a body whose Content-Length is over the limit, in the contract error shape', async () => {
    const response = await fetch(LOGIN, { method: 'POST', headers: { 'content-type': 'application/json' }, body: paddedLogin(2 * MIB) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', data: false });
  });

  it('takes a body under the limit as before', async () => {
    const response = await fetch(LOGIN, { method: 'POST', headers: { 'content-type': 'application/json' }, body: paddedLogin(MIB / 2) });
    expect(response.status).toBe(200);
  });

  it('follows the setting', async () => {
    api().provider.ctx.settings.jsonBodyLimitBytes = 1024;
    const response = await fetch(LOGIN, { method: 'POST', headers: { 'content-type': 'application/json' }, body: paddedLogin(2048) });
    expect(response.status).toBe(413);
  });
});

describe('readTextWithin', () => {
  it('stops reading a body without a length as soon as it passes the limit', async () => {
    const { stream, counter } = countedStream(1000);
    const request = new Request('http://provider.test/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    await expect(readTextWithin(request, MIB)).rejects.toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    // 1 MiB is 16 pieces: the 17th passes it; the stream may have queued a piece more, never the 1000.
    expect(counter.pulled).toBeLessThanOrEqual(18);
  });

  it('reads a body within the limit whole, as UTF-8', async () => {
    const request = new Request('http://provider.test/x', { method: 'POST', body: JSON.stringify({ name: '잔잔한 피아노' }) });
    expect(JSON.parse(await readTextWithin(request, 1024))).toEqual({ name: '잔잔한 피아노' });
  });
});
