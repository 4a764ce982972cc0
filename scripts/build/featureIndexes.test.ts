import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const featuresDir = join(root, 'src/features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const withIndex = features.filter((feature) => existsSync(join(featuresDir, feature, 'index.ts')));

/** The statements of a feature's index.ts that are not `export { ... } from './...'`. */
function statementsOtherThanReexports(feature: string): string[] {
  const file = join(featuresDir, feature, 'index.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return source.statements
    .filter((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)))
    .map((statement) => statement.getText(source));
}

/** Every index.ts below src/ other than a feature's own and the generated client's. */
function nestedIndexes(): string[] {
  return (readdirSync(join(root, 'src'), { recursive: true }) as string[])
    .map((path) => path.split('\\').join('/'))
    .filter((path) => /(^|\/)index\.tsx?$/.test(path))
    .filter((path) => !/^features\/[^/]+\/index\.ts$/.test(path) && !path.startsWith('lib/api/generated/') && path !== 'app/styles/index.ts');
}

describe('feature indexes', () => {
  // The build imports each name of a feature index from its defining file (scripts/build/deepImportsPlugin.ts), so
  // an index may hold nothing but named re-exports: a side-effect import or code in it would be skipped.
  it.each(withIndex)('src/features/%s/index.ts only re-exports names', (feature) => {
    expect(statementsOtherThanReexports(feature)).toEqual([]);
  });

  it('exist for every feature but an entry of its own (the embed: main.tsx, which nothing imports)', () => {
    expect(features.filter((feature) => !withIndex.includes(feature) && !existsSync(join(featuresDir, feature, 'main.tsx')))).toEqual([]);
  });

  it('are the only index files of src/ (no barrels inside a feature or in src/lib)', () => {
    expect(nestedIndexes()).toEqual([]);
  });
});
