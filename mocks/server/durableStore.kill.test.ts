/**
 * Every answered write survives `kill -9`: the local server runs in a child process on one data folder, each
 * write of every kind is sent through the generated client, and the moment its answer arrives the server is
 * killed with SIGKILL and started again on the same folder, where the write must be found. Once the kill comes in
 * the middle of a 150 MB tus upload: after the restart HEAD must report exactly the bytes stored, and resuming
 * from there must give the very bytes sent. Last, the start-up check deletes bytes no record points to and
 * removes an image record whose bytes are gone.
 */
import { createHash, randomFillSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createConfig } from '../../src/lib/api/generated/client';
import type { Client } from '../../src/lib/api/generated/client';
import {
  addShortlistTrack,
  createMusic,
  createShortlist,
  getMusic,
  getMyMusicianProfile,
  getMyProfile,
  getShortlist,
  getUploadStatus,
  likeMusic,
  login,
  signUp,
  updateMusicianProfile,
  updateShortlist,
  updateShortlistNote,
} from '../../src/lib/api/generated/sdk.gen';
import { MAX_FILE_BYTES } from '../../src/lib/domain/fileType';
import { pcmWavHeader } from '../media/wavHeader';
import { rawRequest } from '../testing/rawRequest';
import { pngHeader, tinyWav } from '../testing/tusUpload';
import { startServerChild, type ServerChild } from './serverChild';

const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let dataDir: string;
let server: ServerChild;
/** The data folder's blob file of an upload. */
const blobPath = (uploadId: string) => join(dataDir, 'blobs', uploadId);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cue-kill-'));
  server = await startServerChild(dataDir);
});
afterAll(async () => {
  await server?.kill();
  await rm(dataDir, { recursive: true, force: true });
});

/** SIGKILL the moment the answer is in, then the same data folder in a new process. */
async function killAndRestart(): Promise<void> {
  await server.kill();
  server = await startServerChild(dataDir);
}

const client = (token?: string): Client => createClient(createConfig({ baseUrl: server.url, headers: token ? { Authorization: `Bearer ${token}` } : {} }));

async function tokenOf(email: string, password = 'cue-connect-1'): Promise<string> {
  const { data } = await login({ client: client(), body: { login: email, password }, throwOnError: true });
  return data.data.accessToken!;
}

/** tus creation; returns the upload id. */
async function createUpload(token: string, kind: 'audio' | 'cover', length: number): Promise<string> {
  const created = await fetch(`${server.url}/api/v1/uploads`, {
    method: 'POST',
    headers: {
      ...TUS,
      Authorization: `Bearer ${token}`,
      'Upload-Length': String(length),
      'Upload-Metadata': `kind ${b64(kind)},filename ${b64(`kill.${kind === 'audio' ? 'wav' : 'png'}`)}`,
    },
  });
  expect(created.status).toBe(201);
  return created.headers.get('location')!.split('/').pop()!;
}

/** One PATCH of `bytes` at `offset`; returns the answer. */
const patchUpload = (token: string, uploadId: string, offset: number, bytes: Uint8Array) =>
  fetch(`${server.url}/api/v1/uploads/${uploadId}`, {
    method: 'PATCH',
    headers: { ...TUS, Authorization: `Bearer ${token}`, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
    body: bytes as BodyInit,
  });

describe('the local server after kill -9', { timeout: 60_000 }, () => {
  let listener: string;
  let composer: string;
  let musicianId: number;

  it('keeps a sign-up', async () => {
    const answered = await signUp({
      client: client(),
      body: {
        login: 'durable@cue.test',
        password: 'film-score1',
        name: '한결',
        nickName: '오래가는별명',
        phoneNo: '01055501234',
        authorityType: 'ROLE_USER',
        termsAgreed: true,
        privacyConsent: true,
        ageOver14Consent: true,
        marketingEmailConsent: false,
        marketingSmsConsent: false,
      },
    });
    expect(answered.response?.status).toBe(201);
    await killAndRestart();
    const profile = await getMyProfile({ client: client(await tokenOf('durable@cue.test', 'film-score1')) });
    expect(profile.data?.data.loginId).toBe('durable@cue.test');
  });

  it('keeps a like (and the session it was made in)', async () => {
    listener = await tokenOf('user@cue.test');
    const before = await getMusic({ client: client(listener), path: { musicFileId: 40 } });
    expect(before.data?.data.liked).toBe(false);
    const liked = await likeMusic({ client: client(listener), path: { musicFileId: 40 } });
    expect(liked.data?.data.liked).toBe(true);
    await killAndRestart();
    const after = await getMusic({ client: client(listener), path: { musicFileId: 40 } });
    expect(after.data?.data).toMatchObject({ liked: true, likeCount: liked.data!.data.likeCount });
  });

  it('keeps a profile edit', async () => {
    composer = await tokenOf('musician@cue.test');
    const current = (await getMyMusicianProfile({ client: client(composer), throwOnError: true })).data.data;
    musicianId = current.musicianId;
    const intro = { ko: '죽지 않는 소개', en: 'An intro that outlives kill -9' };
    const edited = await updateMusicianProfile({
      client: client(composer),
      body: { name: current.name, intro, bio: current.bio, contactName: current.contactName, contactEmail: current.contactEmail },
    });
    expect(edited.response?.ok).toBe(true);
    await killAndRestart();
    expect((await getMyMusicianProfile({ client: client(composer) })).data?.data.intro).toEqual(intro);
  });

  it('keeps a completed upload, then the music info made of it', async () => {
    const wav = tinyWav(8000);
    const uploadId = await createUpload(composer, 'audio', wav.byteLength);
    const patched = await patchUpload(composer, uploadId, 0, wav);
    expect(patched.status).toBe(204);
    await killAndRestart();
    const status = (await getUploadStatus({ client: client(composer), path: { uploadId }, throwOnError: true })).data.data;
    expect(status).toMatchObject({ state: 'complete', offset: wav.byteLength });
    expect(sha256(await readFile(blobPath(uploadId)))).toBe(sha256(wav));

    const title = { ko: '살아남은 곡', en: 'The Track That Survived' };
    const created = await createMusic({
      client: client(composer),
      path: { musicianId },
      body: { title, description: { ko: '', en: '' }, genreId: 1, keywordIds: [1], audioUploadId: uploadId },
    });
    expect(created.response?.status).toBe(201);
    await killAndRestart();
    const track = await getMusic({ client: client(), path: { musicFileId: created.data!.data.musicFileId } });
    expect(track.data?.data.title).toEqual(title);
  });

  it('keeps a shortlist, its new name, a track added and the note on it', async () => {
    const created = await createShortlist({ client: client(listener), body: { name: 'Survivors' } });
    expect(created.response?.status).toBe(201);
    const shortlistId = created.data!.data.shortlistId;
    await killAndRestart();
    expect((await getShortlist({ client: client(listener), path: { shortlistId } })).data?.data.name).toBe('Survivors');

    expect((await updateShortlist({ client: client(listener), path: { shortlistId }, body: { name: 'Survivors, renamed' } })).response?.ok).toBe(true);
    await killAndRestart();
    expect((await getShortlist({ client: client(listener), path: { shortlistId } })).data?.data.name).toBe('Survivors, renamed');

    expect((await addShortlistTrack({ client: client(listener), path: { shortlistId }, body: { musicFileId: 1 } })).response?.ok).toBe(true);
    await killAndRestart();
    const noted = await updateShortlistNote({ client: client(listener), path: { shortlistId, musicFileId: 1 }, body: { note: 'the chase at 0:12', noteSeconds: 12 } });
    expect(noted.response?.ok).toBe(true);
    await killAndRestart();
    const list = (await getShortlist({ client: client(listener), path: { shortlistId }, throwOnError: true })).data.data;
    expect(list.entries).toEqual([expect.objectContaining({ note: 'the chase at 0:12', noteSeconds: 12 })]);
  });

  let bigUploadId: string;

  it('reports the bytes really stored after a kill in the middle of a 150 MB upload, and resumes to the exact file', { timeout: 180_000 }, async () => {
    const bytes = new Uint8Array(MAX_FILE_BYTES);
    bytes.set(pcmWavHeader(MAX_FILE_BYTES - 44));
    randomFillSync(bytes, 44);
    const uploadId = (bigUploadId = await createUpload(composer, 'audio', bytes.byteLength));

    // One PATCH of the whole file, sent 1 MiB at a time; the server is killed once it has stored some of it.
    const patch = httpRequest(`${server.url}/api/v1/uploads/${uploadId}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        Authorization: `Bearer ${composer}`,
        'Content-Type': 'application/offset+octet-stream',
        'Upload-Offset': '0',
        'Content-Length': String(bytes.byteLength),
      },
    });
    const ended = new Promise<void>((resolve) => {
      patch.once('error', () => resolve());
      patch.once('response', () => resolve());
    });
    let sent = 0;
    const sending = (async () => {
      while (sent < bytes.byteLength && !patch.destroyed) {
        const piece = bytes.subarray(sent, sent + (1 << 20));
        sent += piece.byteLength;
        if (!patch.write(piece)) await new Promise((resolve) => patch.once('drain', resolve).once('close', resolve));
      }
    })();
    for (;;) {
      const stored = (await stat(blobPath(uploadId)).catch(() => undefined))?.size ?? 0;
      if (stored >= 24 << 20) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await killAndRestart();
    await ended;
    patch.destroy();
    await sending;

    const stored = (await stat(blobPath(uploadId))).size;
    const head = await rawRequest(`${server.url}/api/v1/uploads/${uploadId}`, 'HEAD', { ...TUS, Authorization: `Bearer ${composer}` });
    expect(head.status).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBe(stored);
    expect(offset).toBeGreaterThanOrEqual(24 << 20);
    expect(offset).toBeLessThan(bytes.byteLength);
    expect(server.output()).toContain(`upload ${uploadId} offset 0 -> ${offset}`);

    const rest = await patchUpload(composer, uploadId, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.byteLength));
    expect(sha256(await readFile(blobPath(uploadId)))).toBe(sha256(bytes));
    const status = (await getUploadStatus({ client: client(composer), path: { uploadId }, throwOnError: true })).data.data;
    expect(status.state).toBe('complete');
  });

  it('deletes bytes no record points to and removes an image record whose bytes are gone, at start-up', async () => {
    const cover = pngHeader();
    const coverUploadId = await createUpload(composer, 'cover', cover.byteLength);
    expect((await patchUpload(composer, coverUploadId, 0, cover)).status).toBe(204);
    const coverFileId = (await getUploadStatus({ client: client(composer), path: { uploadId: coverUploadId }, throwOnError: true })).data.data.file!.fileId;
    expect((await fetch(`${server.url}/api/v1/files/${coverFileId}`)).status).toBe(200);

    await server.kill();
    await unlink(blobPath(coverUploadId));
    await writeFile(blobPath('orphan_left_by_a_crash'), new Uint8Array(1 << 20));
    server = await startServerChild(dataDir);

    const blobs = await readdir(join(dataDir, 'blobs'));
    expect(blobs).not.toContain('orphan_left_by_a_crash');
    expect(blobs).toContain(bigUploadId);
    expect(server.output()).toMatch(/deleted 1 stored file\(s\) no record points to \(1\.0 MB\)/);
    expect(server.output()).toContain(`removed 1 image record(s) whose bytes were missing (${coverFileId})`);
    expect((await fetch(`${server.url}/api/v1/files/${coverFileId}`)).status).toBe(404);
    expect(sha256(await readFile(blobPath(bigUploadId)))).toHaveLength(64);
  });
});
