import { Worker } from 'node:worker_threads';
import { getPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('runInBackground', () => {
  it.runIf(process.platform === 'linux')("lowers the calling thread's priority to the lowest, and only that thread's", async () => {
    const module = pathToFileURL(new URL('./backgroundPriority.ts', import.meta.url).pathname).href;
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const { readlinkSync } = require('node:fs');
       const { getPriority } = require('node:os');
       import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(module)}, ${JSON.stringify(module)})).then(({ runInBackground }) => {
         const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
         const before = getPriority(thread);
         const lowered = runInBackground();
         parentPort.postMessage({ before, lowered, after: getPriority(thread) });
       });`,
      { eval: true },
    );
    const answer = await new Promise<{ before: number; lowered: boolean; after: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(answer).toEqual({ before: getPriority(process.pid), lowered: true, after: 19 });
    expect(getPriority(process.pid)).toBe(answer.before);
  });
});
