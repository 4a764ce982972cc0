import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The local server in a child process on a data folder, as `npm start` runs it (scripts/bench/benchServer.ts:
 * startMockServer with the folder, this Node, tsx as loader), for tests that kill it: `kill()` sends SIGKILL, so
 * nothing of the server's own shutdown runs. Everything the child prints is kept in `output`.
 */

const SERVER_SCRIPT = fileURLToPath(new URL('../../scripts/bench/benchServer.ts', import.meta.url));
const READY_PREFIX = 'BENCH_SERVER ';

export interface ServerChild {
  url: string;
  /** stdout and stderr so far. */
  output(): string;
  /** SIGKILL, then waits until the process is gone. */
  kill(): Promise<void>;
}

export async function startServerChild(dataDir: string): Promise<ServerChild> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT, '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const read = (text: string) => {
      output += text;
      const line = output.split('\n').find((candidate) => candidate.startsWith(READY_PREFIX));
      if (line) resolve((JSON.parse(line.slice(READY_PREFIX.length)) as { url: string }).url);
    };
    child.stdout!.setEncoding('utf8').on('data', read);
    child.stderr!.setEncoding('utf8').on('data', (text: string) => void (output += text));
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
