/**
 * Waveform computation (issue 15): the peaks of a 150 MiB WAV (read directly) and of a 10-minute 320 kbps MP3
 * (decoded with mpg123-decoder's WebAssembly), each streamed from an on-disk blob store as when an upload
 * completes, in a fresh process per run so its peak resident memory is its own: `npx tsx scripts/bench/waveform.ts`.
 * The MP3 is encoded once per bench run with lamejs (not timed).
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeMp3 } from '../../mocks/media/waveform/testAudio';
import { MAX_FILE_BYTES, mp3DurationSeconds } from '../../src/lib/domain/fileType';
import { writeAudioWav } from './audioFile';
import { info, judged, type Benchmark, type BenchResult } from './benchmark';
import { benchTempDir } from './benchTemp';
import { isMain, runAlone } from './cli';
import { median, mib, ms } from './stats';

const RUNS = 3;
const WAV_TARGET_MS = 3000;
const MP3_SECONDS = 600;
const WORKER = join(import.meta.dirname, 'waveformWorker.ts');

interface WorkerResult {
  ms: number;
  pairs: number;
  durationSeconds: number;
  rssBefore: number;
  rssPeak: number;
  heapGrowth: number;
}

const run = promisify(execFile);

async function measure(folder: string, blob: string, type: string, seconds: number): Promise<WorkerResult[]> {
  const results: WorkerResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', WORKER, folder, blob, type, String(seconds)], { maxBuffer: 1024 * 1024 });
    results.push(JSON.parse(stdout.trim().split('\n').pop()!) as WorkerResult);
  }
  return results;
}

/** A 10-minute cue for the MP3: a swell with an echoing arpeggio, so the encoder has real work. */
const cue = (frame: number) => {
  const t = frame / 44100;
  return (0.3 + 0.5 * Math.sin((Math.PI * t) / MP3_SECONDS)) * (0.6 * Math.sin(2 * Math.PI * 220 * t) + 0.3 * Math.sin(2 * Math.PI * (330 + 40 * Math.sin(t)) * t));
};

export const waveformBenchmark: Benchmark = {
  name: 'waveform',
  async run(): Promise<BenchResult> {
    const folder = await benchTempDir('waveform');
    await writeAudioWav(join(folder, 'bench_wav'), MAX_FILE_BYTES);
    const mp3 = makeMp3(MP3_SECONDS, cue, { kbps: 320, channels: 2 });
    await writeFile(join(folder, 'bench_mp3'), mp3);
    const mp3Seconds = mp3DurationSeconds(mp3.subarray(0, 8192), mp3.byteLength) ?? MP3_SECONDS;

    const wav = await measure(folder, 'bench_wav', 'audio/wav', 0);
    const mp3Runs = await measure(folder, 'bench_mp3', 'audio/mpeg', mp3Seconds);
    const summary = (results: WorkerResult[]) => ({
      ms: median(results.map((result) => result.ms)),
      rssPeak: Math.max(...results.map((result) => result.rssPeak)),
      rssGrowth: Math.max(...results.map((result) => result.rssPeak - result.rssBefore)),
      heapGrowth: Math.max(...results.map((result) => result.heapGrowth)),
    });
    const w = summary(wav);
    const m = summary(mp3Runs);
    return {
      name: 'waveform',
      title: 'Waveform computation',
      rows: [
        judged('Waveform of a 150 MiB WAV (median)', ms(w.ms), w.ms, { atMost: WAV_TARGET_MS }, `< ${WAV_TARGET_MS / 1000} s`),
        info('Waveform of a 150 MiB WAV: peak memory (resident; growth while computing)', `${mib(w.rssPeak)}; +${mib(w.rssGrowth)}`),
        info(`Waveform of a 10-minute 320 kbps MP3 (${mib(mp3.byteLength)}, median)`, ms(m.ms)),
        info('Waveform of a 10-minute 320 kbps MP3: peak memory (resident; growth while computing)', `${mib(m.rssPeak)}; +${mib(m.rssGrowth)}`),
      ],
      howMeasured:
        `Each file is streamed from an on-disk blob store through mocks/media/waveform (as when an upload completes) in a ` +
        `fresh Node process, ${RUNS} runs each: median time, and the highest resident memory sampled while computing with ` +
        `its growth over the process just before (heap and external memory growth in the details). The WAV is 157,286,400 bytes of 16-bit stereo 44.1 kHz; the MP3 is encoded ` +
        `once per bench run with lamejs (not timed) and decoded with mpg123-decoder (WebAssembly).`,
      details: [
        `- WAV runs: ${wav.map((result) => ms(result.ms)).join(', ')}; ${wav[0]!.pairs} pairs; heap + external growth at most ${mib(w.heapGrowth)}`,
        `- MP3 runs: ${mp3Runs.map((result) => ms(result.ms)).join(', ')}; ${mp3Runs[0]!.pairs} pairs over ${mp3Runs[0]!.durationSeconds.toFixed(1)} s; heap + external growth at most ${mib(m.heapGrowth)}`,
      ],
    };
  },
};

if (isMain(import.meta.url)) await runAlone(waveformBenchmark);
