import { join } from 'node:path';
import { build, type BuildOptions, type BuildResult } from '../../esbuild.config';
import { benchTempDir } from './benchTemp';

const builds = new Map<string, Promise<BuildResult>>();

/**
 * A production build in a temporary folder, made once per bench process and kind: `server` is the default
 * `npm run build` (`dist/`, config for the local mock server), `api-host` the build for a real API host (no mock).
 */
export function productionBuild(kind: 'server' | 'api-host'): Promise<BuildResult> {
  let pending = builds.get(kind);
  if (!pending) {
    pending = benchTempDir(`build-${kind}`).then((dir) => build(buildOptions(kind, join(dir, 'dist'))));
    builds.set(kind, pending);
  }
  return pending;
}

/** The host the `api-host` build is made for (it is only written into config.json). */
export const BENCH_API_HOST = 'https://api.example.org';

export function buildOptions(kind: 'server' | 'api-host', outdir: string): BuildOptions {
  return kind === 'api-host' ? { apiHost: BENCH_API_HOST, outdir } : { outdir };
}
