import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * What a module pulls in statically (its bundle without the lazy chunks): the track rows, the track page and
 * the player import the "Add to shortlist" button eagerly, so it must not bring TanStack Query or the menu
 * into the home page's first load (the 200 KiB budget of `npm run bench -- bundle`).
 */
async function staticInputs(entry: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: join(root, '.tmp-lazy-boundary'),
    metafile: true,
    logLevel: 'silent',
    loader: { '.css': 'empty', '.png': 'empty', '.woff2': 'empty', '.woff': 'empty' },
  });
  const outputs = result.metafile.outputs;
  const start = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === entry)!;
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of outputs[path]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(start);
  return [...seen].flatMap((path) => Object.keys(outputs[path]!.inputs));
}

describe('the "Add to shortlist" button', () => {
  it('loads the menu and TanStack Query lazily, not with the track rows', async () => {
    const inputs = await staticInputs('src/features/shortlists/menu/AddToShortlistButton.tsx');
    expect(inputs).toContain('src/features/shortlists/menu/AddToShortlistButton.tsx');
    expect(inputs.filter((input) => input.includes('@tanstack/'))).toEqual([]);
    expect(inputs.filter((input) => /src\/(features\/shortlists\/menu\/(ShortlistMenu|myShortlists)|lib\/api\/(queryClient|AppQueryProvider))\./.test(input))).toEqual(
      [],
    );
  }, 60_000);
});
