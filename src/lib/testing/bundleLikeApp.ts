import { build, type Metafile } from 'esbuild';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');

/**
 * Bundles `entry` (module source, resolved from the project root) the way esbuild.config.ts bundles the app:
 * split, minified, production React; packages stay external, so only our own modules are measured.
 */
export async function bundleLikeApp(entry: string, define: Record<string, string> = {}): Promise<Metafile> {
  const result = await build({
    stdin: { contents: entry, resolveDir: root, sourcefile: 'entry.ts', loader: 'ts' },
    absWorkingDir: root,
    outdir: join(tmpdir(), 'cue-bundle-like-app'),
    write: false,
    bundle: true,
    format: 'esm',
    splitting: true,
    metafile: true,
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    packages: 'external',
    logLevel: 'silent',
  });
  return result.metafile;
}
