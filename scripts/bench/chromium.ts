import { spawn, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../features/support/browser';
import { benchTempDir } from './benchTemp';

/** Debian's Chromium with the flags every browser of the project runs with (features/support/browser.ts). */
export { CHROMIUM_FLAGS, CHROMIUM_PATH };

export interface DebuggableChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts Chromium with a fresh profile and a DevTools port (for Lighthouse, which drives it over the protocol),
 * in its own process group so stopping it also ends its renderer and helper processes.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = await benchTempDir('chromium-profile');
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${join(profile, 'user-data')}`, 'about:blank'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      output += text;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening its DevTools port:\n${output}`)));
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
}

/** `Chromium 156.0.8078.79 built on Debian…` -> `Chromium 156.0.8078.79`. */
export function chromiumVersion(): string {
  try {
    const output = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /Chromium [\d.]+/.exec(output)?.[0] ?? output.trim();
  } catch {
    return 'unknown';
  }
}
