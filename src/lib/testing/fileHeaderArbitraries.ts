import fc from 'fast-check';

/**
 * Real file headers for the property tests of the first-bytes type check, built from the formats' own
 * descriptions (PNG, JFIF, RIFF/WAVE, ID3v2, MPEG audio layer III frames), with random parameters and tails,
 * plus an oracle that tells the type of any bytes from those descriptions.
 */

export type HeaderKind = 'png' | 'jpeg' | 'wav' | 'id3' | 'mp3';
export const TYPE_OF: Record<HeaderKind, string> = { png: 'image/png', jpeg: 'image/jpeg', wav: 'audio/wav', id3: 'audio/mpeg', mp3: 'audio/mpeg' };

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u32le = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
const u32be = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// ---- MPEG audio layer III (ISO/IEC 11172-3 and 13818-3) ----

/** kbit/s by bitrate index 1..14: MPEG-1 layer III, and MPEG-2/2.5 layer III. */
const KBPS = { v1: [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320], v2: [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160] };
/** Hz by sample-rate index 0..2, per version id (3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5). */
const HERTZ: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export interface FrameHeader {
  /** The 2-bit version id: 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5. */
  versionId: 0 | 2 | 3;
  bitrateIndex: number;
  sampleRateIndex: number;
  padding: 0 | 1;
  channelMode: number;
  emphasis: 0 | 1 | 3;
}

/** The 4 header bytes of a layer III frame. */
export function frameHeaderBytes(header: FrameHeader): number[] {
  const word =
    (0x7ff << 21) |
    (header.versionId << 19) |
    (1 << 17) |
    (1 << 16) /* no CRC */ |
    (header.bitrateIndex << 12) |
    (header.sampleRateIndex << 10) |
    (header.padding << 9) |
    (header.channelMode << 6) |
    header.emphasis;
  return u32be(word >>> 0);
}

/** A layer III frame's length in bytes: 144 (MPEG-1) or 72 (MPEG-2/2.5) x bitrate / sample rate, plus padding. */
export function frameLength(header: FrameHeader): number {
  const kbps = (header.versionId === 3 ? KBPS.v1 : KBPS.v2)[header.bitrateIndex - 1]!;
  const hertz = HERTZ[header.versionId]![header.sampleRateIndex]!;
  return Math.floor(((header.versionId === 3 ? 144 : 72) * kbps * 1000) / hertz) + header.padding;
}

/** The frame header at `at`, when those 4 bytes are one of a valid layer III frame (free bitrate refused). */
export function parseFrameHeader(bytes: Uint8Array, at: number): FrameHeader | undefined {
  if (at < 0 || at + 4 > bytes.length) return undefined;
  const word = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
  const field = (shift: number, bits: number) => (word >>> shift) & ((1 << bits) - 1);
  if (field(21, 11) !== 0x7ff) return undefined;
  const versionId = field(19, 2);
  const layer = field(17, 2);
  const bitrateIndex = field(12, 4);
  const sampleRateIndex = field(10, 2);
  const emphasis = field(0, 2);
  if (versionId === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || sampleRateIndex === 3 || emphasis === 2) return undefined;
  return { versionId: versionId as 0 | 2 | 3, bitrateIndex, sampleRateIndex, padding: field(9, 1) as 0 | 1, channelMode: field(6, 2), emphasis: emphasis as 0 | 1 | 3 };
}

export const frameHeaderArbitrary: fc.Arbitrary<FrameHeader> = fc.record({
  versionId: fc.constantFrom(0 as const, 2 as const, 3 as const),
  bitrateIndex: fc.integer({ min: 1, max: 14 }),
  sampleRateIndex: fc.integer({ min: 0, max: 2 }),
  padding: fc.constantFrom(0 as const, 1 as const),
  channelMode: fc.integer({ min: 0, max: 3 }),
  emphasis: fc.constantFrom(0 as const, 1 as const, 3 as const),
});

/** Two whole frames of the same stream (the second one's header is what a decoder would look for). */
const mp3Arbitrary = fc.tuple(frameHeaderArbitrary, fc.uint8Array({ maxLength: 1500 })).map(([header, noise]) => {
  const length = frameLength(header);
  const frame = (bytes: number[]) => [...bytes, ...Array.from({ length: length - 4 }, (_, i) => noise[i % Math.max(1, noise.length)] ?? 0)];
  return Uint8Array.from([...frame(frameHeaderBytes(header)), ...frame(frameHeaderBytes(header))]);
});

// ---- the others ----

const pngArbitrary = fc
  .tuple(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }))
  .map(([width, height]) => Uint8Array.from([...PNG_SIGNATURE, ...u32be(13), ...ascii('IHDR'), ...u32be(width), ...u32be(height), 8, 2, 0, 0, 0, 0, 0, 0, 0]));

const jpegArbitrary = fc
  .constantFrom(0xe0, 0xe1, 0xdb, 0xee)
  .map((marker) => Uint8Array.from([0xff, 0xd8, 0xff, marker, 0x00, 0x10, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));

const wavArbitrary = fc
  .record({ channels: fc.integer({ min: 1, max: 2 }), rate: fc.constantFrom(8000, 22050, 44100, 48000), samples: fc.nat({ max: 100_000 }) })
  .map(({ channels, rate, samples }) => {
    const data = samples * channels * 2;
    const fmt = [1, 0, channels, 0, ...u32le(rate), ...u32le(rate * channels * 2), channels * 2, 0, 16, 0];
    return Uint8Array.from([...ascii('RIFF'), ...u32le(36 + data), ...ascii('WAVE'), ...ascii('fmt '), ...u32le(16), ...fmt, ...ascii('data'), ...u32le(data)]);
  });

/** An ID3v2.2-2.4 tag header with a sync-safe size (the tag body need not be there for the type). */
const id3Arbitrary = fc
  .record({ major: fc.integer({ min: 2, max: 4 }), flags: fc.constantFrom(0, 0x10, 0x40, 0x80), size: fc.nat({ max: 2 ** 28 - 1 }) })
  .map(({ major, flags, size }) => Uint8Array.from([...ascii('ID3'), major, 0, flags, (size >>> 21) & 0x7f, (size >>> 14) & 0x7f, (size >>> 7) & 0x7f, size & 0x7f]));

export const headerArbitraries: Record<HeaderKind, fc.Arbitrary<Uint8Array>> = {
  png: pngArbitrary,
  jpeg: jpegArbitrary,
  wav: wavArbitrary,
  id3: id3Arbitrary,
  mp3: mp3Arbitrary,
};

/** A real header of a random kind, with its kind. */
export const anyHeader: fc.Arbitrary<{ kind: HeaderKind; bytes: Uint8Array }> = fc.oneof(
  ...(Object.keys(headerArbitraries) as HeaderKind[]).map((kind) => headerArbitraries[kind].map((bytes) => ({ kind, bytes }))),
);

/** The bytes a type is told by, at least: PNG 8, JPEG 3, WAV 12, ID3 10, MPEG frame 4. */
export const SIGNATURE_BYTES: Record<HeaderKind, number> = { png: 8, jpeg: 3, wav: 12, id3: 10, mp3: 4 };

export const concatBytes = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * The oracle: the type of any bytes by the formats' descriptions. PNG's 8-byte signature; JPEG's SOI marker and
 * the next marker's FF; RIFF with WAVE at 8; an ID3v2 tag header (version 2-4, sync-safe size); or a layer III
 * frame whose successor, when it lies within the bytes, is a frame too.
 */
export function expectedFileType(bytes: Uint8Array): string | undefined {
  const at = (offset: number, expected: number[]) => bytes.length >= offset + expected.length && expected.every((byte, i) => bytes[offset + i] === byte);
  if (at(0, PNG_SIGNATURE)) return 'image/png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, ascii('RIFF')) && at(8, ascii('WAVE'))) return 'audio/wav';
  if (at(0, ascii('ID3')) && bytes.length >= 10 && bytes[3]! >= 2 && bytes[3]! <= 4 && bytes[4] !== 0xff && [6, 7, 8, 9].every((i) => bytes[i]! < 0x80))
    return 'audio/mpeg';
  const first = parseFrameHeader(bytes, 0);
  if (first) {
    const next = frameLength(first);
    if (next + 4 > bytes.length || parseFrameHeader(bytes, next)) return 'audio/mpeg';
  }
  return undefined;
}
