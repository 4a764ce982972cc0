import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../testing/testApi';
import { tinyWav } from '../testing/tusUpload';
import { createUserWithToken } from '../testing/users';
import { useTestApi } from '../testing/useTestApi';
import { createMockControlClient, MOCK_CONTROL_HEADERS } from './client';

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** A `cut` fault drops the PATCH connection after N body bytes; the bytes before the cut are kept. */
describe('mock control: cutting an upload connection', () => {
  const api = useTestApi();
  const control = () => createMockControlClient({ baseUrl: TEST_ORIGIN });

  async function createUpload(token: string, length: number): Promise<URL> {
    const created = await fetch(`${TEST_ORIGIN}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(length),
        'Upload-Metadata': `filename ${base64('cue.wav')},kind ${base64('audio')}`,
      },
    });
    expect(created.status).toBe(201);
    return new URL(created.headers.get('location')!, TEST_ORIGIN);
  }

  const patch = (url: URL, token: string, offset: number, bytes: Uint8Array) =>
    fetch(url, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
    });

  const offsetOf = async (url: URL, token: string) =>
    Number((await fetch(url, { method: 'HEAD', headers: { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' } })).headers.get('upload-offset'));

  it('keeps the bytes before the cut, then the rest completes the upload', async () => {
    const token = await createUserWithToken(api().provider.ctx);
    const wav = tinyWav(4000);
    const url = await createUpload(token, wav.byteLength);
    await control().injectFault({ operationId: 'appendUploadChunk', fault: { kind: 'cut', afterBytes: 3000 }, times: 1 });

    await expect(patch(url, token, 0, wav)).rejects.toThrow();
    expect(await offsetOf(url, token)).toBe(3000);
    expect(await control().listFaults()).toEqual([]);

    const rest = await patch(url, token, 3000, wav.subarray(3000));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(wav.byteLength));
  });

  it('cuts every PATCH until the fault is cleared', async () => {
    const token = await createUserWithToken(api().provider.ctx);
    const wav = tinyWav(100);
    const url = await createUpload(token, wav.byteLength);
    await control().injectFault({ operationId: 'appendUploadChunk', fault: { kind: 'cut', afterBytes: 50 } });
    await expect(patch(url, token, 0, wav)).rejects.toThrow();
    await expect(patch(url, token, 50, wav.subarray(50))).rejects.toThrow();
    expect(await offsetOf(url, token)).toBe(100);
    await control().clearFaults();
  });

  it('refuses a negative byte count', async () => {
    const response = await fetch(`${TEST_ORIGIN}/__mock/faults`, {
      method: 'POST',
      headers: { ...MOCK_CONTROL_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'appendUploadChunk', fault: { kind: 'cut', afterBytes: -1 } }),
    });
    expect(response.status).toBe(400);
  });
});
