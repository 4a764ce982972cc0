import { analysisSink, type SoundAnalysis } from './analysis';
import { createPushedStream } from './pushedStream';
import { computePeaks, type Peaks } from './waveform';
import { startLivePeaks } from './waveform/livePeaks';

/**
 * An audio file's waveform and sound analysis, computed from its bytes pushed in order: the heaviest work the
 * provider does (20 s of CPU for two 150 MB uploads). Where it runs is the context's choice (`MockContext.audioJobs`):
 * in the thread that pushes (the browser's mock, tests) or in a worker thread (the local server, see
 * mocks/media/worker/threadAudioJobs.ts), so that requests are not answered behind it.
 */
export type AudioJobSpec =
  /** An upload's bytes as they arrive: a WAV is read on the way; anything else answers no peaks (read the stored file then). */
  | { source: 'arriving' }
  /** A stored file of a known type; `analyse` adds the sound analysis to the waveform. */
  | { source: 'stored'; contentType: 'audio/wav' | 'audio/mpeg'; statedSeconds: number | null; analyse: boolean };

export interface AudioJobResult {
  /** Undefined only for arriving bytes that are no WAV. */
  peaks?: Peaks;
  /** Undefined when not asked for, or when no sample could be read. */
  sound?: SoundAnalysis;
}

/**
 * `push` the bytes in file order (it waits while the computation lags too far behind), then `end()` once all of them
 * are in, or `abandon()`. `result` rejects with AudioFileProblem when the samples cannot be read (corrupt, truncated).
 */
export interface AudioJob {
  push(bytes: Uint8Array): Promise<void>;
  end(): void;
  abandon(): void;
  readonly result: Promise<AudioJobResult>;
}

export type AudioJobs = (spec: AudioJobSpec) => AudioJob;

/** Bytes the computation may lag behind what was pushed before `push` waits. */
export const AUDIO_JOB_QUEUE_BYTES = 8 * 1024 * 1024;

/** Runs every job in the calling thread. */
export const inThreadAudioJobs: AudioJobs = (spec) => {
  const sink = spec.source === 'stored' && !spec.analyse ? undefined : analysisSink();
  if (spec.source === 'arriving') {
    const live = startLivePeaks(sink);
    const result = live.result.then((peaks): AudioJobResult => (peaks ? { peaks, sound: sink?.result() } : {}));
    // Nobody may await an abandoned result: never an unhandled rejection.
    result.catch(() => undefined);
    return { push: (bytes) => live.push(bytes), end: () => live.end(), abandon: () => live.abandon(), result };
  }
  const pushed = createPushedStream(AUDIO_JOB_QUEUE_BYTES);
  const result = computePeaks(spec.contentType, pushed.stream, spec.statedSeconds, sink).then((peaks) => ({ peaks, sound: sink?.result() }));
  // Nobody may await an abandoned result: never an unhandled rejection.
  result.catch(() => undefined);
  return {
    push: (bytes) => pushed.push(bytes),
    end: () => pushed.close(),
    abandon: () => pushed.fail(new Error('The file stopped short.')),
    result,
  };
};

/** Runs a job over a stored file's bytes. */
export async function analyseStoredAudio(
  jobs: AudioJobs,
  spec: Extract<AudioJobSpec, { source: 'stored' }>,
  bytes: ReadableStream<Uint8Array>,
): Promise<Required<Pick<AudioJobResult, 'peaks'>> & AudioJobResult> {
  const job = jobs(spec);
  // A file found corrupt early is not read to its end.
  let settled = false;
  job.result.then(
    () => (settled = true),
    () => (settled = true),
  );
  try {
    for await (const piece of bytes) {
      if (settled) break;
      await job.push(piece);
    }
  } catch (error) {
    job.abandon();
    throw error;
  }
  job.end();
  const { peaks, sound } = await job.result;
  if (!peaks) throw new Error('The waveform of a stored file came back empty.');
  return { peaks, sound };
}
