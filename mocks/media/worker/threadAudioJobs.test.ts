import { afterAll, describe, expect, it } from 'vitest';
import { analyseStoredAudio, inThreadAudioJobs, type AudioJob, type AudioJobs } from '../audioJobs';
import { AudioFileProblem } from '../waveform';
import { makeMp3, makeWav, streamOf } from '../waveform/testAudio';
import { renderGeneratedAudio } from '../wav';
import { createThreadAudioJobs } from './threadAudioJobs';

const thread = createThreadAudioJobs();
afterAll(() => thread.close());

const tone = (frame: number) => Math.sin(frame / 9) * (0.2 + 0.7 * Math.sin(frame / 40_000));
/** 3 s of 16-bit stereo, 44.1 kHz: 529 kB, more than one piece at a time. */
const wav = makeWav({ bits: 16, channels: 2, sampleRate: 44_100 }, 3 * 44_100, tone);

async function pushAll(job: AudioJob, bytes: Uint8Array, pieceBytes = 65_536) {
  for (let at = 0; at < bytes.byteLength; at += pieceBytes) await job.push(bytes.subarray(at, at + pieceBytes));
  job.end();
  return job.result;
}

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: unknown) => (error instanceof AudioFileProblem ? error.code : String(error)),
  );

describe('audio jobs in a worker thread (the local server) answer what they answer in the calling thread', () => {
  const runners: Array<[string, AudioJobs]> = [
    ['calling thread', inThreadAudioJobs],
    ['worker thread', thread.jobs],
  ];

  it('an arriving WAV: the same peaks and sound analysis', async () => {
    const [here, there] = await Promise.all(
      [inThreadAudioJobs, thread.jobs].map((jobs) => pushAll(jobs({ source: 'arriving' }), wav)) as [ReturnType<typeof pushAll>, ReturnType<typeof pushAll>],
    );
    expect(here.peaks?.data.length).toBeGreaterThan(100);
    expect(here.sound?.durationSeconds).toBeCloseTo(3, 1);
    expect(there).toEqual(here);
  });

  it('arriving bytes that are no WAV answer no peaks (the stored file is read then)', async () => {
    const mp3 = makeMp3(1, tone);
    for (const [, jobs] of runners) expect(await pushAll(jobs({ source: 'arriving' }), mp3)).toEqual({});
  });

  it('a stored MP3, with and without the sound analysis', async () => {
    const mp3 = makeMp3(2, tone);
    const spec = { source: 'stored', contentType: 'audio/mpeg', statedSeconds: 2, analyse: true } as const;
    const [here, there] = await Promise.all([analyseStoredAudio(inThreadAudioJobs, spec, streamOf(mp3)), analyseStoredAudio(thread.jobs, spec, streamOf(mp3))]);
    expect(here.peaks.durationSeconds).toBeCloseTo(2, 1);
    expect(there).toEqual(here);
    const waveformOnly = await analyseStoredAudio(thread.jobs, { ...spec, analyse: false }, streamOf(mp3));
    expect(waveformOnly).toEqual({ peaks: here.peaks, sound: undefined });
  });

  it('a WAV cut short is refused as truncated, a damaged one as corrupt, from the thread too', async () => {
    const damaged = wav.slice();
    damaged.set([0, 0], 20);
    for (const [, jobs] of runners) {
      expect(await problemOf(pushAll(jobs({ source: 'arriving' }), wav.subarray(0, 200_000)))).toBe('AUDIO_FILE_TRUNCATED');
      expect(await problemOf(pushAll(jobs({ source: 'arriving' }), damaged))).toBe('AUDIO_FILE_CORRUPT');
    }
  });

  it('an abandoned job ends without a result, and the thread goes on with the next', async () => {
    const job = thread.jobs({ source: 'arriving' });
    await job.push(wav.subarray(0, 100_000));
    job.abandon();
    await expect(job.result).rejects.toThrow('stopped short');
    expect((await pushAll(thread.jobs({ source: 'arriving' }), wav)).peaks?.frames).toBe(3 * 44_100);
  });

  it('a file many times the bytes in flight arrives whole (push waits for the thread to take them)', async () => {
    const long = makeWav({ bits: 16, channels: 2, sampleRate: 44_100 }, 120 * 44_100, tone);
    const result = await pushAll(thread.jobs({ source: 'arriving' }), long, 1024 * 1024);
    expect(result.peaks?.frames).toBe(120 * 44_100);
  });
});

describe("the seed's cues rendered in the worker thread", () => {
  it('are the bytes the calling thread renders, while the calling thread goes on answering', async () => {
    let turnsMeanwhile = 0;
    const ticking = setInterval(() => (turnsMeanwhile += 1), 0);
    try {
      const there = await thread.renderAudio(7, 3);
      expect(there).toEqual(renderGeneratedAudio(7, 3));
      expect(turnsMeanwhile).toBeGreaterThan(0);
    } finally {
      clearInterval(ticking);
    }
  });

  it('refuses a cue that cannot be rendered, and renders the next one', async () => {
    await expect(thread.renderAudio(1, 0)).rejects.toThrow(/Generated audio length/);
    expect((await thread.renderAudio(3, 1)).byteLength).toBe(renderGeneratedAudio(3, 1).byteLength);
  });
});
