import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';

/**
 * The browser loads the contract's zod schemas only through ./contractSchemas.ts, which first turns off zod's
 * compiled parsers (their `new Function` probe is a Content-Security-Policy violation in the browser). A module
 * importing `api/generated/zod.gen` directly could load it first and bring the violation back.
 */
const SRC = join(import.meta.dirname, '../..');

/** The modules an import or export statement (static or dynamic) of one source file names. */
function importedModules(source: string, file: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0]))
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const importsGeneratedZod = (source: string, file: string) => importedModules(source, file).some((name) => /(^|\/)api\/generated\/zod\.gen$|^\.\/zod\.gen$/.test(name));

describe('the contract schemas in the browser', () => {
  it('are imported through contractSchemas.ts only', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .map((path) => path.replaceAll('\\', '/'))
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith('api/generated/'));
    const importers = files.filter((file) => importsGeneratedZod(readFileSync(join(SRC, file), 'utf8'), file));
    expect(importers).toEqual(['lib/domain/contractSchemas.ts']);
  });

  it('the scanner sees static, re-exporting and dynamic imports', () => {
    expect(importsGeneratedZod("import { zEmail } from '../../api/generated/zod.gen';", 'a.ts')).toBe(true);
    expect(importsGeneratedZod("export { zEmail } from '../api/generated/zod.gen';", 'a.ts')).toBe(true);
    expect(importsGeneratedZod("const z = await import('../api/generated/zod.gen');", 'a.ts')).toBe(true);
    expect(importsGeneratedZod("// import { zEmail } from '../api/generated/zod.gen';", 'a.ts')).toBe(false);
  });

  it('turn off zod compiled parsers before the schemas load', async () => {
    const schemas = await import('./contractSchemas');
    expect(globalConfig.jitless).toBe(true);
    expect(schemas.zEmail.safeParse('composer@example.com').success).toBe(true);
  });
});
