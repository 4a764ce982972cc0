/**
 * Runs `npm test`'s checks in waves of lanes: the lanes of one wave side by side, the checks of a lane one after the
 * other, the next wave when every lane is done. The first lane's checks show their output live when they are the
 * only checks of the wave or marked `live`; the others' output goes to a log file under `reports/test-all/`, printed
 * whole when the check ends, so outputs never interleave. Every check runs even when another failed.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Check {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Shown live although other lanes run beside it (only in a wave's first lane). */
  live?: boolean;
}

/** Checks run one after the other. */
export type Lane = Check[];
/** Lanes run side by side. */
export type Wave = Lane[];

export interface CheckResult {
  name: string;
  ok: boolean;
  seconds: number;
  /** A failed check's whole output, for the account `npm test` prints at its end (not kept in the summary). */
  failedOutput?: string;
}

const LOG_DIR = join('reports', 'test-all');
const slug = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function runOne(check: Check, live: boolean, logDir: string): Promise<CheckResult> {
  const started = performance.now();
  const env = { ...process.env, FORCE_COLOR: '1', ...check.env };
  const label = `${check.command.join(' ')}${
    check.env
      ? ` (${Object.entries(check.env)
          .map(([key, value]) => `${key}=${value}`)
          .join(' ')})`
      : ''
  }`;
  const logFile = join(logDir, `${slug(check.name)}.log`);
  const log = createWriteStream(logFile);
  console.log(live ? `\n=== ${check.name}: ${label} (output also in ${logFile})` : `--- started: ${check.name} (${label}; output in ${logFile})`);
  return new Promise((resolve) => {
    const child = spawn(check.command[0]!, check.command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env });
    const chunks: Buffer[] = [];
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      chunks.push(chunk);
      log.write(chunk);
      if (live) to.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    let finished = false;
    const done = (ok: boolean) => {
      if (finished) return;
      finished = true;
      const seconds = (performance.now() - started) / 1000;
      const output = Buffer.concat(chunks).toString('utf8');
      if (!live) {
        console.log(`\n=== ${check.name}: ${label} (${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s)`);
        process.stdout.write(output);
      }
      // Resolved once the log file is whole.
      log.end(() => resolve({ name: check.name, ok, seconds, ...(ok ? {} : { failedOutput: output }) }));
    };
    child.once('error', () => done(false));
    child.once('close', (code) => done(code === 0));
  });
}

async function runLane(lane: Lane, liveLane: boolean, alone: boolean, logDir: string): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of lane) results.push(await runOne(check, alone || (liveLane && check.live === true), logDir));
  return results;
}

/** Runs the waves in order, each wave's lanes at the same time; gives every check's result, in the order given. */
export async function runWaves(waves: Wave[], logDir = LOG_DIR): Promise<CheckResult[]> {
  mkdirSync(logDir, { recursive: true });
  const results: CheckResult[] = [];
  for (const wave of waves.map((lanes) => lanes.filter((lane) => lane.length > 0)).filter((lanes) => lanes.length > 0)) {
    const alone = wave.length === 1 && wave[0]!.length === 1;
    results.push(...(await Promise.all(wave.map((lane, index) => runLane(lane, index === 0, alone, logDir)))).flat());
  }
  return results;
}
