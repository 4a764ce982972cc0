import { mkdir, readdir, readFile, rmdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from '../../esbuild.config';

/**
 * The production builds the browser tests share: `dist/` (the local server answers the API) and `dist-static/`
 * (the mock in the browser's service worker). Each is built once, when missing or stale, whoever asks first (a
 * cucumber worker, an `e2e/` file, `npm test`'s build step), and then only read.
 */

/** What the built app depends on: a change to any of these makes a build stale. */
const SOURCES = ['src', 'mocks', 'scripts/build', 'esbuild.config.ts', 'package-lock.json'];
const STALE_LOCK_MS = 5 * 60_000;

type BuildKind = 'server' | 'worker';
const OUTDIR: Record<BuildKind, string> = { server: 'dist', worker: 'dist-static' };

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(path);
  const times = await Promise.all(children.map((child) => newestChange(join(path, child))));
  return Math.max(info.mtimeMs, ...times);
}

/** The build is usable when it was made for this kind of mock after the last change to its sources. */
async function isFresh(kind: BuildKind): Promise<boolean> {
  const outdir = OUTDIR[kind];
  const built = await stat(join(outdir, 'meta.json')).catch(() => undefined);
  const config = await readFile(join(outdir, 'config.json'), 'utf8').catch(() => '{}');
  if (!built || (JSON.parse(config) as { mock?: string }).mock !== kind) return false;
  const sources = await Promise.all(SOURCES.map((source) => newestChange(source)));
  return built.mtimeMs > Math.max(...sources);
}

/** Takes a lock folder, so parallel workers build once; a lock older than 5 minutes is taken over. */
async function withLock<T>(kind: BuildKind, work: () => Promise<T>): Promise<T> {
  const lock = `.tmp/app-build-${kind}.lock`;
  await mkdir('.tmp', { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const held = await stat(lock).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rmdir(lock).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}

/** Builds the kind's folder when it is missing or stale; gives its absolute path. */
async function ensureBuilt(kind: BuildKind): Promise<string> {
  if (!(await isFresh(kind))) {
    await withLock(kind, async () => {
      if (!(await isFresh(kind))) await build({ outdir: OUTDIR[kind], static: kind === 'worker' });
    });
  }
  return resolve(OUTDIR[kind]);
}

/** Builds `dist/` (for the local server) when it is missing or stale. */
export async function ensureAppBuilt(): Promise<void> {
  await ensureBuilt('server');
}

/** Builds `dist-static/` (the service-worker mock, for static hosts) when it is missing or stale; gives its folder. */
export function ensureStaticAppBuilt(): Promise<string> {
  return ensureBuilt('worker');
}
