import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyHeader,
  concatBytes,
  expectedFileType,
  frameHeaderArbitrary,
  frameHeaderBytes,
  frameLength,
  headerArbitraries,
  SIGNATURE_BYTES,
  TYPE_OF,
  type HeaderKind,
} from '../testing/fileHeaderArbitraries';
import { audioDurationSeconds, detectFileType, FILE_TYPE_SNIFF_BYTES, isAllowedFor, type FileKind } from './fileType';

/**
 * The first-bytes check (WAV, MP3 with an ID3 tag or a frame sync, JPEG, PNG) on 1,000 random inputs per
 * property, against an oracle written from the formats' descriptions (src/lib/testing/fileHeaderArbitraries.ts):
 * random bytes, real headers with random tails, truncated headers, headers at the wrong offset, near misses.
 * It never throws and never answers a type the bytes are not. (Renamed files: src/features/uploads/rules.property.test.ts.)
 */
const RUNS = { numRuns: 1000 };

/** Bytes that start like a signature more often than chance would: 0xFF (JPEG, MPEG), 0x89, "R", "I". */
const leadingByte = fc.oneof(fc.constantFrom(0xff, 0x89, 0x52, 0x49), fc.integer({ min: 0, max: 255 }));
const randomBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.uint8Array({ minLength: 1000, maxLength: 5000 }),
  fc
    .tuple(leadingByte, fc.integer({ min: 0xe0, max: 0xff }), fc.uint8Array({ maxLength: 2000 }))
    .map(([first, second, rest]) => Uint8Array.from([first, second, ...rest])),
);

describe('detectFileType (property tests)', () => {
  it('answers what the formats say for random bytes, and never throws', () => {
    fc.assert(
      fc.property(randomBytes, (bytes) => {
        expect(detectFileType(bytes)).toBe(expectedFileType(bytes));
      }),
      RUNS,
    );
  });

  it('recognises every real header whatever follows it', () => {
    fc.assert(
      fc.property(anyHeader, fc.uint8Array({ maxLength: 3000 }), ({ kind, bytes }, tail) => {
        const file = concatBytes(bytes, tail);
        expect(detectFileType(file)).toBe(TYPE_OF[kind]);
        expect(expectedFileType(file)).toBe(TYPE_OF[kind]);
      }),
      RUNS,
    );
  });

  it('recognises nothing in a header cut before its signature ends', () => {
    fc.assert(
      fc.property(anyHeader, fc.nat(), ({ kind, bytes }, cut) => {
        const truncated = bytes.subarray(0, cut % SIGNATURE_BYTES[kind]);
        expect(detectFileType(truncated)).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('recognises nothing in a real header that does not start at the first byte', () => {
    // Every signature starts at byte 0 with 0x89, 0xFF, "R" or "I": a file starting otherwise is none of the types.
    const prefix = fc.tuple(
      fc.integer({ min: 0, max: 255 }).filter((byte) => ![0x89, 0xff, 0x52, 0x49].includes(byte)),
      fc.uint8Array({ maxLength: 16 }),
    );
    fc.assert(
      fc.property(prefix, anyHeader, fc.uint8Array({ maxLength: 100 }), ([first, rest], { bytes }, tail) => {
        const shifted = concatBytes(Uint8Array.of(first), rest, bytes, tail);
        expect(detectFileType(shifted)).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('tells near misses (one bit of a real header flipped) the way the formats do', () => {
    fc.assert(
      fc.property(anyHeader, fc.nat(), fc.integer({ min: 0, max: 7 }), ({ kind, bytes }, at, bit) => {
        const changed = Uint8Array.from(bytes);
        changed[at % Math.max(SIGNATURE_BYTES[kind], 12)]! ^= 1 << bit;
        expect(detectFileType(changed)).toBe(expectedFileType(changed));
      }),
      RUNS,
    );
  });

  it('needs a second MPEG frame header exactly where the first frame ends', () => {
    fc.assert(
      fc.property(
        frameHeaderArbitrary,
        frameHeaderArbitrary,
        fc.uint8Array({ minLength: 1500, maxLength: 1500 }),
        fc.integer({ min: -3, max: 3 }),
        (first, second, noise, shift) => {
          const bytes = Uint8Array.from(noise);
          bytes.set(frameHeaderBytes(first), 0);
          const at = Math.max(4, frameLength(first) + shift);
          bytes.set(frameHeaderBytes(second), at);
          expect(detectFileType(bytes)).toBe(expectedFileType(bytes));
          if (shift === 0) expect(detectFileType(bytes)).toBe('audio/mpeg');
        },
      ),
      RUNS,
    );
  });

  it('gives the same answer for the first FILE_TYPE_SNIFF_BYTES bytes as for the whole file', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          randomBytes,
          anyHeader.map(({ bytes }) => bytes),
        ),
        fc.uint8Array({ minLength: 0, maxLength: 6000 }),
        (head, tail) => {
          const file = concatBytes(head, tail);
          expect(detectFileType(file.subarray(0, FILE_TYPE_SNIFF_BYTES))).toBe(detectFileType(file));
        },
      ),
      RUNS,
    );
  });

  it('reads a duration only from audio, and it is a finite number of seconds, never a crash', () => {
    const size = fc.oneof(fc.nat({ max: 200 * 1024 * 1024 }), fc.constant(0), fc.constant(Number.MAX_SAFE_INTEGER));
    fc.assert(
      fc.property(
        fc.oneof(
          randomBytes,
          fc.tuple(anyHeader, fc.uint8Array({ maxLength: 3000 })).map(([{ bytes }, tail]) => concatBytes(bytes, tail)),
        ),
        size,
        (bytes, total) => {
          const seconds = audioDurationSeconds(bytes, Math.max(total, bytes.length));
          const type = detectFileType(bytes);
          if (type !== 'audio/wav' && type !== 'audio/mpeg') expect(seconds).toBeUndefined();
          if (seconds !== undefined) {
            expect(Number.isFinite(seconds)).toBe(true);
            expect(seconds).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      RUNS,
    );
  });

  it('allows WAV and MP3 as music and references and JPEG and PNG as covers and photos, for any bytes', () => {
    const allowed: Record<FileKind, string[]> = {
      audio: ['audio/wav', 'audio/mpeg'],
      reference: ['audio/wav', 'audio/mpeg'],
      cover: ['image/jpeg', 'image/png'],
      photo: ['image/jpeg', 'image/png'],
    };
    fc.assert(
      fc.property(
        fc.oneof(
          randomBytes,
          anyHeader.map(({ bytes }) => bytes),
        ),
        fc.constantFrom<FileKind>('audio', 'reference', 'cover', 'photo'),
        (bytes, kind) => {
          const type = detectFileType(bytes);
          expect(isAllowedFor(kind, type)).toBe(type !== undefined && allowed[kind].includes(type));
        },
      ),
      RUNS,
    );
  });
});

// Keeps the list of header kinds in one place: every kind has an arbitrary and a signature length.
describe('the header builders', () => {
  it('cover every kind', () => {
    expect(Object.keys(headerArbitraries).sort()).toEqual((Object.keys(SIGNATURE_BYTES) as HeaderKind[]).sort());
  });
});
