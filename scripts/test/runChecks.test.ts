import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runWaves } from './runChecks';

const logDir = mkdtempSync(join(tmpdir(), 'run-checks-'));
afterAll(() => rmSync(logDir, { recursive: true, force: true }));

const node = (script: string) => [process.execPath, '-e', script];

describe("npm test's waves of checks", () => {
  it('keeps a failed check’s output, live or not, for the account at the end, and every output in its log', async () => {
    const quiet = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const logs = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const results = await runWaves(
      [
        [
          [{ name: 'live failure', command: node("console.log(' FAIL  a.test.ts > one'); console.error('Error: two'); process.exit(1)"), live: true }],
          [{ name: 'passes', command: node("console.log('fine')") }],
        ],
        [[{ name: 'quiet failure', command: node("console.log('Failures:'); process.exit(3)") }]],
      ],
      logDir,
    );
    quiet.mockRestore();
    logs.mockRestore();
    expect(results.map(({ name, ok }) => ({ name, ok }))).toEqual([
      { name: 'live failure', ok: false },
      { name: 'passes', ok: true },
      { name: 'quiet failure', ok: false },
    ]);
    expect(results[0]!.failedOutput).toBe(' FAIL  a.test.ts > one\nError: two\n');
    expect(results[1]!.failedOutput).toBeUndefined();
    expect(results[2]!.failedOutput).toBe('Failures:\n');
    expect(readFileSync(join(logDir, 'passes.log'), 'utf8')).toBe('fine\n');
    expect(readFileSync(join(logDir, 'live-failure.log'), 'utf8')).toContain('Error: two');
  });
});
