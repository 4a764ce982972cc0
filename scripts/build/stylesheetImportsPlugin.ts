import type { Plugin } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * The only modules of the project that may import a stylesheet: the app's style entry and the embed's entry.
 *
 * A stylesheet imported anywhere else can be left out of the page: a lazy chunk's CSS is written to its own file that
 * no page links (scripts/build/report.ts), and an import from a feature index (`src/features/<feature>/index.ts`) is
 * dropped when scripts/build/deepImportsPlugin.ts imports the index's names from their defining modules. Both
 * happened: the shortlist pages shipped without their stylesheet.
 */
export const STYLESHEET_IMPORTERS = ['src/app/styles/index.ts', 'src/features/embed/main.tsx'] as const;

/** The project path of `file` with forward slashes. */
const projectPath = (root: string, file: string) => relative(root, file).split(sep).join('/');

/** Why importing a stylesheet from `importer` is refused; undefined when it is allowed. */
export function stylesheetImportProblem(root: string, importer: string, specifier: string): string | undefined {
  const from = projectPath(root, importer);
  if (!from.startsWith('src/') || (STYLESHEET_IMPORTERS as readonly string[]).includes(from)) return undefined;
  return (
    `${from} imports the stylesheet "${specifier}": import stylesheets only from ${STYLESHEET_IMPORTERS.join(' or ')}, ` +
    'or the page may ship without it (scripts/build/stylesheetImportsPlugin.ts).'
  );
}

const STYLESHEET_IMPORT = /^\s*import\s+(?:[^'"]*\s+from\s+)?['"]([^'"]+\.css)['"]/gm;

/** Every stylesheet import under `src/` from a module other than STYLESHEET_IMPORTERS, as a sentence each. */
export async function stylesheetImportProblems(root: string): Promise<string[]> {
  const files = (await readdir(join(root, 'src'), { recursive: true })).filter((file) => /\.(tsx?|jsx?)$/.test(file));
  const problems = await Promise.all(
    files.map(async (file) => {
      const path = join(root, 'src', file);
      const text = await readFile(path, 'utf8');
      return [...text.matchAll(STYLESHEET_IMPORT)].map((match) => stylesheetImportProblem(root, path, match[1]!));
    }),
  );
  return problems.flat().filter((problem): problem is string => problem !== undefined);
}

/**
 * The esbuild plugin that fails the build on a stylesheet imported from anywhere but STYLESHEET_IMPORTERS. It reads
 * the sources rather than watching what esbuild resolves: an index that deepImportsPlugin bypasses is never loaded.
 */
export function stylesheetImportsPlugin(root: string): Plugin {
  return {
    name: 'stylesheet-imports',
    setup(build) {
      build.onStart(async () => ({ errors: (await stylesheetImportProblems(root)).map((text) => ({ text })) }));
    },
  };
}
