import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/**
 * Gives the calling thread the lowest CPU priority, so that it runs on what the threads answering requests leave
 * (on this 2-core machine, an upload's analysis at normal priority took the core the HTTP thread and its clients
 * needed: p95s rose by a third). Linux only: a thread is a task with an id of its own there (`/proc/thread-self`),
 * and `setpriority` takes it; elsewhere the thread keeps its priority. Answers whether it was lowered.
 */
export function runInBackground(): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    return false;
  }
}
