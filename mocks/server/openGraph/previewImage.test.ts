import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse } from 'msw';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockProvider } from '../../provider';
import { createPreviewImages, type PreviewImages } from './previewImages';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, renderPreviewImage, type PreviewPicture } from './previewImage';

/** The committed reference, a quarter of the size (kept small); `UPDATE_REFERENCE=1` writes it anew. */
const REFERENCE = join(import.meta.dirname, '__fixtures__/preview-reference.png');
const REFERENCE_WIDTH = PREVIEW_WIDTH / 4;

const peaks = Array.from({ length: 400 }, (_, index) => [-Math.round(100 * Math.abs(Math.sin(index / 9))), Math.round(90 * Math.abs(Math.sin(index / 7)))]).flat();

async function fixture(title: string): Promise<PreviewPicture> {
  const cover = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#3b6ea8' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><circle cx="110" cy="110" r="60" fill="#f4c9d6"/></svg>') }])
    .png()
    .toBuffer();
  return { title, subtitle: '한도윤 · Doyun Han', cover, peaks };
}

/** Mean absolute difference of two images' grey levels at the reference's size (0 to 255). */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const grey = (image: Buffer) => sharp(image).resize(REFERENCE_WIDTH).greyscale().raw().toBuffer();
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  expect(x.length).toBe(y.length);
  let sum = 0;
  for (let index = 0; index < x.length; index++) sum += Math.abs(x[index]! - y[index]!);
  return sum / x.length;
}

describe('link preview image', () => {
  it('is a 1200x630 PNG that looks like the committed reference (Korean and Latin from the bundled font)', async () => {
    const image = await renderPreviewImage(await fixture('새벽의 추격 Chase at Dawn'));
    const metadata = await sharp(image).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', PREVIEW_WIDTH, PREVIEW_HEIGHT]);
    if (process.env.UPDATE_REFERENCE) writeFileSync(REFERENCE, await sharp(image).resize(REFERENCE_WIDTH).png({ palette: true }).toBuffer());
    expect(await meanDifference(image, readFileSync(REFERENCE))).toBeLessThan(0.5);
  });

  it('changes when the title changes', async () => {
    const [a, b] = await Promise.all([renderPreviewImage(await fixture('새벽의 추격')), renderPreviewImage(await fixture('빗속의 행진'))]);
    // Two titles differ by about 1.8 grey levels on average: far beyond the reference's tolerance.
    expect(await meanDifference(a, b)).toBeGreaterThan(1);
  });

  it('keeps a title too long for two lines within the picture, cut with an ellipsis', async () => {
    const image = await renderPreviewImage(await fixture('아주 긴 제목 '.repeat(30)));
    expect((await sharp(image).metadata()).height).toBe(PREVIEW_HEIGHT);
  });
});

describe('GET /og/...png', () => {
  let images: PreviewImages;
  beforeAll(async () => {
    const provider = await createMockProvider({});
    images = createPreviewImages(async (path) => (await getResponse(provider.handlers, new Request(new URL(path, 'http://127.0.0.1'))))!);
  });
  const get = (path: string, headers: Record<string, string> = {}) => images.answer(new Request(`http://127.0.0.1${path}`, { headers }));

  it('renders a track once per content, with an ETag, and lets its versioned address be kept for good', async () => {
    const before = images.renders;
    const first = (await get('/og/track/1.png?lang=en'))!;
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/png');
    const etag = first.headers.get('ETag')!;
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const versioned = (await get(`/og/track/1.png?lang=en&v=${etag.slice(1, -1)}`))!;
    expect(versioned.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/og/track/1.png?lang=en', { 'If-None-Match': etag }))!.status).toBe(304);
    expect(images.renders - before).toBe(1);
    const korean = (await get('/og/track/1.png?lang=ko'))!;
    expect(korean.headers.get('ETag')).not.toBe(etag);
  });

  it('answers 404, naming nothing, for an unknown track, musician or share link', async () => {
    for (const path of ['/og/track/999999.png', '/og/musician/999999.png', '/og/shared/AAAAAAAAAAAAAAAAAAAAAA.png', '/og/shared/x.png']) {
      const answer = (await get(path))!;
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('Not found');
    }
    expect(await get('/og/other.png')).toBeUndefined();
  });
});
