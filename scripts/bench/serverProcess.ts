import { spawn } from 'node:child_process';
import type { WarmedPages } from '../../mocks/server/warmPages';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** `READY_PREFIX` of ./benchServer.ts (not imported: importing that file would start a server). */
const READY_PREFIX = 'BENCH_SERVER ';
const SERVER_SCRIPT = fileURLToPath(new URL('./benchServer.ts', import.meta.url));

export interface ServerProcessOptions {
  /** Store and uploaded bytes go here, on disk, as with `npm start`. */
  dataDir: string;
  /** The built app to serve next to the API. */
  staticDir?: string;
  /** Extra tracks are seeded until the catalogue has this many. */
  tracks?: number;
}

export interface ServerProcess {
  url: string;
  pid: number;
  tracks: number;
  /** The live pages it rendered before it listened (with static files only). */
  warmed?: WarmedPages;
  stop(): Promise<void>;
}

/** Starts ./benchServer.ts in a child Node process (the same Node, tsx as loader) and waits until it listens. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  // `BENCH_CPU_PROF=<dir>`: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const args = [...profile, '--import', 'tsx', SERVER_SCRIPT, '--data-dir', options.dataDir];
  if (options.staticDir) args.push('--static-dir', options.staticDir);
  if (options.tracks) args.push('--tracks', String(options.tracks));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<{ url: string; tracks: number; warmed?: WarmedPages }>((resolve, reject) => {
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      buffered += text;
      const line = buffered.split('\n').find((candidate) => candidate.startsWith(READY_PREFIX));
      if (line) resolve(JSON.parse(line.slice(READY_PREFIX.length)) as { url: string; tracks: number; warmed?: WarmedPages });
    });
    child.once('exit', (code) => reject(new Error(`The bench server exited (${code}) before listening.`)));
  });
  return {
    ...ready,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident memory of a process from /proc: now (`VmRSS`) and its peak since start or the last `resetPeakMemory` (`VmHWM`). */
export async function processMemory(pid: number): Promise<{ rssBytes: number; peakBytes: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rssBytes: kB('VmRSS'), peakBytes: kB('VmHWM') };
}

/** Resets the process's peak resident memory (`VmHWM`) to its current size (Linux `clear_refs` value 5). */
export async function resetPeakMemory(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
