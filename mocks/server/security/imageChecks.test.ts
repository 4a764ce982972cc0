import sharp, { type JpegOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { getUploadStatus, uploadMusicianPhoto } from '../../../src/lib/api/generated/sdk.gen';
import { createSharpCoverProcessor } from '../../media/covers/sharpProcessor';
import { isRealImage } from '../../media/images/imageCheck';
import { isWellFormedJpeg, isWellFormedPng } from '../../media/images/imageStructure';
import { crc32, encodePng, renderGeneratedCover } from '../../media/png';
import { newClient } from '../../testing/testApi';
import { tusUpload } from '../../testing/tusUpload';
import { useTestApi } from '../../testing/useTestApi';
import { createUserWithToken } from '../../testing/users';

/**
 * Issue 26: a PNG signature followed by HTML was stored as a cover (only the first bytes were checked). Covers
 * and photos are now checked through: PNG chunks and CRCs, JPEG markers, and a full decode where sharp runs.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HTML = new TextEncoder().encode('<!doctype html><script>alert(document.domain)</script>');
const concat = (...parts: ArrayLike<number>[]) => Uint8Array.from(parts.flatMap((part) => Array.from(part)));

/** One PNG chunk with its length and a correct CRC. */
function chunk(type: string, data: ArrayLike<number>): Uint8Array {
  const body = concat(new TextEncoder().encode(type), data);
  const out = new Uint8Array(8 + data.length + 4);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(body, 4);
  view.setUint32(8 + data.length, crc32(body));
  return out;
}

const ihdr = (width: number, height: number) => {
  const data = new Uint8Array(13);
  new DataView(data.buffer).setUint32(0, width);
  new DataView(data.buffer).setUint32(4, height);
  data.set([8, 2, 0, 0, 0], 8);
  return chunk('IHDR', data);
};

const realPng = renderGeneratedCover(3);
const pngThenHtml = concat(PNG_SIGNATURE, HTML);
/** Every chunk whole and its CRC right, but the image data is not a zlib stream: only a decoder sees it. */
const pngWithGarbageData = concat(PNG_SIGNATURE, ihdr(4, 4), chunk('IDAT', HTML), chunk('IEND', []));
const jpegOf = (options: JpegOptions = {}) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2d72d2' } })
    .jpeg(options)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

describe('images are checked past their signature', () => {
  it('takes a real PNG by its structure and refuses a signature with HTML, a cut, a bad CRC, bytes after IEND', () => {
    expect(isWellFormedPng(realPng)).toBe(true);
    expect(isWellFormedPng(encodePng(1, 1, new Uint8Array([1, 2, 3])))).toBe(true);
    expect(isWellFormedPng(pngThenHtml)).toBe(false);
    expect(isWellFormedPng(realPng.slice(0, realPng.length - 20))).toBe(false);
    const badCrc = realPng.slice();
    badCrc[40] = badCrc[40]! ^ 0xff;
    expect(isWellFormedPng(badCrc)).toBe(false);
    expect(isWellFormedPng(concat(realPng, HTML))).toBe(false);
    expect(isWellFormedPng(concat(PNG_SIGNATURE, chunk('IDAT', [1]), ihdr(1, 1), chunk('IEND', [])))).toBe(false);
    expect(isWellFormedPng(concat(PNG_SIGNATURE, ihdr(1, 1), chunk('IEND', [])))).toBe(false);
  });

  it('takes real baseline and progressive JPEGs by their markers and refuses SOI with HTML, a cut, bytes after EOI', async () => {
    const baseline = await jpegOf();
    const progressive = await jpegOf({ progressive: true });
    expect(isWellFormedJpeg(baseline)).toBe(true);
    expect(isWellFormedJpeg(progressive)).toBe(true);
    expect(isWellFormedJpeg(concat([0xff, 0xd8, 0xff, 0xe0], HTML))).toBe(false);
    expect(isWellFormedJpeg(baseline.slice(0, baseline.length - 2))).toBe(false);
    expect(isWellFormedJpeg(baseline.slice(0, 200))).toBe(false);
    expect(isWellFormedJpeg(concat(baseline, HTML))).toBe(false);
  });

  it('decodes with sharp where it runs: well-formed chunks around data that is no image are refused', async () => {
    const decoder = createSharpCoverProcessor();
    expect(isWellFormedPng(pngWithGarbageData)).toBe(true);
    expect(await isRealImage(pngWithGarbageData, 'image/png')).toBe(true); // the structure alone cannot tell
    expect(await isRealImage(pngWithGarbageData, 'image/png', decoder)).toBe(false);
    expect(await isRealImage(realPng, 'image/png', decoder)).toBe(true);
    expect(await isRealImage(await jpegOf(), 'image/jpeg', decoder)).toBe(true);
  });

  describe('through the provider', () => {
    const api = useTestApi();

    it('refuses a cover upload that is a PNG signature followed by HTML, and stores a real one', async () => {
      const token = await createUserWithToken(api().provider.ctx);
      const client = newClient(token);
      const fake = await tusUpload(token, 'cover', 'cover.png', pngThenHtml);
      const refused = (await getUploadStatus({ client, path: { uploadId: fake }, throwOnError: true })).data.data;
      expect(refused).toMatchObject({ state: 'rejected', rejection: 'FILE_TYPE_NOT_ALLOWED', file: null });
      const real = await tusUpload(token, 'cover', 'cover.png', realPng);
      expect((await getUploadStatus({ client, path: { uploadId: real }, throwOnError: true })).data.data.state).toBe('complete');
    });

    it('refuses a photo that is a PNG signature followed by HTML with FILE_TYPE_NOT_ALLOWED, and takes real PNG and JPEG photos', async () => {
      const client = newClient(await createUserWithToken(api().provider.ctx));
      const upload = (bytes: Uint8Array, type: string) => uploadMusicianPhoto({ client, body: { file: new Blob([bytes as BlobPart], { type }) } });
      const fake = await upload(pngThenHtml, 'image/png');
      expect(fake.response?.status).toBe(415);
      expect(fake.error).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
      expect((await upload(realPng, 'image/png')).response?.status).toBe(201);
      expect((await upload(await jpegOf(), 'image/jpeg')).response?.status).toBe(201);
    });
  });
});
