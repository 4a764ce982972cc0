import type { Loader, Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import ts from 'typescript';
import { createExportResolver, type ExportSource } from './packageExports';

/**
 * Imports Blueprint's components and icons from the modules that define them instead of the packages' index.
 *
 * With code splitting, esbuild puts every module the entry can reach through its imports in a chunk the entry
 * loads, whether or not it is used: `import { Button } from '@blueprintjs/core'` makes the first load carry
 * every Blueprint component and all ~700 icon components, because the index re-exports them. Rewriting each
 * named import to the defining module (`.../button/buttons.js`) leaves in the first load only what the first
 * screen imports; the other components go to the lazy chunks of the pages that use them. Blueprint's own
 * imports of `@blueprintjs/icons` are rewritten the same way. Type-only names stay on the package import,
 * which TypeScript erases. A value import that cannot be resolved fails the build, so the rewrite is never
 * silently skipped.
 */
export const DEEP_IMPORT_PACKAGES = ['@blueprintjs/core', '@blueprintjs/icons'] as const;

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

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

/** The rewritten text of one `import { ... } from 'pkg'` (kept on one line, so line numbers stay right). */
function rewriteImport(packageName: string, elements: Element[], resolveName: (name: string) => ExportSource | undefined, strict: boolean, where: string): string {
  const statements: string[] = [];
  const kept: string[] = [];
  for (const element of elements) {
    const source = element.typeOnly ? undefined : resolveName(element.imported);
    if (source) statements.push(importStatement(source, element.local));
    else if (strict && !element.typeOnly) throw new Error(`${where}: cannot find where ${packageName} defines "${element.imported}" (scripts/build/deepImportsPlugin.ts).`);
    else kept.push(`${element.typeOnly ? 'type ' : ''}${element.imported === element.local ? element.local : `${element.imported} as ${element.local}`}`);
  }
  if (kept.length) statements.push(`import { ${kept.join(', ')} } from ${JSON.stringify(packageName)};`);
  return statements.join(' ');
}

/** Rewrites the named imports of the packages in one file; undefined when the file has none. */
export function rewriteDeepImports(path: string, text: string, resolve: (packageName: string, name: string) => ExportSource | undefined): string | undefined {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  // TypeScript sources may import interfaces without `type`: those names are erased, so they may stay unresolved.
  const strict = path.endsWith('.js') || path.endsWith('.mjs');
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const packageName = statement.moduleSpecifier.text;
    if (!(DEEP_IMPORT_PACKAGES as readonly string[]).includes(packageName)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    const elements = clause.namedBindings.elements.map((element) => ({
      imported: (element.propertyName ?? element.name).text,
      local: element.name.text,
      typeOnly: element.isTypeOnly,
    }));
    const where = `${path}:${source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1}`;
    edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: rewriteImport(packageName, elements, (name) => resolve(packageName, name), strict, where) });
  }
  if (!edits.length) return undefined;
  return edits.reduceRight((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text);
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
  const entries = new Map(DEEP_IMPORT_PACKAGES.map((name) => [name, moduleEntry(name)]));
  const resolver = createExportResolver(entries);
  const mentionsPackage = (text: string) => DEEP_IMPORT_PACKAGES.some((name) => text.includes(`'${name}'`) || text.includes(`"${name}"`));
  return {
    name: 'deep-imports',
    setup(build) {
      const filter = /[\\/](src|mocks)[\\/].*\.(tsx?|jsx?)$|[\\/]node_modules[\\/]@blueprintjs[\\/](core|icons)[\\/]lib[\\/]esm[\\/].*\.js$/;
      build.onLoad({ filter }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!mentionsPackage(text)) return undefined;
        const contents = rewriteDeepImports(args.path, text, (packageName, name) => {
          const replacement = replacements[`${packageName}#${name}`];
          return replacement ? { kind: 'named', file: join(root, replacement), name } : resolver.resolve(packageName, name);
        });
        return contents === undefined ? undefined : { contents, loader: LOADERS[extname(args.path)] ?? 'js' };
      });
    },
  };
}
