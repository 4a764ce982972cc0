import type { Loader, Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { createExportResolver, resolveRelative, type ExportSource } from './packageExports';

/**
 * Imports named exports from the modules that define them instead of from an index that re-exports them.
 *
 * With code splitting, esbuild puts every module a chunk can reach through its imports in that chunk (or one it
 * loads), whether or not it is used: `import { Button } from '@blueprintjs/core'` made the first load carry every
 * Blueprint component and all ~700 icon components, and `import { HomePage } from '../../features/catalog'` made
 * the home page load the search page too. Rewriting each named import to the defining module
 * (`.../button/buttons.js`, `.../catalog/home/HomePage.tsx`) leaves in a chunk only what it imports.
 *
 * Rewritten: imports of Blueprint's packages (in the project and inside Blueprint itself) and of the project's
 * feature indexes (`src/features/<feature>/index.ts`). Type-only names stay on the original import, which TypeScript
 * erases. In JavaScript (Blueprint's own files) a value import that cannot be resolved fails the build, so the
 * rewrite never silently stops working after an upgrade.
 */
export const DEEP_IMPORT_PACKAGES = ['@blueprintjs/core', '@blueprintjs/icons', 'react-i18next'] as const;

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/** Finds where a name imported from one module specifier is defined; undefined when that specifier is not rewritten. */
export type ImportTargets = (specifier: string) => ((name: string) => ExportSource | undefined) | undefined;

interface Element {
  imported: string;
  local: string;
  typeOnly: boolean;
}

function importStatement(source: ExportSource, local: string): string {
  const from = JSON.stringify(source.file);
  if (source.kind === 'namespace') return `import * as ${local} from ${from};`;
  return `import { ${source.name === local ? local : `${source.name} as ${local}`} } from ${from};`;
}

/** The rewritten text of one `import { ... } from '<specifier>'` (kept on one line, so line numbers stay right). */
function rewriteImport(specifier: string, elements: Element[], resolveName: (name: string) => ExportSource | undefined, strict: boolean, where: string): string {
  const statements: string[] = [];
  const kept: string[] = [];
  for (const element of elements) {
    const source = element.typeOnly ? undefined : resolveName(element.imported);
    if (source) statements.push(importStatement(source, element.local));
    else if (strict && !element.typeOnly)
      throw new Error(`${where}: cannot find where "${specifier}" defines "${element.imported}" (scripts/build/deepImportsPlugin.ts).`);
    else kept.push(`${element.typeOnly ? 'type ' : ''}${element.imported === element.local ? element.local : `${element.imported} as ${element.local}`}`);
  }
  if (kept.length) statements.push(`import { ${kept.join(', ')} } from ${JSON.stringify(specifier)};`);
  return statements.join(' ');
}

/** Rewrites the named imports of one file that `targets` knows; undefined when there are none. */
export function rewriteDeepImports(path: string, text: string, targets: ImportTargets): string | undefined {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : path.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  // TypeScript sources may import interfaces without `type`: those names are erased, so they may stay unresolved.
  const strict = kind === ts.ScriptKind.JS;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const resolveName = targets(specifier);
    const clause = statement.importClause;
    if (!resolveName || !clause || clause.isTypeOnly || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    const elements = clause.namedBindings.elements.map((element) => ({
      imported: (element.propertyName ?? element.name).text,
      local: element.name.text,
      typeOnly: element.isTypeOnly,
    }));
    const where = `${path}:${source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1}`;
    edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: rewriteImport(specifier, elements, resolveName, strict, where) });
  }
  if (!edits.length) return undefined;
  return edits.reduceRight((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text);
}

/**
 * Whether `file` is an index rewritten through: one of the project's feature indexes (`src/features/<feature>/index.ts`)
 * or an index inside Blueprint's packages (`common/index.js`, which its components import, re-exports colours,
 * errors and utilities they do not all use).
 */
export function isModuleIndex(root: string, file: string): boolean {
  const path = relative(root, file).split(sep).join('/');
  return /^src\/features\/[^/]+\/index\.tsx?$/.test(path) || /^node_modules\/@blueprintjs\/(core|icons)\/lib\/esm\/(.+\/)?index\.js$/.test(path);
}

/**
 * The esbuild plugin; `root` is the project folder (its node_modules holds the packages). `replacements` maps
 * `package#name` to a module of the project that exports `name` in its place.
 */
export function deepImportsPlugin(root: string, replacements: Record<string, string> = {}): Plugin {
  const moduleEntry = (name: string) => {
    const folder = join(root, 'node_modules', name);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { module?: string };
    if (!manifest.module) throw new Error(`${name} has no "module" entry; scripts/build/deepImportsPlugin.ts needs its ESM build.`);
    return join(folder, manifest.module);
  };
  const entries = new Map<string, string>(DEEP_IMPORT_PACKAGES.map((name) => [name, moduleEntry(name)]));
  const resolver = createExportResolver(entries);
  const targetsOf =
    (importer: string): ImportTargets =>
    (specifier) => {
      if (entries.has(specifier)) {
        return (name) => {
          const replacement = replacements[`${specifier}#${name}`];
          return replacement ? { kind: 'named', file: join(root, replacement), name } : resolver.resolve(specifier, name);
        };
      }
      if (!specifier.startsWith('.')) return undefined;
      const target = resolveRelative(importer, specifier);
      return target && isModuleIndex(root, target) ? (name) => resolver.resolveIn(target, name) : undefined;
    };
  const mayRewrite = (path: string, text: string) =>
    path.includes(`${sep}@blueprintjs${sep}`) ||
    // The entry, the app and the features import features through their public indexes (`./features/playback`,
    // `../../features/catalog`, `../playback`).
    path.includes(`${sep}src${sep}`) ||
    DEEP_IMPORT_PACKAGES.some((name) => text.includes(`'${name}'`) || text.includes(`"${name}"`));
  return {
    name: 'deep-imports',
    setup(build) {
      const filter = /[\\/](src|mocks)[\\/].*\.(tsx?|jsx?)$|[\\/]node_modules[\\/]@blueprintjs[\\/](core|icons)[\\/]lib[\\/]esm[\\/].*\.js$/;
      build.onLoad({ filter }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!mayRewrite(args.path, text)) return undefined;
        const contents = rewriteDeepImports(args.path, text, targetsOf(args.path));
        return contents === undefined ? undefined : { contents, loader: LOADERS[extname(args.path)] ?? 'js' };
      });
    },
  };
}
