import { describe, expect, it } from 'vitest';
import { renderGeneratedAudio, renderGeneratedCover } from '../media';
import { FEATURE_COUNT } from '../media/analysis';
import { analyseGeneratedCue } from '../media/analysis/generatedCue';
import { toSoundRecord } from '../media/analysis/store';
import { generatedAudioFacts } from '../media/wav';
import { TEST_ORIGIN } from '../testing/testApi';
import { createUserWithToken } from '../testing/users';
import { useTestApi } from '../testing/useTestApi';
import { parseUploadMetadata } from '../tus/protocol';

const EXPIRY_SECONDS = 3600;
const UPLOADS = `${TEST_ORIGIN}/api/v1/uploads`;
const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const metadata = (kind: string, filename = 'cue.wav', filetype = 'audio/wav') => `filename ${b64(filename)},filetype ${b64(filetype)},kind ${b64(kind)}`;

describe('tus uploads', () => {
  const api = useTestApi({ uploadExpirySeconds: EXPIRY_SECONDS, accessTokenSeconds: 365 * 24 * 3600 });
  const ctx = () => api().provider.ctx;

  async function musician() {
    const token = await createUserWithToken(ctx(), 'ROLE_MUSICIAN');
    const auth = { ...TUS, Authorization: `Bearer ${token}` };
    const create = async (length: number, kind = 'audio') => {
      const response = await fetch(UPLOADS, {
        method: 'POST',
        headers: { ...auth, 'Upload-Length': String(length), 'Upload-Metadata': metadata(kind) },
      });
      expect(response.status).toBe(201);
      return new URL(response.headers.get('location')!, UPLOADS).href;
    };
    const patch = (url: string, offset: number, body: BodyInit | Uint8Array, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: 'PATCH',
        headers: { ...auth, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset), ...headers },
        body: body as BodyInit,
        // @ts-expect-error Node's fetch needs `duplex` for stream bodies
        duplex: 'half',
      });
    const head = (url: string) => fetch(url, { method: 'HEAD', headers: auth });
    const status = async (url: string) => {
      const response = await fetch(`${url}/status`, { headers: { Authorization: auth.Authorization } });
      return { response, body: await response.json() };
    };
    return { token, auth, create, patch, head, status };
  }

  const uploadIdOf = (url: string) => url.split('/').pop()!;

  it('answers discovery with the tus capabilities and no auth', async () => {
    const response = await fetch(UPLOADS, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    expect(response.headers.get('tus-extension')).toBe('creation,termination,expiration');
    expect(response.headers.get('tus-max-size')).toBe('157286400');
  });

  it('requires Tus-Resumable 1.0.0 with 412 and Tus-Version', async () => {
    const m = await musician();
    for (const version of [undefined, '0.2.2']) {
      const headers: Record<string, string> = { Authorization: m.auth.Authorization, 'Upload-Length': '10', 'Upload-Metadata': metadata('audio') };
      if (version) headers['Tus-Resumable'] = version;
      const response = await fetch(UPLOADS, { method: 'POST', headers });
      expect(response.status).toBe(412);
      expect(response.headers.get('tus-version')).toBe('1.0.0');
      expect(await response.json()).toMatchObject({ code: 'TUS_VERSION_UNSUPPORTED', data: false });
    }
    const url = await m.create(10);
    const head = await fetch(url, { method: 'HEAD', headers: { Authorization: m.auth.Authorization } });
    expect(head.status).toBe(412);
    const patch = await fetch(url, {
      method: 'PATCH',
      headers: { Authorization: m.auth.Authorization, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' },
      body: new Uint8Array(10),
    });
    expect(patch.status).toBe(412);
    const del = await fetch(url, { method: 'DELETE', headers: { Authorization: m.auth.Authorization } });
    expect(del.status).toBe(412);
  });

  it('lets only musicians create uploads', async () => {
    const headers = { ...TUS, 'Upload-Length': '10', 'Upload-Metadata': metadata('audio') };
    expect((await fetch(UPLOADS, { method: 'POST', headers })).status).toBe(401);
    const userToken = await createUserWithToken(ctx(), 'ROLE_USER');
    const response = await fetch(UPLOADS, { method: 'POST', headers: { ...headers, Authorization: `Bearer ${userToken}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'MUSICIAN_ONLY' });
  });

  it('refuses files over 150 MB with 413 FILE_TOO_LARGE and bad headers with 400', async () => {
    const m = await musician();
    const post = (headers: Record<string, string>) => fetch(UPLOADS, { method: 'POST', headers: { ...m.auth, ...headers } });
    const tooLarge = await post({ 'Upload-Length': String(150 * 1024 * 1024 + 1), 'Upload-Metadata': metadata('audio') });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect((await post({ 'Upload-Length': String(150 * 1024 * 1024), 'Upload-Metadata': metadata('audio') })).status).toBe(201);
    const broken: Array<Record<string, string>> = [
      { 'Upload-Metadata': metadata('audio') },
      { 'Upload-Length': '-1', 'Upload-Metadata': metadata('audio') },
      { 'Upload-Length': '0', 'Upload-Metadata': metadata('audio') },
      { 'Upload-Length': '10', 'Upload-Metadata': metadata('photo') },
      { 'Upload-Length': '10', 'Upload-Metadata': `filename ${b64('a.wav')}` },
      { 'Upload-Length': '10', 'Upload-Metadata': 'kind %%%' },
      { 'Upload-Length': '10', 'Upload-Metadata': `kind ${b64('audio')},kind ${b64('cover')}` },
    ];
    for (const headers of broken) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    }
  });

  it('creates an upload with a Location, reports its offset and takes bytes in chunks', async () => {
    const m = await musician();
    const wav = renderGeneratedAudio(7, 1.5);
    const response = await fetch(UPLOADS, {
      method: 'POST',
      headers: { ...m.auth, 'Upload-Length': String(wav.length), 'Upload-Metadata': metadata('audio') },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(/^\/api\/v1\/uploads\/[A-Za-z0-9_-]+$/);
    expect(response.headers.get('upload-expires')).toBe(new Date(ctx().clock.now() + EXPIRY_SECONDS * 1000).toUTCString());
    expect(response.headers.get('access-control-expose-headers')).toContain('Upload-Offset');
    const url = new URL(response.headers.get('location')!, UPLOADS).href;

    const head = await m.head(url);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('0');
    expect(head.headers.get('upload-length')).toBe(String(wav.length));
    expect(head.headers.get('cache-control')).toBe('no-store');

    const first = await m.patch(url, 0, wav.subarray(0, 1000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('1000');
    expect((await m.status(url)).body.data).toMatchObject({ state: 'receiving', offset: 1000, length: wav.length, file: null });
    const last = await m.patch(url, 1000, wav.subarray(1000));
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe(String(wav.length));

    const { body } = await m.status(url);
    expect(body.data).toMatchObject({ uploadId: uploadIdOf(url), kind: 'audio', state: 'complete', offset: wav.length });
    expect(body.data.file).toMatchObject({ contentType: 'audio/wav', size: wav.length });
    const stored = ctx().db.files.findFirst((q) => q.where({ id: body.data.file.fileId }))!;
    expect(stored.durationSeconds).toBeCloseTo(1.5, 2);
    expect(stored.source).toEqual({ type: 'blob', blobId: uploadIdOf(url) });
    const download = await fetch(`${TEST_ORIGIN}${body.data.file.url}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(wav);
  });

  // The seed's generator composes at a known tempo and key (generatedAudioFacts): what the analysis must hear.
  it.each([
    ['sent in one PATCH (analysed as the bytes arrive)', 1],
    ['sent in three PATCHes (analysed from the stored file)', 3],
  ])('analyses the sound of a completed audio upload %s', { timeout: 30_000 }, async (_how, pieces) => {
    const m = await musician();
    const seed = 90210;
    const wav = renderGeneratedAudio(seed, 24);
    const url = await m.create(wav.length);
    const step = Math.ceil(wav.length / pieces);
    for (let offset = 0; offset < wav.length; offset += step) expect((await m.patch(url, offset, wav.subarray(offset, offset + step))).status).toBe(204);
    const { body } = await m.status(url);
    const stored = ctx().db.files.findFirst((q) => q.where({ id: body.data.file.fileId }))!;
    expect(Math.abs(stored.sound!.tempoBpm! / generatedAudioFacts(seed).bpm - 1)).toBeLessThanOrEqual(0.02);
    // Streamed through the upload, the analysis hears what it hears in the whole file at once.
    expect(stored.sound).toEqual(toSoundRecord(analyseGeneratedCue(seed, 24)));
    expect(stored.sound!.features).toHaveLength(FEATURE_COUNT);
  });

  it('answers 415 for a wrong Content-Type, 400 for a malformed offset, 409 for a wrong offset, 413 for bytes past the length', async () => {
    const m = await musician();
    const url = await m.create(100);
    const wrongType = await m.patch(url, 0, new Uint8Array(10), { 'Content-Type': 'application/octet-stream' });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({ code: 'UNSUPPORTED_CONTENT_TYPE' });
    const malformed = await m.patch(url, 0, new Uint8Array(10), { 'Upload-Offset': 'ten' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    const wrongOffset = await m.patch(url, 5, new Uint8Array(10));
    expect(wrongOffset.status).toBe(409);
    expect(wrongOffset.headers.get('upload-offset')).toBe('0');
    expect(await wrongOffset.json()).toMatchObject({ code: 'UPLOAD_OFFSET_MISMATCH' });
    const tooMany = await m.patch(url, 0, new Uint8Array(101));
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect((await m.head(url)).headers.get('upload-offset')).toBe('0');
  });

  it('rejects a text file sent as music with 415 FILE_TYPE_NOT_ALLOWED on the last PATCH', async () => {
    const m = await musician();
    const text = new TextEncoder().encode('These are the lyrics of my song, saved as song.mp3\n'.repeat(20));
    const url = await m.create(text.length);
    expect((await m.patch(url, 0, text.subarray(0, 100))).status).toBe(204);
    const last = await m.patch(url, 100, text.subarray(100));
    expect(last.status).toBe(415);
    expect(await last.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
    expect((await m.status(url)).body.data).toMatchObject({ state: 'rejected', file: null });
    expect(await ctx().blobs.size(uploadIdOf(url))).toBeUndefined();
  });

  it('takes PNG covers and refuses audio as a cover', async () => {
    const m = await musician();
    const png = renderGeneratedCover(3);
    const cover = await m.create(png.length, 'cover');
    expect((await m.patch(cover, 0, png)).status).toBe(204);
    expect((await m.status(cover)).body.data.file).toMatchObject({ contentType: 'image/png', size: png.length });

    const wav = renderGeneratedAudio(3, 0.2);
    const wrong = await m.create(wav.length, 'cover');
    expect((await m.patch(wrong, 0, wav)).status).toBe(415);
    expect((await m.status(wrong)).body.data.state).toBe('rejected');
  });

  it("hides another musician's uploads and unknown ids with 404", async () => {
    const owner = await musician();
    const other = await musician();
    const url = await owner.create(10);
    const head = await other.head(url);
    expect(head.status).toBe(404);
    expect((await other.patch(url, 0, new Uint8Array(10))).status).toBe(404);
    expect((await fetch(url, { method: 'DELETE', headers: other.auth })).status).toBe(404);
    const status = await other.status(url);
    expect(status.response.status).toBe(404);
    expect(status.body).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    expect((await owner.head(`${UPLOADS}/up_unknown`)).status).toBe(404);
    expect((await fetch(url, { method: 'HEAD', headers: TUS })).status).toBe(401);
  });

  it('terminates an upload: 204, its bytes are deleted and the id answers 410', async () => {
    const m = await musician();
    const url = await m.create(100);
    await m.patch(url, 0, new Uint8Array(40));
    expect(await ctx().blobs.size(uploadIdOf(url))).toBe(40);
    const response = await fetch(url, { method: 'DELETE', headers: m.auth });
    expect(response.status).toBe(204);
    expect(await ctx().blobs.size(uploadIdOf(url))).toBeUndefined();
    expect((await m.head(url)).status).toBe(410);
    expect((await m.patch(url, 40, new Uint8Array(10))).status).toBe(410);
    expect((await fetch(url, { method: 'DELETE', headers: m.auth })).status).toBe(410);
  });

  it('terminating a complete upload deletes its stored file', async () => {
    const m = await musician();
    const png = renderGeneratedCover(4);
    const url = await m.create(png.length, 'cover');
    await m.patch(url, 0, png);
    const fileId = (await m.status(url)).body.data.file.fileId;
    expect((await fetch(url, { method: 'DELETE', headers: m.auth })).status).toBe(204);
    expect(ctx().db.files.findFirst((q) => q.where({ id: fileId }))).toBeUndefined();
    expect((await fetch(`${TEST_ORIGIN}/api/v1/files/${fileId}`)).status).toBe(404);
  });

  it('expires unfinished uploads after their last change: 410 and the bytes are cleaned', async () => {
    const m = await musician();
    const url = await m.create(100);
    api().clock.advance(EXPIRY_SECONDS * 900); // 0.9 of the expiry
    const patched = await m.patch(url, 0, new Uint8Array(10));
    expect(patched.status).toBe(204);
    expect(patched.headers.get('upload-expires')).toBe(new Date(ctx().clock.now() + EXPIRY_SECONDS * 1000).toUTCString());
    api().clock.advance(EXPIRY_SECONDS * 500); // past the first expiry, within the refreshed one
    expect((await m.head(url)).status).toBe(200);
    api().clock.advance(EXPIRY_SECONDS * 600);
    const head = await m.head(url);
    expect(head.status).toBe(410);
    expect(await ctx().blobs.size(uploadIdOf(url))).toBeUndefined();
    const patch = await m.patch(url, 10, new Uint8Array(10));
    expect(patch.status).toBe(410);
    expect(await patch.json()).toMatchObject({ code: 'UPLOAD_EXPIRED' });
    expect((await m.status(url)).body.data.state).toBe('expired');
    // Much later, a new upload sweeps the tombstone away: then the id is simply unknown.
    api().clock.advance(EXPIRY_SECONDS * 2000);
    await m.create(10);
    expect((await m.head(url)).status).toBe(404);
  });

  it('keeps the bytes received before the connection was cut, so HEAD reports them', async () => {
    const m = await musician();
    const wav = renderGeneratedAudio(11, 1);
    const url = await m.create(wav.length);
    const cutAt = 20_000;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(wav.slice(0, cutAt));
        setTimeout(() => controller.error(new Error('network cut')), 20);
      },
    });
    await m.patch(url, 0, body).then(
      () => undefined,
      () => undefined,
    );
    const head = await m.head(url);
    expect(head.headers.get('upload-offset')).toBe(String(cutAt));
    const rest = await m.patch(url, cutAt, wav.subarray(cutAt));
    expect(rest.status).toBe(204);
    expect((await m.status(url)).body.data.state).toBe('complete');
  });

  it('lines the offset up with the stored bytes (a server that stopped before saving its store)', async () => {
    const m = await musician();
    const wav = renderGeneratedAudio(12, 0.5);
    const url = await m.create(wav.length);
    await m.patch(url, 0, wav.subarray(0, 1000));
    // Bytes on disk that the store did not record yet.
    await ctx().blobs.append(uploadIdOf(url), wav.subarray(1000, 3000));
    expect((await m.head(url)).headers.get('upload-offset')).toBe('3000');
    expect((await m.patch(url, 1000, wav.subarray(1000))).status).toBe(409);
    await ctx().blobs.append(uploadIdOf(url), wav.subarray(3000));
    const head = await m.head(url);
    expect(head.headers.get('upload-offset')).toBe(String(wav.length));
    expect((await m.status(url)).body.data.state).toBe('complete');
  });

  it('lets a HEAD take over a PATCH that is still receiving, like a client that reconnected', async () => {
    const m = await musician();
    const url = await m.create(100_000);
    let feed!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        feed = controller;
        controller.enqueue(new Uint8Array(3000).fill(1));
      },
    });
    const stale = m.patch(url, 0, body).catch((error: unknown) => error);
    // Wait until the server holds the first bytes, then ask HEAD while the PATCH is still open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const head = await m.head(url);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('3000');
    const staleResponse = await stale;
    if (staleResponse instanceof Response) expect(staleResponse.status).toBe(409);
    try {
      feed.close();
    } catch {
      // the server cancelled the body already
    }
  });
});

describe('parseUploadMetadata', () => {
  it('decodes base64 UTF-8 values and allows keys without values', () => {
    expect(parseUploadMetadata(`filename ${b64('큐 01.wav')},kind ${b64('audio')},is_draft`)).toEqual({
      filename: '큐 01.wav',
      kind: 'audio',
      is_draft: '',
    });
    expect(parseUploadMetadata('')).toEqual({});
  });
});
