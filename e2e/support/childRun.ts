/**
 * Runs a test runner (cucumber, vitest) as a child process on this machine's Node, for the tests that prove how a
 * whole run behaves: what it printed and how it exited.
 */
import { spawn } from 'node:child_process';

export interface ChildRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <script> ...args` from the repository's root with the given extra environment, to its end. */
export function runNodeScript(script: string, args: string[], env: Record<string, string> = {}): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
