import { mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let root: string | undefined;

/** A fresh folder under this bench process's temporary folder, which is deleted when the process exits. */
export async function benchTempDir(name: string): Promise<string> {
  if (!root) {
    root = mkdtempSync(join(tmpdir(), 'cue-bench-'));
    const remove = () => rmSync(root!, { recursive: true, force: true });
    process.once('exit', remove);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        remove();
        process.exit(130);
      });
    }
  }
  return mkdtemp(join(root, `${name}-`));
}
