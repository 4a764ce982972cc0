import { describe, expect, it } from 'vitest';
import { renderGeneratedAudio } from '../wav';
import { AudioFileProblem, MAX_PIXELS, computePeaks } from '.';
import { startLivePeaks } from './livePeaks';
import { PeakAccumulator } from './peaks';
import { makeMp3, makeWav, naivePeaks, streamOf, type WavLayout } from './testAudio';

/** A swell: quiet, loud in the middle, quiet again, so the peaks have a shape to compare. */
const swell = (frames: number) => (frame: number, channel: number) =>
  Math.sin(frame / (7 + channel * 3)) * (0.05 + 0.9 * Math.sin((Math.PI * frame) / frames)) * (channel === 1 ? 0.6 : 1);

async function problemOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof AudioFileProblem) return error.code;
    throw error;
  }
}

const HEADER = 12 + 8 + 16 + 8;

describe('waveform peaks of a WAV', () => {
  const layouts: Array<[string, WavLayout]> = [
    ['8-bit mono', { bits: 8, channels: 1, sampleRate: 8000 }],
    ['16-bit mono', { bits: 16, channels: 1, sampleRate: 22050 }],
    ['16-bit stereo', { bits: 16, channels: 2, sampleRate: 44100 }],
    ['24-bit stereo', { bits: 24, channels: 2, sampleRate: 48000 }],
    ['32-bit integer mono', { bits: 32, channels: 1, sampleRate: 44100 }],
    ['32-bit float stereo', { bits: 32, float: true, channels: 2, sampleRate: 44100 }],
  ];
  for (const [name, layout] of layouts) {
    it(`matches min/max computed naively over every sample: ${name}`, async () => {
      const frames = 23_457;
      const wav = makeWav(layout, frames, swell(frames));
      const peaks = await computePeaks('audio/wav', streamOf(wav), null);
      expect(peaks.samplesPerPixel).toBe(Math.ceil(frames / MAX_PIXELS));
      expect(peaks.sampleRate).toBe(layout.sampleRate);
      expect(peaks.durationSeconds).toBeCloseTo(frames / layout.sampleRate, 6);
      expect(peaks.data).toEqual(naivePeaks(wav, layout, HEADER, frames, peaks.samplesPerPixel));
      expect(peaks.data.length / 2).toBe(Math.ceil(frames / peaks.samplesPerPixel));
      // The swell shows: louder in the middle than at the start.
      const middle = peaks.data[Math.floor(peaks.data.length / 4) * 2 + 1]!;
      expect(middle).toBeGreaterThan(peaks.data[1]! + 40);
    });
  }

  it('reads WAVE_FORMAT_EXTENSIBLE, skips LIST and odd-sized chunks (with their padding byte) before and after fmt', async () => {
    const layout: WavLayout = { bits: 24, channels: 2, sampleRate: 48000, extensible: true };
    const frames = 5000;
    const odd = { id: 'junk', bytes: new Uint8Array(13).fill(0x52) };
    const list = { id: 'LIST', bytes: new TextEncoder().encode('INFOISFT\u000b\u0000\u0000\u0000Cue Connect!') };
    const wav = makeWav(layout, frames, swell(frames), { beforeFmt: [odd], beforeData: [list, odd] });
    const dataOffset = 12 + (8 + 14) + (8 + 40) + (8 + list.bytes.byteLength + (list.bytes.byteLength % 2)) + (8 + 14) + 8;
    const peaks = await computePeaks('audio/wav', streamOf(wav, 7), null);
    expect(peaks.data).toEqual(naivePeaks(wav, layout, dataOffset, frames, peaks.samplesPerPixel));
  });

  it('gives one pair per frame for a very short file and nothing for an empty data chunk', async () => {
    const layout: WavLayout = { bits: 16, channels: 1, sampleRate: 8000 };
    const peaks = await computePeaks('audio/wav', streamOf(makeWav(layout, 3, (frame) => [0.5, -0.5, 0][frame]!)), null);
    expect(peaks).toMatchObject({ samplesPerPixel: 1, data: [64, 64, -64, -64, 0, 0] });
    expect((await computePeaks('audio/wav', streamOf(makeWav(layout, 0, () => 0)), null)).data).toEqual([]);
  });

  it("computes the seed's generated cues the same way (oracle over the rendered file)", async () => {
    const wav = renderGeneratedAudio(4242, 20);
    const frames = (wav.byteLength - 44) / 2;
    const peaks = await computePeaks('audio/wav', streamOf(wav, 65536), null);
    expect(peaks.data.length).toBe(2 * MAX_PIXELS);
    expect(peaks.data).toEqual(naivePeaks(wav, { bits: 16, channels: 1, sampleRate: 22050 }, 44, frames, peaks.samplesPerPixel));
  });

  it('calls a data chunk that claims more bytes than the file holds truncated', async () => {
    const layout: WavLayout = { bits: 16, channels: 2, sampleRate: 44100 };
    const whole = makeWav(layout, 10_000, swell(10_000));
    expect(await problemOf(computePeaks('audio/wav', streamOf(whole.subarray(0, whole.byteLength - 1000)), null))).toBe('AUDIO_FILE_TRUNCATED');
    const claimsMore = makeWav(layout, 1000, swell(1000), { dataSizeOverride: 1_000_000 });
    expect(await problemOf(computePeaks('audio/wav', streamOf(claimsMore), null))).toBe('AUDIO_FILE_TRUNCATED');
  });

  it('calls a broken fmt chunk, an unsupported encoding or a missing data chunk corrupt', async () => {
    const layout: WavLayout = { bits: 16, channels: 1, sampleRate: 8000 };
    const good = makeWav(layout, 100, () => 0.1);
    const withFmt = (change: (view: DataView) => void) => {
      const copy = good.slice();
      change(new DataView(copy.buffer, 20));
      return copy;
    };
    const cases = {
      'ADPCM (2)': withFmt((view) => view.setUint16(0, 2, true)),
      '12 bits': withFmt((view) => view.setUint16(14, 12, true)),
      'no channels': withFmt((view) => view.setUint16(2, 0, true)),
      'wrong block align': withFmt((view) => view.setUint16(12, 3, true)),
      'fmt of 8 bytes': (() => {
        const copy = good.slice();
        new DataView(copy.buffer).setUint32(16, 8, true);
        return copy;
      })(),
      'no data chunk': good.slice(0, HEADER - 8),
      'not RIFF': new TextEncoder().encode('RIFX....WAVEfmt '),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      expect([name, await problemOf(computePeaks('audio/wav', streamOf(bytes), null))]).toEqual([name, 'AUDIO_FILE_CORRUPT']);
    }
  });
});

describe('waveform peaks of an MP3', () => {
  const seconds = 3;
  const loudThenQuiet = (frame: number) => Math.sin(frame / 15) * (frame < 44100 ? 0.8 : 0.1);

  it('decodes the MP3 piece by piece into at most 1,000 pairs that follow the sound', async () => {
    const mp3 = makeMp3(seconds, loudThenQuiet);
    const peaks = await computePeaks('audio/mpeg', streamOf(mp3, 3001), seconds);
    expect(peaks.sampleRate).toBe(44100);
    expect(peaks.data.length / 2).toBeLessThanOrEqual(MAX_PIXELS);
    expect(peaks.data.length / 2).toBeGreaterThan(900);
    expect(peaks.durationSeconds).toBeGreaterThanOrEqual(seconds);
    expect(peaks.durationSeconds).toBeLessThan(seconds + 0.1);
    // The first second is loud (about 0.8 x 128), the last quiet (about 0.1 x 128); encoder delay aside.
    const pixelAt = (time: number) => Math.floor((time * 44100) / peaks.samplesPerPixel) * 2;
    expect(peaks.data[pixelAt(0.5) + 1]).toBeGreaterThan(90);
    expect(peaks.data[pixelAt(0.5)]).toBeLessThan(-90);
    expect(peaks.data[pixelAt(2.5) + 1]).toBeLessThan(20);
    expect(peaks.data[pixelAt(2.5) + 1]).toBeGreaterThan(6);
  });

  it('widens the pixels instead of growing past 1,000 when the file is longer than its stated duration', async () => {
    const peaks = await computePeaks('audio/mpeg', streamOf(makeMp3(seconds, loudThenQuiet, { channels: 2 })), 1);
    expect(peaks.data.length / 2).toBeLessThanOrEqual(MAX_PIXELS);
    expect(peaks.data.length / 2).toBeGreaterThan(MAX_PIXELS / 2 - 1);
    expect(peaks.samplesPerPixel * (peaks.data.length / 2)).toBeGreaterThanOrEqual(peaks.frames);
  });

  it('calls bytes with no decodable frame, or frames whose audio is mostly garbled, corrupt', async () => {
    const mp3 = makeMp3(2, loudThenQuiet);
    const garbage = (length: number) => new Uint8Array(length).map((_, i) => ((i * 2654435761) >>> 13) & 0xff);
    const headersThenGarbage = garbage(20_000);
    headersThenGarbage.set(mp3.subarray(0, 4));
    headersThenGarbage.set(mp3.subarray(417, 421), 417);
    expect(await problemOf(computePeaks('audio/mpeg', streamOf(headersThenGarbage), 2))).toBe('AUDIO_FILE_CORRUPT');
    const garbledBodies = mp3.map((byte, i) => (i % 417 > 40 ? ((i * 2654435761) >>> 13) & 0xff : byte));
    expect(await problemOf(computePeaks('audio/mpeg', streamOf(garbledBodies), 2))).toBe('AUDIO_FILE_CORRUPT');
  });

  it('calls an MP3 much shorter than its Xing header states truncated', async () => {
    const mp3 = withXingFrameCount(makeMp3(seconds, loudThenQuiet), Math.round((seconds * 44100) / 1152));
    expect(await problemOf(computePeaks('audio/mpeg', streamOf(mp3.subarray(0, Math.floor(mp3.byteLength / 2))), seconds))).toBe('AUDIO_FILE_TRUNCATED');
    expect(await problemOf(computePeaks('audio/mpeg', streamOf(mp3), seconds))).toBeUndefined();
  });
});

describe('peak accumulator', () => {
  it('merges neighbouring pixels when more frames come than planned, keeping every extreme', () => {
    const accumulator = new PeakAccumulator(1, 10);
    const values = Float32Array.from({ length: 2500 }, (_, i) => ((i * 37) % 101) / 101 - 0.5);
    accumulator.addPlanar([values], values.length);
    const peaks = accumulator.finish();
    expect(peaks.samplesPerPixel).toBe(4);
    expect(peaks.data.length).toBe(2 * Math.ceil(2500 / 4));
    for (let pixel = 0; pixel < peaks.data.length / 2; pixel++) {
      const span = [...values.subarray(pixel * 4, pixel * 4 + 4)];
      expect([peaks.data[2 * pixel], peaks.data[2 * pixel + 1]]).toEqual([Math.floor(Math.min(...span) * 128), Math.floor(Math.max(...span) * 128)]);
    }
  });
});

/** The MP3 with its first frame turned into a Xing ("Info") frame that states `frames` frames. */
export function withXingFrameCount(mp3: Uint8Array, frames: number): Uint8Array {
  const copy = mp3.slice();
  const mono = copy[3]! >> 6 === 3;
  const at = 4 + (mono ? 17 : 32);
  copy.fill(0, 4, at + 12);
  copy.set([0x49, 0x6e, 0x66, 0x6f, 0, 0, 0, 1], at);
  new DataView(copy.buffer).setUint32(at + 8, frames, false);
  return copy;
}

describe('live peaks (computed while an upload arrives)', () => {
  it('reduces a WAV pushed piece by piece, waiting when the reducer lags, to the same peaks as the stored file', async () => {
    const layout: WavLayout = { bits: 16, channels: 2, sampleRate: 44100 };
    const frames = 44100 * 60; // 10 MiB: more than the live queue holds
    const wav = makeWav(layout, frames, swell(frames));
    const live = startLivePeaks();
    for (let at = 0; at < wav.byteLength; at += 65_537) await live.push(wav.slice(at, at + 65_537));
    live.end();
    expect((await live.result)!.data).toEqual((await computePeaks('audio/wav', streamOf(wav, 1 << 20), null)).data);
  });

  it('answers undefined for anything but a WAV (the stored file is read instead) and for an upload that stopped short', async () => {
    const mp3 = startLivePeaks();
    await mp3.push(makeMp3(1, (frame) => Math.sin(frame / 9)));
    mp3.end();
    expect(await mp3.result).toBeUndefined();
    const short = startLivePeaks();
    await short.push(new Uint8Array(100));
    short.abandon();
    expect(await short.result).toBeUndefined();
  });

  it('reports a broken WAV as the stored file would', async () => {
    const live = startLivePeaks();
    const wav = makeWav({ bits: 16, channels: 1, sampleRate: 8000 }, 8000, () => 0.2, { dataSizeOverride: 1_000_000 });
    await live.push(wav);
    live.end();
    expect(await problemOf(live.result)).toBe('AUDIO_FILE_TRUNCATED');
  });
});
