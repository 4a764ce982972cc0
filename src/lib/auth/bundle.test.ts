import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleLikeApp } from '../testing/bundleLikeApp';

/** Bundles the public auth API the way esbuild.config.ts bundles the app; packages stay external. */
const bundleAuth = () => bundleLikeApp("export * from './src/lib/auth/auth'; export * from './src/lib/auth/useCurrentUser';");

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
    expect(first.flatMap((output) => Object.keys(output.inputs))).not.toContain('src/lib/auth/authMachine.ts');
    expect(first.flatMap((output) => Object.keys(output.inputs)).filter((input) => input.startsWith('src/lib/auth/'))).toContain('src/lib/auth/authState.ts');
    const packages = first.flatMap((output) =>
      output.imports.filter((imported) => imported.kind === 'import-statement' && imported.external).map((imported) => imported.path),
    );
    expect(packages.filter((name) => /^(xstate|@xstate\/react)$/.test(name))).toEqual([]);
    const machine = Object.values(metafile.outputs).find((output) => 'src/lib/auth/authMachine.ts' in output.inputs);
    expect(machine?.imports.map((imported) => imported.path)).toContain('xstate');
  });
});
