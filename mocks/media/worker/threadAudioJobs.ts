import { Worker } from 'node:worker_threads';
import { AUDIO_JOB_QUEUE_BYTES, type AudioJob, type AudioJobResult, type AudioJobs } from '../audioJobs';
import { AudioFileProblem } from '../waveform';
import type { FromAudioThread, ToAudioThread } from './messages';

export interface ThreadAudioJobs {
  jobs: AudioJobs;
  /** The seed's generated cue (`renderGeneratedAudio`), rendered in the thread: 0.3-0.7 s of CPU each. */
  renderAudio: (seed: number, seconds: number) => Promise<Uint8Array>;
  /** Ends the worker thread; jobs still running fail. */
  close(): Promise<void>;
}

interface Running {
  /** Bytes posted that the thread has not taken in yet. */
  inFlight: number;
  creditBack?: () => void;
  settled: boolean;
  settle(outcome: { result: AudioJobResult } | { error: Error }): void;
}

/**
 * Audio jobs run in one worker thread (started on the first job, restarted after a crash), so the thread that answers
 * requests only copies bytes across: an upload's waveform and sound analysis no longer hold every other request up.
 * One thread, because the local server runs on a small machine where the HTTP thread needs the other core.
 */
export function createThreadAudioJobs(): ThreadAudioJobs {
  let worker: Worker | undefined;
  let nextId = 1;
  const running = new Map<number, Running>();
  const rendering = new Map<number, { resolve(bytes: Uint8Array): void; reject(error: Error): void }>();
  /** Only work in flight keeps the process alive. */
  const idleUnlessBusy = (thread: Worker) => {
    if (running.size === 0 && rendering.size === 0) thread.unref();
  };

  const settleAll = (error: Error) => {
    for (const job of running.values()) job.settle({ error });
    for (const render of rendering.values()) render.reject(error);
    rendering.clear();
  };
  const threadFor = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(new URL('./audioJobThread.mjs', import.meta.url));
    thread.on('message', (message: FromAudioThread) => {
      const render = rendering.get(message.job);
      if (render) {
        rendering.delete(message.job);
        idleUnlessBusy(thread);
        if ('rendered' in message) render.resolve(message.rendered);
        else if ('failure' in message) render.reject(new Error(message.failure.message));
        return;
      }
      const job = running.get(message.job);
      if (!job) return;
      if ('took' in message) {
        job.inFlight -= message.took;
        if (job.inFlight <= AUDIO_JOB_QUEUE_BYTES) job.creditBack?.();
      } else if ('result' in message) job.settle({ result: message.result });
      else if ('failure' in message) {
        const { code, message: text } = message.failure;
        job.settle({ error: code ? new AudioFileProblem(code, text) : new Error(text) });
      }
    });
    const gone = (error: Error) => {
      if (worker === thread) worker = undefined;
      settleAll(error);
    };
    thread.on('error', gone);
    thread.on('exit', (code) => gone(new Error(`The audio worker thread ended (exit code ${code}).`)));
    thread.unref();
    worker = thread;
    return thread;
  };

  const jobs: AudioJobs = (spec) => {
    const thread = threadFor();
    const id = nextId++;
    const send = (message: ToAudioThread, transfer?: ArrayBuffer[]) => thread.postMessage(message, transfer);
    let resolve!: (result: AudioJobResult) => void;
    let reject!: (error: Error) => void;
    const result = new Promise<AudioJobResult>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    // Nobody may await an abandoned result: never an unhandled rejection.
    result.catch(() => undefined);
    const state: Running = {
      inFlight: 0,
      settled: false,
      settle(outcome) {
        if (state.settled) return;
        state.settled = true;
        running.delete(id);
        idleUnlessBusy(thread);
        state.creditBack?.();
        if ('result' in outcome) resolve(outcome.result);
        else reject(outcome.error);
      },
    };
    running.set(id, state);
    thread.ref();
    send({ job: id, start: spec });
    const job: AudioJob = {
      async push(bytes) {
        if (state.settled) return;
        // A copy of its own, moved (not copied again) into the thread: the caller's buffer may be a view of a larger one.
        const copy = bytes.slice();
        state.inFlight += copy.byteLength;
        send({ job: id, bytes: copy }, [copy.buffer]);
        if (state.inFlight > AUDIO_JOB_QUEUE_BYTES && !state.settled) {
          await new Promise<void>((credit) => (state.creditBack = credit));
          state.creditBack = undefined;
        }
      },
      end() {
        if (!state.settled) send({ job: id, end: true });
      },
      abandon() {
        if (state.settled) return;
        send({ job: id, abandon: true });
        state.settle({ error: new Error('The file stopped short.') });
      },
      result,
    };
    return job;
  };

  const renderAudio = (seed: number, seconds: number) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const thread = threadFor();
      const id = nextId++;
      rendering.set(id, { resolve, reject });
      thread.ref();
      thread.postMessage({ job: id, render: { seed, seconds } } satisfies ToAudioThread);
    });

  return {
    jobs,
    renderAudio,
    async close() {
      const thread = worker;
      worker = undefined;
      settleAll(new Error('The audio worker thread was closed.'));
      await thread?.terminate();
    },
  };
}
