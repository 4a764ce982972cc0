/**
 * Upload throughput: a 150 MiB WAV through tus (tus-js-client in Node, one PATCH, as the app does over real HTTP)
 * against one plain PUT of the same file to the mock-only sink, both into the same on-disk blob store of a local
 * server in its own process: `npx tsx scripts/bench/uploadThroughput.ts`. Also the server's peak resident memory.
 */
import { createReadStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Upload } from 'tus-js-client';
import { UPLOAD_SINK_PATH, type UploadSinkResult } from '../../mocks/control/uploadSink';
import { MAX_FILE_BYTES } from '../../src/lib/domain/fileType';
import { writeAudioWav } from './audioFile';
import { info, judged, type Benchmark, type BenchResult } from './benchmark';
import { benchTempDir } from './benchTemp';
import { isMain, runAlone } from './cli';
import { processMemory, resetPeakMemory, startServerProcess, type ServerProcess } from './serverProcess';
import { median, MiB, mib } from './stats';
import { MOCK_CONTROL_HEADERS } from '../../mocks/control/client';

const RUNS = 3;
const RATIO_TARGET = 0.8;
const MEMORY_SAMPLE_MS = 25;
const DEMO_MUSICIAN = { login: 'musician@cue.test', password: 'cue-connect-1' };

async function logIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MUSICIAN),
  });
  const body = (await response.json()) as { data: { accessToken?: string } };
  if (!response.ok || !body.data.accessToken) throw new Error(`Login of ${DEMO_MUSICIAN.login} answered ${response.status}.`);
  return body.data.accessToken;
}

/** One tus upload of the file (create + one PATCH), then its termination (untimed); answers the milliseconds. */
async function tusUpload(server: ServerProcess, token: string, path: string): Promise<number> {
  const started = performance.now();
  const uploadUrl = await new Promise<string>((resolve, reject) => {
    const upload = new Upload(createReadStream(path), {
      endpoint: `${server.url}/api/v1/uploads`,
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: 'bench.wav', filetype: 'audio/wav', kind: 'audio' },
      retryDelays: [],
      storeFingerprintForResuming: false,
      onSuccess: () => resolve(upload.url!),
      onError: reject,
    });
    upload.start();
  });
  const elapsed = performance.now() - started;
  const status = await fetch(`${uploadUrl}/status`, { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await status.json()) as { data: { state: string; offset: number } };
  if (data.state !== 'complete') throw new Error(`The tus upload ended ${data.state} at ${data.offset} bytes.`);
  await fetch(uploadUrl, { method: 'DELETE', headers: { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' } });
  return elapsed;
}

/** One plain PUT of the file to the sink, streamed from disk like the tus client does; answers the milliseconds. */
function plainPut(server: ServerProcess, path: string, size: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${server.url}${UPLOAD_SINK_PATH}`,
      { method: 'PUT', headers: { ...MOCK_CONTROL_HEADERS, 'Content-Type': 'application/octet-stream', 'Content-Length': String(size) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const elapsed = performance.now() - started;
          const stored = (JSON.parse(text) as { data: UploadSinkResult }).data?.bytes;
          if (response.statusCode !== 200 || stored !== size) reject(new Error(`The sink answered ${response.statusCode}, stored ${stored} of ${size} bytes.`));
          else resolve(elapsed);
        });
      },
    );
    request.on('error', reject);
    createReadStream(path).on('error', reject).pipe(request);
  });
}

/** Runs `task` while sampling the server's resident memory; answers the task's result and the peak seen. */
async function withPeakMemory<T>(pid: number, task: () => Promise<T>): Promise<{ result: T; peakBytes: number }> {
  const peakReset = await resetPeakMemory(pid);
  let peakBytes = (await processMemory(pid)).rssBytes;
  const timer = setInterval(() => {
    void processMemory(pid).then(
      ({ rssBytes }) => (peakBytes = Math.max(peakBytes, rssBytes)),
      () => undefined,
    );
  }, MEMORY_SAMPLE_MS);
  try {
    const result = await task();
    // With the peak reset, the kernel's high-water mark also catches spikes between samples.
    if (peakReset) peakBytes = Math.max(peakBytes, (await processMemory(pid)).peakBytes);
    return { result, peakBytes };
  } finally {
    clearInterval(timer);
  }
}

export const uploadBenchmark: Benchmark = {
  name: 'uploads',
  async run(): Promise<BenchResult> {
    const dir = await benchTempDir('uploads');
    const file = join(dir, 'bench.wav');
    const size = MAX_FILE_BYTES;
    await writeAudioWav(file, size);
    const server = await startServerProcess({ dataDir: join(dir, 'data') });
    try {
      const token = await logIn(server);
      const idleRss = (await processMemory(server.pid)).rssBytes;
      // Warm-up (untimed): the first request of each kind pays for JIT compilation and the first file opens.
      await tusUpload(server, token, file);
      await plainPut(server, file, size);
      const tus: number[] = [];
      const put: number[] = [];
      const tusPeaks: number[] = [];
      const putPeaks: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const measureTus = async () => {
          const { result, peakBytes } = await withPeakMemory(server.pid, () => tusUpload(server, token, file));
          tus.push(result);
          tusPeaks.push(peakBytes);
        };
        const measurePut = async () => {
          const { result, peakBytes } = await withPeakMemory(server.pid, () => plainPut(server, file, size));
          put.push(result);
          putPeaks.push(peakBytes);
        };
        // Alternating order, so neither kind always runs on a warmer (or more tired) machine.
        if (run % 2 === 0) {
          await measureTus();
          await measurePut();
        } else {
          await measurePut();
          await measureTus();
        }
      }
      const rate = (milliseconds: number) => size / MiB / (milliseconds / 1000);
      const tusRate = median(tus.map(rate));
      const putRate = median(put.map(rate));
      const ratio = tusRate / putRate;
      const rates = (times: number[]) => times.map((time) => rate(time).toFixed(0)).join(', ');
      return {
        name: 'uploads',
        title: 'Uploads',
        rows: [
          info('uploads: tus, 150 MiB WAV, one PATCH (median of 3)', `${tusRate.toFixed(1)} MiB/s`),
          info('uploads: plain PUT of the same bytes (median of 3)', `${putRate.toFixed(1)} MiB/s`),
          judged('uploads: tus / PUT throughput', ratio.toFixed(2), ratio, { atLeast: RATIO_TARGET }, '>= 0.80'),
          info('uploads: server peak RSS during a tus upload', `${mib(Math.max(...tusPeaks))} (idle ${mib(idleRss)})`),
        ],
        howMeasured:
          `A ${size} byte (150 MiB) 16-bit stereo PCM WAV of drifting tones and noise is written to a temporary folder. The local server ` +
          '(`startMockServer`, data folder on disk as with `npm start`) runs in a child process. tus: tus-js-client in Node streams the file ' +
          'from disk (`fs.ReadStream`, one PATCH, no retries) as the demo musician, timed from `start()` to `onSuccess` (creation, PATCH and the ' +
          `server's type check); the upload is then terminated. PUT: node:http streams the same file in one \`PUT ${UPLOAD_SINK_PATH}\`, which ` +
          'appends the body to the same blob store in the same 4 MiB pieces and deletes it, timed to the end of the answer. One untimed warm-up ' +
          'of each, then 3 of each in alternating order; MiB/s medians. Peak RSS: `/proc/<pid>/status` of the server, VmRSS sampled every ' +
          `${MEMORY_SAMPLE_MS} ms and VmHWM after resetting it (\`clear_refs\`) before each upload.`,
        details: [
          `- tus runs: ${rates(tus)} MiB/s; PUT runs: ${rates(put)} MiB/s`,
          `- server peak RSS per tus upload: ${tusPeaks.map(mib).join(', ')}; per PUT: ${putPeaks.map(mib).join(', ')}; idle after login: ${mib(idleRss)}`,
          '',
        ],
      };
    } finally {
      await server.stop();
    }
  },
};

if (isMain(import.meta.url)) await runAlone(uploadBenchmark);
