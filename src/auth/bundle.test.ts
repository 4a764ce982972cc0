import { build, type Metafile } from 'esbuild';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** Bundles the public auth API the way esbuild.config.ts bundles the app; packages stay external. */
async function bundleAuth(): Promise<Metafile> {
  const result = await build({
    stdin: { contents: "export * from './src/auth'; export * from './src/auth/useCurrentUser';", resolveDir: root, sourcefile: 'entry.ts', loader: 'ts' },
    absWorkingDir: root,
    outdir: join(tmpdir(), 'cue-auth-bundle'),
    write: false,
    bundle: true,
    format: 'esm',
    splitting: true,
    metafile: true,
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    packages: 'external',
    logLevel: 'silent',
  });
  return result.metafile;
}

/** The entry's output and the chunks it imports statically: what loads with the auth API. */
function firstLoad(metafile: Metafile): Array<Metafile['outputs'][string]> {
  const { outputs } = metafile;
  const found = new Set<string>();
  const visit = (path: string) => {
    if (found.has(path)) return;
    found.add(path);
    for (const imported of outputs[path]!.imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(Object.keys(outputs).find((path) => outputs[path]!.entryPoint !== undefined)!);
  return [...found].map((path) => outputs[path]!);
}

describe('the auth machine in the bundle', () => {
  it('is not loaded with the auth API: xstate and the machine come in a chunk imported on demand', { timeout: 30_000 }, async () => {
    const metafile = await bundleAuth();
    const first = firstLoad(metafile);
    expect(first.flatMap((output) => Object.keys(output.inputs))).not.toContain('src/auth/authMachine.ts');
    expect(first.flatMap((output) => Object.keys(output.inputs)).filter((input) => input.startsWith('src/auth/'))).toContain('src/auth/authState.ts');
    const packages = first.flatMap((output) => output.imports.filter((imported) => imported.kind === 'import-statement' && imported.external).map((imported) => imported.path));
    expect(packages.filter((name) => /^(xstate|@xstate\/react)$/.test(name))).toEqual([]);
    const machine = Object.values(metafile.outputs).find((output) => 'src/auth/authMachine.ts' in output.inputs);
    expect(machine?.imports.map((imported) => imported.path)).toContain('xstate');
  });
});
