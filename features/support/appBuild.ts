import { mkdir, readdir, readFile, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../../esbuild.config';

/** What the built app depends on: a change to any of these makes dist/ stale. */
const SOURCES = ['src', 'mocks', 'scripts/build', 'esbuild.config.ts', 'package-lock.json'];
const OUTDIR = 'dist';
const LOCK = '.tmp/app-build.lock';
const STALE_LOCK_MS = 5 * 60_000;

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(path);
  const times = await Promise.all(children.map((child) => newestChange(join(path, child))));
  return Math.max(info.mtimeMs, ...times);
}

/** dist/ is usable when it was built for the local server after the last change to its sources. */
async function isFresh(): Promise<boolean> {
  const built = await stat(join(OUTDIR, 'meta.json')).catch(() => undefined);
  const config = await readFile(join(OUTDIR, 'config.json'), 'utf8').catch(() => '{}');
  if (!built || (JSON.parse(config) as { mock?: string }).mock !== 'server') return false;
  const sources = await Promise.all(SOURCES.map((source) => newestChange(source)));
  return built.mtimeMs > Math.max(...sources);
}

/** Takes a lock folder, so parallel workers build once; a lock older than 5 minutes is taken over. */
async function withLock<T>(work: () => Promise<T>): Promise<T> {
  await mkdir('.tmp', { recursive: true });
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch {
      const lock = await stat(LOCK).catch(() => undefined);
      if (lock && Date.now() - lock.mtimeMs > STALE_LOCK_MS) await rmdir(LOCK).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(LOCK).catch(() => undefined);
  }
}

/** Builds the app into dist/ when it is missing or stale. */
export async function ensureAppBuilt(): Promise<void> {
  if (await isFresh()) return;
  await withLock(async () => {
    if (!(await isFresh())) await build({ outdir: OUTDIR });
  });
}
