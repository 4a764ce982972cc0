import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../testing/testApi';
import { createUserWithToken } from '../testing/users';
import { useTestApi } from '../testing/useTestApi';

const UPLOADS = `${TEST_ORIGIN}/api/v1/uploads`;
const MB = 1024 * 1024;
const b64 = (text: string) => btoa(text);
const METADATA = `filename ${b64('cue.wav')},filetype ${b64('audio/wav')},kind ${b64('audio')}`;

describe("one user's unfinished uploads are bounded, and the disk keeps a reserve", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const ctx = () => api().provider.ctx;

  async function musician() {
    const auth = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${await createUserWithToken(ctx(), 'ROLE_MUSICIAN')}` };
    const create = (length: number) => fetch(UPLOADS, { method: 'POST', headers: { ...auth, 'Upload-Length': String(length), 'Upload-Metadata': METADATA } });
    const terminate = (response: Response) => fetch(new URL(response.headers.get('location')!, UPLOADS), { method: 'DELETE', headers: auth });
    return { create, terminate };
  }

  const refusal = async (response: Response) => [response.status, ((await response.json()) as { code: string }).code];

  it('refuses the 11th unfinished upload until one is terminated; another musician is not held back', async () => {
    const { create, terminate } = await musician();
    const created = [];
    for (let index = 0; index < 10; index += 1) created.push(await create(1000));
    expect(created.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(await refusal(await create(1000))).toEqual([403, 'UPLOAD_QUOTA_EXCEEDED']);
    expect((await (await musician()).create(1000)).status).toBe(201);
    await terminate(created[0]!);
    expect((await create(1000)).status).toBe(201);
  });

  it('counts the declared bytes: four files of 150 MB, not a fifth; expired uploads no longer count', async () => {
    const { create } = await musician();
    for (let index = 0; index < 4; index += 1) expect((await create(150 * MB)).status).toBe(201);
    expect(await refusal(await create(150 * MB))).toEqual([403, 'UPLOAD_QUOTA_EXCEEDED']);
    api().clock.advance(ctx().settings.uploadExpirySeconds * 1000 + 1000);
    expect((await create(150 * MB)).status).toBe(201);
  });

  it('expires an unfinished upload 6 hours after its last change, and says so', async () => {
    const { create } = await musician();
    const response = await create(1000);
    expect(Date.parse(response.headers.get('upload-expires')!)).toBe(Math.floor((api().clock.now() + 6 * 3600 * 1000) / 1000) * 1000);
  });

  it('answers 507 when the disk would keep less than its reserve', async () => {
    const { create } = await musician();
    ctx().blobs.freeBytes = async () => ctx().settings.storageReserveBytes + 10 * MB;
    expect((await create(5 * MB)).status).toBe(201);
    expect(await refusal(await create(20 * MB))).toEqual([507, 'STORAGE_FULL']);
  });
});
