import { parentPort } from 'node:worker_threads';
import { inThreadAudioJobs, type AudioJob } from '../audioJobs';
import { AudioFileProblem } from '../waveform';
import { renderGeneratedAudio } from '../wav';
import type { FromAudioThread, ToAudioThread } from './messages';

/**
 * The audio worker thread (started by threadAudioJobs.ts through audioJobThread.mjs): runs the jobs it is sent in
 * this thread, each job's steps one after another in the order they came, and renders the seed's cues. It keeps
 * the normal CPU priority: at the lowest (nice 19) it starved whenever other processes kept both cores busy (the
 * test suite does), and an upload, whose bytes wait for its analysis to keep up, stalled with it; at normal priority
 * the load benchmark still meets every target (docs/decisions/0011).
 */
const port = parentPort!;
const post = (message: FromAudioThread) => port.postMessage(message);
const jobs = new Map<number, { job: AudioJob; steps: Promise<void> }>();

port.on('message', (message: ToAudioThread) => {
  const id = message.job;
  if ('render' in message) {
    try {
      const bytes = renderGeneratedAudio(message.render.seed, message.render.seconds);
      port.postMessage({ job: id, rendered: bytes } satisfies FromAudioThread, [bytes.buffer as ArrayBuffer]);
    } catch (error) {
      post({ job: id, failure: { message: error instanceof Error ? error.message : String(error) } });
    }
    return;
  }
  if ('start' in message) {
    const job = inThreadAudioJobs(message.start);
    jobs.set(id, { job, steps: Promise.resolve() });
    job.result.then(
      (result) => post({ job: id, result }),
      (error: unknown) =>
        post({
          job: id,
          failure: error instanceof AudioFileProblem ? { message: error.message, code: error.code } : { message: error instanceof Error ? error.message : String(error) },
        }),
    );
    void job.result.catch(() => undefined).finally(() => jobs.delete(id));
    return;
  }
  const running = jobs.get(id);
  if (!running) return;
  const step = (): Promise<void> => {
    if ('bytes' in message) return running.job.push(message.bytes).then(() => post({ job: id, took: message.bytes.byteLength }));
    if ('end' in message) running.job.end();
    else running.job.abandon();
    return Promise.resolve();
  };
  running.steps = running.steps.then(step);
});
