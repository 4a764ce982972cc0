import { describe, expect, it } from 'vitest';
import { findMusicLikeReference, listSimilarMusic, searchMusic } from '../../src/lib/api/generated/sdk.gen';
import { renderGeneratedAudio } from '../media';
import { TEST_ORIGIN } from '../testing/testApi';
import { createUserWithToken } from '../testing/users';
import { useTestApi } from '../testing/useTestApi';

const UPLOADS = `${TEST_ORIGIN}/api/v1/uploads`;
const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('sounds like: a temp track finds the catalogue tracks closest to it, and is forgotten', () => {
  const api = useTestApi();
  const ctx = () => api().provider.ctx;

  /** A general user (a director) uploads a reference through tus, in pieces; answers its upload id. */
  async function uploadReference(token: string, bytes: Uint8Array, pieces = 2, lastStatus = 204): Promise<string> {
    const auth = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` };
    const created = await fetch(UPLOADS, {
      method: 'POST',
      headers: { ...auth, 'Upload-Length': String(bytes.length), 'Upload-Metadata': `filename ${b64('temp.wav')},filetype ${b64('audio/wav')},kind ${b64('reference')}` },
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, UPLOADS).href;
    const step = Math.ceil(bytes.length / pieces);
    for (let offset = 0; offset < bytes.length; offset += step) {
      const patched = await fetch(url, {
        method: 'PATCH',
        headers: { ...auth, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
        body: bytes.subarray(offset, offset + step) as BodyInit,
      });
      expect(patched.status).toBe(offset + step >= bytes.length ? lastStatus : 204);
    }
    return url.split('/').pop()!;
  }

  it('analyses the reference, deletes its bytes as soon as it is complete, answers the closest tracks once, then forgets it', { timeout: 30_000 }, async () => {
    const token = await createUserWithToken(ctx(), 'ROLE_USER');
    // The seed's first cue, rendered again: the track made of it must come first.
    const seedAudio = ctx().db.files.findFirst((q) => q.where({ id: 'seed-audio-1' }))!;
    if (seedAudio.source.type !== 'generatedAudio') throw new Error('the seed track 1 has generated audio');
    const wav = renderGeneratedAudio(seedAudio.source.seed, seedAudio.source.seconds);
    const files = ctx().db.files.count();
    const total = (await searchMusic({ client: api().anonymous, query: {} })).data!.data.totalElements;

    const uploadId = await uploadReference(token, wav);
    expect(await ctx().blobs.size(uploadId)).toBeUndefined();
    expect(await ctx().blobs.list()).not.toContain(uploadId);
    expect(ctx().db.files.count()).toBe(files);
    expect(ctx().db.uploads.findFirst((q) => q.where({ id: uploadId }))).toMatchObject({ state: 'complete', fileId: null });

    const client = api().anonymous;
    const headers = { Authorization: `Bearer ${token}` };
    const answer = await findMusicLikeReference({ client, headers, body: { uploadId } });
    expect(answer.response!.status).toBe(200);
    const found = answer.data!.data;
    expect(found).toHaveLength(10);
    expect(found[0]).toMatchObject({ music: { musicFileId: 1 } });
    expect(found[0]!.similarity).toBeGreaterThan(0.99);
    // The same order as "more like this" gives from the track itself, after the track.
    const like = (await listSimilarMusic({ client, path: { musicFileId: 1 } })).data!.data.map((entry) => entry.music.musicFileId);
    expect(found.slice(1, 6).map((entry) => entry.music.musicFileId)).toEqual(like.slice(0, 5));

    // Used once: nothing of it is left, and it never was a track.
    expect(ctx().db.uploads.findFirst((q) => q.where({ id: uploadId }))).toBeUndefined();
    expect((await findMusicLikeReference({ client, headers, body: { uploadId } })).error).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    expect(ctx().db.files.count()).toBe(files);
    expect((await searchMusic({ client: api().anonymous, query: {} })).data!.data.totalElements).toBe(total);
  });

  it("refuses another user's reference, one still arriving, a track's upload, and a file that is not audio", { timeout: 30_000 }, async () => {
    const [director, other] = [await createUserWithToken(ctx(), 'ROLE_USER'), await createUserWithToken(ctx(), 'ROLE_USER')];
    const uploadId = await uploadReference(director, renderGeneratedAudio(5, 2));
    const ask = (token: string, id: string) => findMusicLikeReference({ client: api().anonymous, headers: { Authorization: `Bearer ${token}` }, body: { uploadId: id } });
    expect((await ask(other, uploadId)).response!.status).toBe(404);

    const created = await fetch(UPLOADS, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${director}`, 'Upload-Length': '1000', 'Upload-Metadata': `kind ${b64('reference')}` },
    });
    const receiving = created.headers.get('location')!.split('/').pop()!;
    expect((await ask(director, receiving)).error).toMatchObject({ code: 'UPLOAD_INCOMPLETE' });

    const text = await uploadReference(director, new TextEncoder().encode('not music at all, only words'.repeat(10)), 1, 415);
    const refused = await ask(director, text);
    expect(refused.response!.status).toBe(415);
    expect(refused.error).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
    expect(ctx().db.uploads.findFirst((q) => q.where({ id: text }))).toBeUndefined();

    // A general user may upload a reference, but not a track's music.
    const audio = await fetch(UPLOADS, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${director}`, 'Upload-Length': '1000', 'Upload-Metadata': `kind ${b64('audio')}` },
    });
    expect(audio.status).toBe(403);
    const anonymous = await fetch(UPLOADS, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '1000', 'Upload-Metadata': `kind ${b64('reference')}` },
    });
    expect(anonymous.status).toBe(401);
  });
});
