import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** Where an export of a package really lives: a named export of one module, or a whole module as a namespace. */
export type ExportSource = { kind: 'named'; file: string; name: string } | { kind: 'namespace'; file: string };

interface ModuleShape {
  /** `export function/const/class/enum X` and local `export { x as X }`: export name -> local name. */
  local: Map<string, string>;
  /** `export { a as X } from './m'`: export name -> (module, name there). */
  reexported: Map<string, { from: string; name: string }>;
  /** `import x from`, `import { a as x } from`, `import * as x from`: local name -> (module, name or '*'). */
  imported: Map<string, { from: string; name: string }>;
  /** `export * from './m'`. */
  stars: string[];
}

const hasExportModifier = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name.text] : []));
  }
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
    return [statement.name.text];
  }
  return [];
}

const scriptKind = (file: string) => (file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS);

function parseModule(file: string): ModuleShape {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, scriptKind(file));
  const shape: ModuleShape = { local: new Map(), reexported: new Map(), imported: new Map(), stars: [] };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.importClause) {
      const from = statement.moduleSpecifier.text;
      const { name, namedBindings } = statement.importClause;
      if (name) shape.imported.set(name.text, { from, name: 'default' });
      if (namedBindings && ts.isNamespaceImport(namedBindings)) shape.imported.set(namedBindings.name.text, { from, name: '*' });
      if (namedBindings && ts.isNamedImports(namedBindings)) {
        for (const element of namedBindings.elements) shape.imported.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
      }
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      if (!statement.exportClause) {
        if (from) shape.stars.push(from);
      } else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          if (element.isTypeOnly) continue;
          const inner = (element.propertyName ?? element.name).text;
          if (from) shape.reexported.set(element.name.text, { from, name: inner });
          else shape.local.set(element.name.text, inner);
        }
      }
    } else if (hasExportModifier(statement)) {
      for (const name of declaredNames(statement)) shape.local.set(name, name);
    }
  }
  return shape;
}

const SOURCE_EXTENSIONS = ['.js', '.ts', '.tsx'];

/** A relative import from `file` to a file: `./x` as x.js/.ts/.tsx or x/index.js/.ts/.tsx. */
export function resolveRelative(file: string, specifier: string): string | undefined {
  const base = resolve(dirname(file), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`), ...SOURCE_EXTENSIONS.map((extension) => join(base, `index${extension}`))];
  return candidates.find((candidate) => SOURCE_EXTENSIONS.some((extension) => candidate.endsWith(extension)) && existsSync(candidate));
}

/** `./x` from `file`, or a package of the same resolver (its ESM entry). */
function resolveSpecifier(file: string, specifier: string, entries: Map<string, string>): string | undefined {
  if (entries.has(specifier)) return entries.get(specifier);
  return specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined;
}

/**
 * Resolves the exports of ES modules (Blueprint's `lib/esm`, the project's module indexes) to the modules that
 * define them, following `export * from`, `export { a as b } from` and re-exported imports; type-only exports
 * are left out. Parsed modules are cached.
 */
export function createExportResolver(entries: Map<string, string>) {
  const shapes = new Map<string, ModuleShape>();
  const shapeOf = (file: string) => {
    let shape = shapes.get(file);
    if (!shape) shapes.set(file, (shape = parseModule(file)));
    return shape;
  };

  function follow(file: string, from: string, name: string, seen: Set<string>): ExportSource | undefined {
    const target = resolveSpecifier(file, from, entries);
    if (!target) return undefined;
    return name === '*' ? { kind: 'namespace', file: target } : find(target, name, seen);
  }

  function find(file: string, name: string, seen: Set<string>): ExportSource | undefined {
    const key = `${file}#${name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const shape = shapeOf(file);
    const local = shape.local.get(name);
    if (local !== undefined) {
      const binding = shape.imported.get(local);
      return binding ? follow(file, binding.from, binding.name, seen) : { kind: 'named', file, name };
    }
    const reexport = shape.reexported.get(name);
    if (reexport) return follow(file, reexport.from, reexport.name, seen);
    for (const star of shape.stars) {
      const found = name === 'default' ? undefined : follow(file, star, name, seen);
      if (found) return found;
    }
    return undefined;
  }

  return {
    /** Where `name`, imported from `packageName`, is defined; undefined for type-only or unknown names. */
    resolve(packageName: string, name: string): ExportSource | undefined {
      const entry = entries.get(packageName);
      return entry ? find(entry, name, new Set()) : undefined;
    },
    /** Where `name`, imported from the module `file`, is defined; undefined for type-only or unknown names. */
    resolveIn(file: string, name: string): ExportSource | undefined {
      return find(file, name, new Set());
    },
  };
}
