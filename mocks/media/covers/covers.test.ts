import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMusic,
  deleteMusic,
  getMusic,
  getMusician,
  getMyProfile,
  listHomeCovers,
  listMusicians,
  login,
  updateMusicianProfile,
  uploadMusicianPhoto,
} from '../../../src/lib/api/generated/sdk.gen';
import { seedDatabase } from '../../seed';
import { TEST_ORIGIN, newClient } from '../../testing/testApi';
import { tinyWav, tusUpload } from '../../testing/tusUpload';
import { useTestApi } from '../../testing/useTestApi';
import { encodePng } from '../png';
import { imageDimensions } from './dimensions';
import type { CoverFormat, CoverProcessor } from './processor';
import { createSharpCoverProcessor } from './sharpProcessor';

/** A PNG of `width` x `height` with a gradient (so encoders have something to encode). */
function gradientPng(width: number, height: number): Uint8Array {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rgb.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  }
  return encodePng(width, height, rgb);
}

const SHARP_FORMAT: Record<CoverFormat, string> = { 'image/avif': 'heif', 'image/webp': 'webp' };

async function download(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${TEST_ORIGIN}${url}`, { headers });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

let cacheRoot: string;
beforeAll(async () => {
  cacheRoot = await mkdtemp(join(tmpdir(), 'cue-covers-'));
});
afterAll(async () => {
  await rm(cacheRoot, { recursive: true, force: true });
});

describe('imageDimensions', () => {
  it('reads a PNG header and a JPEG frame header, and nothing from other bytes', async () => {
    expect(imageDimensions(gradientPng(7, 5))).toEqual({ width: 7, height: 5 });
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 33, height: 21, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer(),
    );
    expect(imageDimensions(jpeg)).toEqual({ width: 33, height: 21 });
    expect(imageDimensions(new Uint8Array(64))).toBeUndefined();
  });
});

describe('the sharp cover processor', () => {
  it('makes AVIF and WebP copies in every width up to the original, with the aspect ratio kept', async () => {
    const processor = createSharpCoverProcessor({ cacheDir: cacheRoot });
    const rendition = await processor.resize(gradientPng(700, 350));
    expect(rendition).toMatchObject({ width: 700, height: 350 });
    expect(rendition.variants.map(({ format, width, height }) => `${format} ${width}x${height}`)).toEqual([
      'image/avif 96x48',
      'image/avif 192x96',
      'image/avif 320x160',
      'image/avif 480x240',
      'image/avif 640x320',
      'image/webp 96x48',
      'image/webp 192x96',
      'image/webp 320x160',
      'image/webp 480x240',
      'image/webp 640x320',
    ]);
    for (const variant of rendition.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([SHARP_FORMAT[variant.format], variant.width, variant.height]);
      expect(variant.size).toBe(variant.bytes.byteLength);
    }
  });

  it("keeps the seed's copies on disk: a second processor (a new run) encodes nothing and serves the same bytes", async () => {
    const cacheDir = join(cacheRoot, 'seed');
    const first = createSharpCoverProcessor({ cacheDir });
    const made = await Promise.all([first.generated(11), first.generated(22)]);
    expect(first.encodedGeneratedCovers).toBe(2);
    expect(made[0].variants.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'image/avif 96',
      'image/avif 192',
      'image/avif 320',
      'image/webp 96',
      'image/webp 192',
      'image/webp 320',
    ]);
    const bytes = await first.generatedBytes(11, 'image/webp', 192);
    expect((await sharp(bytes).metadata()).width).toBe(192);

    const second = createSharpCoverProcessor({ cacheDir });
    expect(await Promise.all([second.generated(11), second.generated(22)])).toEqual(made);
    expect(await second.generatedBytes(11, 'image/webp', 192)).toEqual(bytes);
    expect(second.encodedGeneratedCovers).toBe(0);

    // Emptied under it, the cache is made again rather than failing.
    await rm(second.cacheDir, { recursive: true });
    expect((await sharp(await second.generatedBytes(22, 'image/avif', 96)).metadata()).width).toBe(96);
    expect(second.encodedGeneratedCovers).toBe(1);
    expect((await readdir(second.cacheDir)).length).toBeGreaterThan(0);
  });
});

describe('cover copies in the provider', () => {
  const api = useTestApi();

  async function musicianClient() {
    const { data } = await login({ client: api().anonymous, body: { login: 'musician@cue.test', password: 'cue-connect-1' } });
    const token = data!.data.accessToken!;
    const client = newClient(token);
    const me = await getMyProfile({ client });
    return { token, client, musicianId: me.data!.data.musicianId! };
  }

  it('makes the copies when a cover upload completes, serves them with Range and deletes them with the track', async () => {
    api().provider.ctx.covers = createSharpCoverProcessor({ cacheDir: cacheRoot });
    const { token, client, musicianId } = await musicianClient();
    const audio = await tusUpload(token, 'audio', 'cue.wav', tinyWav());
    const cover = await tusUpload(token, 'cover', 'cover.png', gradientPng(500, 500));
    const body = { title: { ko: '표지', en: 'Cover' }, description: { ko: '', en: '' }, genreId: 1, keywordIds: [1], audioUploadId: audio, coverUploadId: cover };
    const created = await createMusic({ client, path: { musicianId }, body });
    const musicFileId = created.data!.data.musicFileId;
    const { coverImage } = (await getMusic({ client, path: { musicFileId } })).data!.data;
    expect(coverImage).toMatchObject({ width: 500, height: 500 });
    expect(coverImage!.variants.map(({ format, width, height }) => `${format} ${width}x${height}`)).toEqual([
      'image/avif 96x96',
      'image/avif 192x192',
      'image/avif 320x320',
      'image/avif 480x480',
      'image/webp 96x96',
      'image/webp 192x192',
      'image/webp 320x320',
      'image/webp 480x480',
    ]);
    const webp = coverImage!.variants.find((variant) => variant.format === 'image/webp' && variant.width === 320)!;
    const whole = await download(webp.url);
    expect(whole.response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(whole.bytes).metadata()).width).toBe(320);
    const part = await download(webp.url, { Range: 'bytes=0-11' });
    expect(part.response.status).toBe(206);
    expect(part.bytes).toEqual(whole.bytes.slice(0, 12));

    await deleteMusic({ client, path: { musicFileId } });
    for (const variant of coverImage!.variants) expect((await download(variant.url)).response.status).toBe(404);
  });

  it('makes the copies of an uploaded photo, which the profile then answers, and deletes them when the photo is replaced', async () => {
    api().provider.ctx.covers = createSharpCoverProcessor({ cacheDir: cacheRoot });
    const { client, musicianId } = await musicianClient();
    const profile = async () => (await getMusician({ client, path: { musicianId } })).data!.data;
    const replaceWith = async (png: Uint8Array) => {
      const stored = await uploadMusicianPhoto({ client, body: { file: new Blob([png as BlobPart], { type: 'image/png' }) } });
      expect(stored.response!.status).toBe(201);
      const { name, intro, bio, contactName, contactEmail } = await profile();
      const saved = await updateMusicianProfile({ client, body: { name, intro, bio, contactName, contactEmail, photoFileId: stored.data!.data.fileId } });
      expect(saved.response!.status).toBe(200);
      return profile();
    };
    const first = await replaceWith(gradientPng(400, 400));
    expect(first.photoImage).toMatchObject({ width: 400, height: 400 });
    expect(first.photoImage!.variants.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'image/avif 96',
      'image/avif 192',
      'image/avif 320',
      'image/webp 96',
      'image/webp 192',
      'image/webp 320',
    ]);
    const small = await download(first.photoImage!.variants[0]!.url);
    expect(small.response.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(small.bytes).metadata()).width).toBe(96);

    const second = await replaceWith(gradientPng(200, 200));
    expect(second.photoImage!.variants.map(({ width }) => width)).toEqual([96, 192, 96, 192]);
    for (const variant of first.photoImage!.variants) expect((await download(variant.url)).response.status).toBe(404);
  });

  it('refuses a cover cut short (issue 26: images are checked past their signature)', async () => {
    api().provider.ctx.covers = createSharpCoverProcessor({ cacheDir: cacheRoot });
    const { token, client, musicianId } = await musicianClient();
    const broken = gradientPng(300, 200).slice(0, 120); // the header, then cut short
    const audio = await tusUpload(token, 'audio', 'cue.wav', tinyWav());
    const cover = await tusUpload(token, 'cover', 'broken.png', broken);
    const body = { title: { ko: '깨진 표지', en: 'Broken' }, description: { ko: '', en: '' }, genreId: 1, keywordIds: [1], audioUploadId: audio, coverUploadId: cover };
    const created = await createMusic({ client, path: { musicianId }, body });
    expect(created.response?.status).toBe(415);
    expect(created.error).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
  });

  it('keeps only the original of a cover the processor cannot copy, and knows its size from the header', async () => {
    const sharpProcessor = createSharpCoverProcessor({ cacheDir: cacheRoot });
    api().provider.ctx.covers = { ...sharpProcessor, resize: () => Promise.reject(new Error('no copies this time')) };
    const { token, client, musicianId } = await musicianClient();
    const audio = await tusUpload(token, 'audio', 'cue.wav', tinyWav());
    const cover = await tusUpload(token, 'cover', 'plain.png', gradientPng(300, 200));
    const body = { title: { ko: '원본 표지', en: 'Original' }, description: { ko: '', en: '' }, genreId: 1, keywordIds: [1], audioUploadId: audio, coverUploadId: cover };
    const created = await createMusic({ client, path: { musicianId }, body });
    expect(created.data!.data.coverImage).toEqual({ width: 300, height: 200, variants: [] });
    expect(created.data!.data.coverUrl).toMatch(/^\/api\/v1\/files\//);
  });

  it("gives the seed's covers their copies from the processor, once per cover, and none to the benchmark's extra tracks", async () => {
    const asked: number[] = [];
    const fake: CoverProcessor = {
      resize: () => Promise.reject(new Error('not in this test')),
      async generated(seed) {
        asked.push(seed);
        return { width: 320, height: 320, variants: [{ format: 'image/webp', width: 96, height: 96, size: 4 }] };
      },
      generatedBytes: async (seed, format, width) => new TextEncoder().encode(`${seed} ${format} ${width}`),
    };
    api().provider.ctx.covers = fake;
    await api().provider.reset();
    const coveredTracks = api()
      .provider.ctx.db.music.all()
      .filter((track) => track.coverFileId).length;
    const photos = api()
      .provider.ctx.db.musicians.all()
      .filter((musician) => musician.photoFileId).length;
    expect(photos).toBeGreaterThan(0);
    expect(new Set(asked).size).toBe(coveredTracks + photos);
    expect(asked.length).toBe(coveredTracks + photos);

    const covers = (await listHomeCovers({ client: api().anonymous, query: { limit: 3 } })).data!.data;
    for (const cover of covers) {
      expect(cover.coverImage).toEqual({
        width: 320,
        height: 320,
        variants: [{ format: 'image/webp', width: 96, height: 96, url: expect.stringMatching(/^\/api\/v1\/files\/seed-cover-\d+-96-webp$/) }],
      });
      const { response, bytes } = await download(cover.coverImage!.variants[0]!.url);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(new TextDecoder().decode(bytes)).toMatch(/^\d+ image\/webp 96$/);
    }

    const musicians = (await listMusicians({ client: api().anonymous, query: { page: 1, size: 3 } })).data!.data.content;
    for (const musician of musicians) {
      expect(musician.photoImage).toEqual({
        width: 320,
        height: 320,
        variants: [{ format: 'image/webp', width: 96, height: 96, url: `${musician.photoUrl}-96-webp` }],
      });
    }

    asked.length = 0;
    await seedDatabase(api().provider.ctx, { extraTracks: 20 });
    expect(asked.length).toBe(coveredTracks + photos);
    const extras = api()
      .provider.ctx.db.music.all()
      .slice(-20)
      .filter((track) => track.coverFileId);
    expect(extras.length).toBeGreaterThan(0);
    const files = api().provider.ctx.db.files;
    for (const track of extras) expect(files.findFirst((q) => q.where({ id: track.coverFileId! }))?.image?.variants).toEqual([]);
  });

  it('without a processor (the browser mock) covers have their size and no copies', async () => {
    const covers = (await listHomeCovers({ client: api().anonymous, query: { limit: 2 } })).data!.data;
    expect(covers.map((cover) => cover.coverImage)).toEqual([
      { width: 320, height: 320, variants: [] },
      { width: 320, height: 320, variants: [] },
    ]);
  });
});
