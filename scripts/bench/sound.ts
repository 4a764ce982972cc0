/**
 * Sound analysis (issue 29): the waveform pass with the analysis reading the same samples, for a 3-minute and a
 * 10-minute WAV (16-bit stereo 44.1 kHz) and a 10-minute 320 kbps MP3, each streamed from an on-disk blob store
 * in a fresh process (scripts/bench/waveformWorker.ts), against the waveform alone; then the analysis's tempo
 * and key accuracy on the seed's cues, composed at known tempos and keys: `npx tsx scripts/bench/sound.ts`.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { measureSeedAccuracy } from '../../mocks/media/analysis/seedAccuracy';
import { makeMp3 } from '../../mocks/media/waveform/testAudio';
import { mp3DurationSeconds } from '../../src/lib/domain/fileType';
import { writeAudioWav } from './audioFile';
import { info, judged, type Benchmark, type BenchResult } from './benchmark';
import { benchTempDir } from './benchTemp';
import { isMain, runAlone } from './cli';
import { median, mib, ms } from './stats';

const RUNS = 2;
const TEN_MINUTES_TARGET_MS = 10_000;
const WORKER = join(import.meta.dirname, 'waveformWorker.ts');
const run = promisify(execFile);

interface WorkerResult {
  ms: number;
  rssBefore: number;
  rssPeak: number;
  tempoBpm?: number | null;
}

async function measure(
  folder: string,
  blob: string,
  type: string,
  seconds: number,
  analyse: boolean,
): Promise<{ ms: number; rssGrowth: number; tempoBpm?: number | null }> {
  const results: WorkerResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    const args = ['--import', 'tsx', WORKER, folder, blob, type, String(seconds), ...(analyse ? ['analyse'] : [])];
    const { stdout } = await run(process.execPath, args, { maxBuffer: 1024 * 1024 });
    results.push(JSON.parse(stdout.trim().split('\n').pop()!) as WorkerResult);
  }
  return {
    ms: median(results.map((result) => result.ms)),
    rssGrowth: Math.max(...results.map((result) => result.rssPeak - result.rssBefore)),
    tempoBpm: results[0]!.tempoBpm,
  };
}

const wavBytes = (seconds: number) => 44 + 4 * 44100 * seconds;

/** A 10-minute cue for the MP3: a swell of two tones (the same as the waveform benchmark's). */
const cue = (frame: number) => {
  const t = frame / 44100;
  return (0.3 + 0.5 * Math.sin((Math.PI * t) / 600)) * (0.6 * Math.sin(2 * Math.PI * 220 * t) + 0.3 * Math.sin(2 * Math.PI * (330 + 40 * Math.sin(t)) * t));
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

export const soundBenchmark: Benchmark = {
  name: 'sound',
  async run(): Promise<BenchResult> {
    const folder = await benchTempDir('sound');
    await writeAudioWav(join(folder, 'three_minutes'), wavBytes(180));
    await writeAudioWav(join(folder, 'ten_minutes'), wavBytes(600));
    const mp3 = makeMp3(600, cue, { kbps: 320, channels: 2 });
    await writeFile(join(folder, 'ten_minutes_mp3'), mp3);
    const mp3Seconds = mp3DurationSeconds(mp3.subarray(0, 8192), mp3.byteLength) ?? 600;

    const short = await measure(folder, 'three_minutes', 'audio/wav', 0, true);
    const long = await measure(folder, 'ten_minutes', 'audio/wav', 0, true);
    const longPeaksOnly = await measure(folder, 'ten_minutes', 'audio/wav', 0, false);
    const longMp3 = await measure(folder, 'ten_minutes_mp3', 'audio/mpeg', mp3Seconds, true);
    const longMp3PeaksOnly = await measure(folder, 'ten_minutes_mp3', 'audio/mpeg', mp3Seconds, false);
    const seed = measureSeedAccuracy();
    return {
      name: 'sound',
      title: 'Sound analysis',
      rowPrefix: 'sound:',
      rows: [
        info('sound: waveform + analysis of a 3-minute WAV (median)', `${ms(short.ms)}; +${mib(short.rssGrowth)} resident`),
        judged(
          'sound: waveform + analysis of a 10-minute WAV (median)',
          `${ms(long.ms)} (waveform alone ${ms(longPeaksOnly.ms)}); +${mib(long.rssGrowth)} resident`,
          long.ms,
          { atMost: TEN_MINUTES_TARGET_MS },
          `<= ${TEN_MINUTES_TARGET_MS / 1000} s`,
        ),
        judged(
          'sound: waveform + analysis of a 10-minute 320 kbps MP3 (median)',
          `${ms(longMp3.ms)} (waveform alone ${ms(longMp3PeaksOnly.ms)}); +${mib(longMp3.rssGrowth)} resident`,
          longMp3.ms,
          { atMost: TEN_MINUTES_TARGET_MS },
          `<= ${TEN_MINUTES_TARGET_MS / 1000} s`,
        ),
        judged(`sound: tempo within 2% on the seed's ${seed.cues} cues`, percent(seed.tempo), seed.tempo, { atLeast: 0.9 }, '>= 90%'),
        judged(`sound: key and mode right on the seed's ${seed.cues} cues`, percent(seed.key), seed.key, { atLeast: 0.7 }, '>= 70%'),
      ],
      howMeasured:
        `Each file is streamed from an on-disk blob store through computePeaks with the analysis as its PCM sink (one ` +
        `pass, as when an upload completes) in a fresh Node process, ${RUNS} runs each: median time and the highest growth ` +
        `of resident memory while computing; the same without the analysis for comparison. The seed's cues are rendered ` +
        `(not timed) and analysed one by one; a half or double tempo is a miss, dorian counts as minor and lydian as major.`,
      details: [
        `- Rendering and analysis of one seed cue (20 to 45 s at 22,050 Hz): ${ms(seed.msPerCue)} on average`,
        `- Tempo reported for the 3-minute WAV's drifting tones, which have no beat: ${short.tempoBpm ?? 'none'}`,
      ],
    };
  },
};

if (isMain(import.meta.url)) await runAlone(soundBenchmark);
