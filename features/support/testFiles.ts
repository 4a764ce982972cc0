import { mkdirSync, openSync, closeSync, writeFileSync, writeSync, ftruncateSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { encodePng, renderGeneratedAudio } from '../../mocks/media';
import { buildSeedRecords } from '../../mocks/seed';
import { MAX_FILE_BYTES } from '../../src/lib/domain/fileType';

/**
 * Real files a person would pick in the file chooser, generated once per test process into a temp folder:
 * their bytes are what the app and the provider check (first bytes, size), not their names.
 */
export type TestFileName =
  | 'track.wav'
  | 'temp-track.wav'
  | 'track.mp3'
  | 'cover.png'
  | 'cover.jpg'
  | 'photo.png'
  | 'photo.jpg'
  | 'text-renamed.mp3'
  | 'text-renamed.png'
  | 'cover-as.wav'
  | 'too-large.wav'
  | 'too-large.png';

/** Size of the sparse "too large" files: 160 MiB, over the 150 MB limit (nothing is written but the header). */
export const TOO_LARGE_BYTES = 160 * 1024 * 1024;

const folder = join(tmpdir(), `cue-test-files-${process.pid}`);
let jpegBytes: Buffer | undefined;

/** One MPEG-1 layer III frame (128 kbit/s, 44.1 kHz, stereo, no padding): a 4-byte header and silence. */
function mp3Frame(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return frame;
}

/** An ID3v2.4 tag with no frames, then about one second of silent MP3 frames. */
function silentMp3(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  return Buffer.concat([id3, ...Array.from({ length: 38 }, mp3Frame)]);
}

/** A 64x64 PNG in a solid colour. */
function png(red: number, green: number, blue: number): Buffer {
  const size = 64;
  const rgb = new Uint8Array(size * size * 3);
  for (let i = 0; i < rgb.length; i += 3) rgb.set([red, green, blue], i);
  return Buffer.from(encodePng(size, size, rgb));
}

/** A sparse file of `TOO_LARGE_BYTES` that starts with the given header: real size on disk is a few bytes. */
function writeSparse(path: string, header: Uint8Array): void {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, header);
    ftruncateSync(fd, TOO_LARGE_BYTES);
  } finally {
    closeSync(fd);
  }
}

/** The seed's first track's audio rendered again: a director's temp track that sounds exactly like that track. */
function firstSeedCue(): Uint8Array {
  const file = buildSeedRecords().files.find((entry) => entry.id === 'seed-audio-1');
  if (file?.source.type !== 'generatedAudio') throw new Error("The seed's first track has generated audio.");
  return renderGeneratedAudio(file.source.seed, file.source.seconds);
}

/** A real JPEG, encoded by the browser from a canvas (Node has no JPEG encoder). */
async function encodeJpeg(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2d72d2';
      context.fillRect(0, 0, 64, 64);
      return canvas.toDataURL('image/jpeg', 0.9);
    });
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await page.close();
  }
}

/** Writes every test file once (the JPEGs need the browser). */
export async function prepareTestFiles(browser: Browser): Promise<void> {
  if (existsSync(join(folder, 'too-large.png'))) return;
  mkdirSync(folder, { recursive: true });
  jpegBytes ??= await encodeJpeg(browser);
  const wav = Buffer.from(renderGeneratedAudio(7, 2));
  writeFileSync(join(folder, 'track.wav'), wav);
  writeFileSync(join(folder, 'temp-track.wav'), firstSeedCue());
  writeFileSync(join(folder, 'track.mp3'), silentMp3());
  writeFileSync(join(folder, 'cover.png'), png(45, 114, 210));
  writeFileSync(join(folder, 'cover.jpg'), jpegBytes);
  writeFileSync(join(folder, 'photo.png'), png(210, 120, 45));
  writeFileSync(join(folder, 'photo.jpg'), jpegBytes);
  writeFileSync(join(folder, 'text-renamed.mp3'), 'These are the liner notes, not music.\n');
  writeFileSync(join(folder, 'text-renamed.png'), 'Not a picture either.\n');
  writeFileSync(join(folder, 'cover-as.wav'), png(10, 10, 10));
  writeSparse(join(folder, 'too-large.wav'), wav.subarray(0, 44));
  writeSparse(join(folder, 'too-large.png'), png(0, 0, 0));
}

/** The path of a prepared test file (call `prepareTestFiles` first, as the BeforeAll hook does). */
export function testFile(name: TestFileName): string {
  const path = join(folder, name);
  if (!existsSync(path)) throw new Error(`Test file ${name} was not prepared (prepareTestFiles).`);
  return path;
}

if (MAX_FILE_BYTES >= TOO_LARGE_BYTES) throw new Error('The "too large" test files must be over the upload limit.');
