import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_AUDIO_SAMPLE_RATE,
  GENERATED_COVER_SIZE,
  encodePng,
  generatedAudioByteLength,
  generatedAudioDuration,
  generatedCoverByteLength,
  renderGeneratedAudio,
  renderGeneratedCover,
} from './index';
import { adler32, crc32 } from './png';

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

interface Chunk {
  type: string;
  data: Uint8Array;
  crc: number;
  crcOfTypeAndData: number;
}

function readChunks(png: Uint8Array): Chunk[] {
  const chunks: Chunk[] = [];
  let at = 8;
  while (at < png.length) {
    const length = view(png).getUint32(at);
    const type = ascii(png, at + 4, 4);
    chunks.push({
      type,
      data: png.subarray(at + 8, at + 8 + length),
      crc: view(png).getUint32(at + 8 + length),
      crcOfTypeAndData: crc32(png, at + 4, at + 8 + length),
    });
    at += 12 + length;
  }
  expect(at).toBe(png.length);
  return chunks;
}

/** Undoes PNG's Sub filter on one scanline of 3-byte pixels (as a decoder does). */
function unfilterSub(line: Uint8Array): Uint8Array {
  const out = new Uint8Array(line.length);
  for (let i = 0; i < line.length; i++) out[i] = (line[i]! + (i >= 3 ? out[i - 3]! : 0)) & 0xff;
  return out;
}

describe('renderGeneratedAudio', () => {
  const wav = renderGeneratedAudio(7, 30);

  it('is a RIFF/WAVE 16-bit PCM mono file at 22050 Hz with consistent sizes', () => {
    const data = view(wav);
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(data.getUint32(4, true)).toBe(wav.length - 8);
    expect(ascii(wav, 8, 4)).toBe('WAVE');
    expect(ascii(wav, 12, 4)).toBe('fmt ');
    expect(data.getUint32(16, true)).toBe(16);
    expect(data.getUint16(20, true)).toBe(1); // PCM
    expect(data.getUint16(22, true)).toBe(1); // mono
    expect(data.getUint32(24, true)).toBe(GENERATED_AUDIO_SAMPLE_RATE);
    expect(data.getUint32(28, true)).toBe(GENERATED_AUDIO_SAMPLE_RATE * 2);
    expect(data.getUint16(32, true)).toBe(2);
    expect(data.getUint16(34, true)).toBe(16);
    expect(ascii(wav, 36, 4)).toBe('data');
    expect(data.getUint32(40, true)).toBe(wav.length - 44);
    expect(data.getUint32(40, true)).toBe(30 * GENERATED_AUDIO_SAMPLE_RATE * 2);
  });

  it('holds real sound: loud enough, not clipped, silent at the very ends', () => {
    const samples = new Int16Array(wav.slice(44).buffer);
    let peak = 0;
    let energy = 0;
    for (const sample of samples) {
      peak = Math.max(peak, Math.abs(sample));
      energy += sample * sample;
    }
    const rms = Math.sqrt(energy / samples.length) / 32768;
    expect(peak).toBeGreaterThan(20000);
    expect(peak).toBeLessThan(32767);
    expect(rms).toBeGreaterThan(0.05);
    expect(Math.abs(samples[0]!)).toBeLessThan(50);
    expect(Math.abs(samples.at(-1)!)).toBeLessThan(50);
  });

  it('is deterministic per seed and differs between seeds', () => {
    expect(sameBytes(renderGeneratedAudio(7, 30), wav)).toBe(true);
    const others = [1, 2, 3, 8, 1234567].map((seed) => renderGeneratedAudio(seed, 30));
    for (const other of others) expect(sameBytes(other, wav)).toBe(false);
  });

  it('matches generatedAudioByteLength for whole and fractional lengths', () => {
    for (const seconds of [0.5, 1, 20, 22.7, 45]) {
      expect(renderGeneratedAudio(3, seconds).length).toBe(generatedAudioByteLength(seconds));
    }
    expect(generatedAudioDuration(22.7)).toBeCloseTo(22.7, 3);
  });

  it('rejects impossible lengths', () => {
    expect(() => generatedAudioByteLength(0)).toThrow(RangeError);
    expect(() => renderGeneratedAudio(1, Number.NaN)).toThrow(RangeError);
    expect(() => renderGeneratedAudio(1, 601)).toThrow(RangeError);
  });
});

describe('renderGeneratedCover', () => {
  const png = renderGeneratedCover(11);

  it('has the PNG signature, a valid IHDR, IDAT and IEND with correct CRCs', () => {
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) expect(chunk.crc).toBe(chunk.crcOfTypeAndData);
    const ihdr = view(chunks[0]!.data);
    expect(chunks[0]!.data.length).toBe(13);
    expect(ihdr.getUint32(0)).toBe(GENERATED_COVER_SIZE);
    expect(ihdr.getUint32(4)).toBe(GENERATED_COVER_SIZE);
    expect([...chunks[0]!.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('decodes with zlib into 320 filtered RGB scanlines that are not all one colour', () => {
    const idat = readChunks(png)[1]!.data;
    const raw = inflateSync(idat); // also verifies the Adler-32
    const stride = 1 + GENERATED_COVER_SIZE * 3;
    expect(raw.length).toBe(GENERATED_COVER_SIZE * stride);
    const colours = new Set<number>();
    for (let row = 0; row < GENERATED_COVER_SIZE; row++) {
      expect(raw[row * stride]).toBe(1); // the Sub filter
      const pixels = unfilterSub(raw.subarray(row * stride + 1, (row + 1) * stride));
      for (let x = 0; x < GENERATED_COVER_SIZE; x += 7) colours.add((pixels[x * 3]! << 16) | (pixels[x * 3 + 1]! << 8) | pixels[x * 3 + 2]!);
    }
    expect(colours.size).toBeGreaterThan(500);
  });

  it('is deterministic per seed, differs between seeds and matches generatedCoverByteLength', () => {
    expect(sameBytes(renderGeneratedCover(11), png)).toBe(true);
    for (const seed of [0, 1, 2, 12, 99, 2 ** 31 - 1]) {
      const other = renderGeneratedCover(seed);
      expect(other.length).toBe(generatedCoverByteLength());
      expect(sameBytes(other, png)).toBe(false);
    }
    expect(png.length).toBe(generatedCoverByteLength());
  });
});

describe('encodePng', () => {
  it('round-trips a tiny image through zlib and uses correct checksums', () => {
    const rgb = Uint8Array.from({ length: 2 * 3 * 3 }, (_, i) => (i * 37) % 256);
    const png = encodePng(3, 2, rgb);
    const chunks = readChunks(png);
    const raw = inflateSync(chunks[1]!.data);
    expect(raw[0]).toBe(1);
    expect(raw[10]).toBe(1);
    expect([...unfilterSub(raw.subarray(1, 10)), ...unfilterSub(raw.subarray(11))]).toEqual([...rgb]);
    expect(adler32(raw)).toBe(view(chunks[1]!.data).getUint32(chunks[1]!.data.length - 4));
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });

  it('splits large images into several stored blocks', () => {
    const size = 200; // 200 * 601 bytes of scanlines > 65535
    const png = encodePng(size, size, new Uint8Array(size * size * 3).fill(128));
    expect(inflateSync(readChunks(png)[1]!.data).length).toBe(size * (1 + size * 3));
  });
});
