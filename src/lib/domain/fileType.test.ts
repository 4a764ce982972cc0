import { describe, expect, it } from 'vitest';
import { audioDurationSeconds, detectFileType, id3v2Length, isAllowedFor, MAX_FILE_BYTES, mp3DurationSeconds, wavDurationSeconds } from './fileType';

// ---- byte builders: real headers as encoders write them ----

const text = (value: string) => new TextEncoder().encode(value);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function chunk(id: string, body: Uint8Array): Uint8Array {
  const header = new Uint8Array(8);
  header.set(text(id));
  new DataView(header.buffer).setUint32(4, body.length, true);
  return concat(header, body, body.length % 2 ? new Uint8Array(1) : new Uint8Array(0));
}

/** A 16-bit PCM WAV: RIFF header, `fmt ` chunk, optional extra chunks, `data` chunk of `seconds` silence. */
function wav({
  seconds,
  rate = 44100,
  channels = 2,
  extra = [] as Uint8Array[],
  dataSize,
}: {
  seconds: number;
  rate?: number;
  channels?: number;
  extra?: Uint8Array[];
  dataSize?: number;
}) {
  const fmt = new Uint8Array(16);
  const view = new DataView(fmt.buffer);
  view.setUint16(0, 1, true); // PCM
  view.setUint16(2, channels, true);
  view.setUint32(4, rate, true);
  view.setUint32(8, rate * channels * 2, true); // byte rate
  view.setUint16(12, channels * 2, true); // block align
  view.setUint16(14, 16, true); // bits per sample
  const samples = new Uint8Array(Math.round(seconds * rate) * channels * 2);
  const data = chunk('data', samples);
  if (dataSize !== undefined) new DataView(data.buffer).setUint32(4, dataSize, true);
  const body = concat(text('WAVE'), chunk('fmt ', fmt), ...extra, data);
  const riff = new Uint8Array(8);
  riff.set(text('RIFF'));
  new DataView(riff.buffer).setUint32(4, body.length, true);
  return concat(riff, body);
}

/** MPEG-1 layer III, 128 kbit/s, 44.1 kHz, joint stereo: FF FB 90 64, 417 bytes a frame. */
const MP3_FRAME_HEADER = [0xff, 0xfb, 0x90, 0x64];
const MP3_FRAME_BYTES = 417;

function mp3Frame(payload?: (frame: Uint8Array) => void): Uint8Array {
  const frame = new Uint8Array(MP3_FRAME_BYTES);
  frame.set(MP3_FRAME_HEADER);
  payload?.(frame);
  return frame;
}

const mp3Frames = (count: number) => concat(...Array.from({ length: count }, () => mp3Frame()));

/** A LAME-style first frame holding a Xing header with the frame count. */
const xingFrame = (frames: number) =>
  mp3Frame((frame) => {
    const at = 4 + 32; // after the header and MPEG-1 stereo side information
    frame.set(text('Xing'), at);
    new DataView(frame.buffer).setUint32(at + 4, 0x0f, false); // frames, bytes, TOC, quality
    new DataView(frame.buffer).setUint32(at + 8, frames, false);
  });

/** An ID3v2.4 tag with one TIT2 frame, size in sync-safe integers. */
function id3(title = '영화 음악 cue'): Uint8Array {
  const value = concat(new Uint8Array([3]), text(title)); // encoding 3 = UTF-8
  const frameHeader = new Uint8Array(10);
  frameHeader.set(text('TIT2'));
  new DataView(frameHeader.buffer).setUint32(4, value.length, false); // v2.4 frames are sync-safe; short values match
  const body = concat(frameHeader, value);
  const header = concat(text('ID3'), new Uint8Array([4, 0, 0]));
  const size = body.length;
  const syncSafe = new Uint8Array([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
  return concat(header, syncSafe, body);
}

const jpeg = () => concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), text('JFIF'), new Uint8Array([0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]));

function png(): Uint8Array {
  const ihdr = new Uint8Array(25);
  ihdr.set([0, 0, 0, 13]);
  ihdr.set(text('IHDR'), 4);
  new DataView(ihdr.buffer).setUint32(8, 320, false);
  new DataView(ihdr.buffer).setUint32(12, 320, false);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return concat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr);
}

describe('detectFileType', () => {
  it('recognises a PCM WAV', () => {
    expect(detectFileType(wav({ seconds: 0.1 }))).toBe('audio/wav');
    expect(detectFileType(wav({ seconds: 0.1 }).subarray(0, 12))).toBe('audio/wav');
  });

  it('recognises an MP3 with an ID3v2 tag', () => {
    const file = concat(id3(), mp3Frames(3));
    expect(detectFileType(file)).toBe('audio/mpeg');
    expect(detectFileType(file.subarray(0, 10))).toBe('audio/mpeg');
  });

  it('recognises an MP3 that starts with a layer III frame', () => {
    expect(detectFileType(mp3Frames(3))).toBe('audio/mpeg');
    expect(detectFileType(mp3Frames(1).subarray(0, 4))).toBe('audio/mpeg');
    // MPEG-2 layer III, 64 kbit/s, 22.05 kHz, mono
    expect(detectFileType(new Uint8Array([0xff, 0xf3, 0x88, 0xc4]))).toBe('audio/mpeg');
  });

  it('recognises JPEG and PNG', () => {
    expect(detectFileType(jpeg())).toBe('image/jpeg');
    expect(detectFileType(png())).toBe('image/png');
  });

  it('rejects a text file named .mp3', () => {
    const lyrics = text('Verse 1\nThe reel is spinning in the dark...\n');
    expect(detectFileType(lyrics)).toBeUndefined();
    expect(isAllowedFor('audio', detectFileType(lyrics))).toBe(false);
    // Starting with the letters "ID3" is not an ID3 tag.
    expect(detectFileType(text('ID3 tags are metadata containers used with MP3 files.'))).toBeUndefined();
  });

  it('rejects frame-sync look-alikes that are not layer III', () => {
    expect(detectFileType(new Uint8Array([0xff, 0xff, 0x90, 0x64]))).toBeUndefined(); // layer I
    expect(detectFileType(new Uint8Array([0xff, 0xfd, 0x90, 0x64]))).toBeUndefined(); // layer II
    expect(detectFileType(new Uint8Array([0xff, 0xeb, 0x90, 0x64]))).toBeUndefined(); // reserved version
    expect(detectFileType(new Uint8Array([0xff, 0xfb, 0xf0, 0x64]))).toBeUndefined(); // bad bitrate
    expect(detectFileType(new Uint8Array([0xff, 0xfb, 0x9c, 0x64]))).toBeUndefined(); // reserved sample rate
    // A valid first header whose second frame is missing where it must be.
    const broken = concat(mp3Frame(), new Uint8Array(MP3_FRAME_BYTES));
    expect(detectFileType(broken)).toBeUndefined();
  });

  it('rejects other formats and short input', () => {
    expect(detectFileType(new Uint8Array())).toBeUndefined();
    expect(detectFileType(text('RIFF'))).toBeUndefined();
    expect(detectFileType(concat(text('RIFF'), new Uint8Array(4), text('AVI ')))).toBeUndefined();
    expect(detectFileType(text('GIF89a'))).toBeUndefined();
    expect(detectFileType(text('%PDF-1.7'))).toBeUndefined();
    expect(detectFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBeUndefined(); // zip
    expect(detectFileType(concat(text('fLaC'), new Uint8Array(30)))).toBeUndefined();
  });
});

describe('isAllowedFor', () => {
  it('allows WAV and MP3 for music, JPEG and PNG for covers and photos', () => {
    expect(isAllowedFor('audio', 'audio/wav')).toBe(true);
    expect(isAllowedFor('audio', 'audio/mpeg')).toBe(true);
    expect(isAllowedFor('audio', 'image/png')).toBe(false);
    expect(isAllowedFor('cover', 'image/jpeg')).toBe(true);
    expect(isAllowedFor('cover', 'image/png')).toBe(true);
    expect(isAllowedFor('cover', 'audio/wav')).toBe(false);
    expect(isAllowedFor('photo', 'image/png')).toBe(true);
    expect(isAllowedFor('photo', 'audio/mpeg')).toBe(false);
    expect(isAllowedFor('audio', undefined)).toBe(false);
  });

  it('has the 150 MB limit of the contract', () => {
    expect(MAX_FILE_BYTES).toBe(157_286_400);
  });
});

describe('durations', () => {
  it('reads a WAV duration from its header', () => {
    const file = wav({ seconds: 3 });
    expect(wavDurationSeconds(file.subarray(0, 44))).toBeCloseTo(3, 6);
    expect(wavDurationSeconds(wav({ seconds: 1.5, rate: 22050, channels: 1 }))).toBeCloseTo(1.5, 6);
  });

  it('skips chunks before the data chunk', () => {
    const list = chunk('LIST', concat(text('INFO'), chunk('INAM', text('Main title\0'))));
    expect(wavDurationSeconds(wav({ seconds: 2, extra: [list] }))).toBeCloseTo(2, 6);
  });

  it('caps a streamed WAV data size by the file size', () => {
    const file = wav({ seconds: 1, dataSize: 0xffffffff });
    expect(wavDurationSeconds(file.subarray(0, 64), file.length)).toBeCloseTo(1, 6);
  });

  it('answers undefined for a header without a fmt chunk', () => {
    expect(wavDurationSeconds(concat(text('RIFF'), new Uint8Array(4), text('WAVE'), chunk('data', new Uint8Array(8))))).toBeUndefined();
    expect(wavDurationSeconds(png())).toBeUndefined();
  });

  it('reads an MP3 frame count from a Xing header', () => {
    const file = concat(id3(), xingFrame(1000), mp3Frames(2));
    expect(mp3DurationSeconds(file.subarray(0, 2048), 10_000_000)).toBeCloseTo((1000 * 1152) / 44100, 6);
  });

  it('estimates a CBR MP3 duration from the bitrate and size', () => {
    const tag = id3();
    const frames = 100;
    const size = tag.length + frames * MP3_FRAME_BYTES;
    const file = concat(tag, mp3Frames(3));
    // 100 frames of 1152 samples at 44.1 kHz is about 2.61 s; the estimate is within one frame.
    expect(mp3DurationSeconds(file, size)).toBeCloseTo((frames * 1152) / 44100, 1);
    expect(id3v2Length(file)).toBe(tag.length);
  });

  it('picks the right estimate by type', () => {
    expect(audioDurationSeconds(wav({ seconds: 2 }), Number.MAX_SAFE_INTEGER)).toBeCloseTo(2, 6);
    expect(audioDurationSeconds(mp3Frames(3), 128_000 / 8)).toBeCloseTo(1, 6);
    expect(audioDurationSeconds(png(), 100)).toBeUndefined();
  });
});
