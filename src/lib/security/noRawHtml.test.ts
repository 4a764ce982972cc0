import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The app never turns text into markup or code: every text (notices, names, titles) reaches the page through
 * React's text nodes, and the Content-Security-Policy refuses inline scripts and eval besides. This check
 * parses every shipped source file under src/ (tests aside, generated code included) with the TypeScript
 * compiler and fails on:
 * - `dangerouslySetInnerHTML`, as a JSX attribute or as a property of an object (props built by hand);
 * - writing `innerHTML` or `outerHTML` (`=`, `+=`, also as `el['innerHTML']`);
 * - calling `insertAdjacentHTML`, `document.write`/`writeln`, `createContextualFragment`;
 * - `eval(...)`, `new Function(...)`/`Function(...)`, and `setTimeout`/`setInterval` given a string.
 * Reading `innerHTML`, and these words in comments or strings, are not findings: the syntax tree tells them apart.
 */

const SRC = join(import.meta.dirname, '../..');
const PROJECT = join(SRC, '..');

interface Finding {
  file: string;
  line: number;
  what: string;
}

const HTML_PROPERTIES = new Set(['innerHTML', 'outerHTML']);
const HTML_METHODS = new Set(['insertAdjacentHTML', 'createContextualFragment']);
const DOCUMENT_WRITES = new Set(['write', 'writeln']);
const CODE_FROM_STRING = new Set(['eval', 'Function']);
const TIMERS = new Set(['setTimeout', 'setInterval']);
const ASSIGNMENTS = new Set([ts.SyntaxKind.EqualsToken, ts.SyntaxKind.PlusEqualsToken, ts.SyntaxKind.QuestionQuestionEqualsToken, ts.SyntaxKind.BarBarEqualsToken]);

/** The property name of `a.b` or `a['b']`, else undefined. */
function memberName(node: ts.Node): string | undefined {
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) return node.argumentExpression.text;
  return undefined;
}

/** `eval`, `window.eval`, `globalThis.Function`...: the name called, when it is a global of that name. */
function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  const name = memberName(expression);
  const target = ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression) ? expression.expression : undefined;
  if (name && target && ts.isIdentifier(target) && ['window', 'globalThis', 'self'].includes(target.text)) return name;
  return undefined;
}

const isStringArgument = (node: ts.Expression | undefined) =>
  node !== undefined &&
  (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node) || (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken));

/** Every place one source file turns text into markup or code. */
export function findRawHtml(source: string, file = 'sample.tsx'): Finding[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const findings: Finding[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    findings.push({ file, line: line + 1, what });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.name.getText(sourceFile) === 'dangerouslySetInnerHTML') {
      report(node, 'dangerouslySetInnerHTML');
    } else if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      node.name.getText(sourceFile).replace(/['"]/g, '') === 'dangerouslySetInnerHTML'
    ) {
      report(node, 'dangerouslySetInnerHTML');
    } else if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) {
      const name = memberName(node.left);
      if (name && HTML_PROPERTIES.has(name)) report(node, `${name} =`);
    } else if (ts.isCallExpression(node)) {
      const method = memberName(node.expression);
      const target = ts.isPropertyAccessExpression(node.expression) || ts.isElementAccessExpression(node.expression) ? node.expression.expression : undefined;
      const callee = calleeName(node.expression);
      if (method && HTML_METHODS.has(method)) report(node, method);
      else if (method && DOCUMENT_WRITES.has(method) && target && /(^|\.)document$/.test(target.getText(sourceFile))) report(node, `document.${method}`);
      else if (callee && CODE_FROM_STRING.has(callee)) report(node, `${callee}(`);
      else if (callee && TIMERS.has(callee) && isStringArgument(node.arguments[0])) report(node, `${callee} with a string`);
    } else if (ts.isNewExpression(node)) {
      const callee = calleeName(node.expression);
      if (callee === 'Function') report(node, 'new Function');
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

/** Every shipped source file: .ts and .tsx under src/, without tests. */
function shippedFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((path) => path.replaceAll('\\', '/'))
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith('.d.ts'))
    .map((path) => `src/${path}`)
    .sort();
}

describe('the raw-HTML scanner', () => {
  it('catches every way of writing markup or code from text', () => {
    const source = [
      'export const A = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;', // 1
      "const props = { dangerouslySetInnerHTML: { __html: '<b>x</b>' } };", // 2
      'element.innerHTML = notice.body;', // 3
      "element['outerHTML'] += '<i>';", // 4
      "element.insertAdjacentHTML('beforeend', body);", // 5
      'document.write(body);', // 6
      'window.document.writeln(body);', // 7
      'eval(code);', // 8
      'const run = new Function("a", code);', // 9
      'globalThis.eval(code);', // 10
      "setTimeout('alert(1)', 10);", // 11
      'range.createContextualFragment(body);', // 12
      'window.Function(code)();', // 13
    ].join('\n');
    expect(findRawHtml(source).map(({ line, what }) => `${line} ${what}`)).toEqual([
      '1 dangerouslySetInnerHTML',
      '2 dangerouslySetInnerHTML',
      '3 innerHTML =',
      '4 outerHTML =',
      '5 insertAdjacentHTML',
      '6 document.write',
      '7 document.writeln',
      '8 eval(',
      '9 new Function',
      '10 eval(',
      '11 setTimeout with a string',
      '12 createContextualFragment',
      '13 Function(',
    ]);
  });

  it('is not fooled by comments, strings, reads or look-alike names', () => {
    const source = [
      '// element.innerHTML = body; eval(code); <div dangerouslySetInnerHTML={{ __html: x }} />',
      '/* document.write(body); new Function(code) */',
      "const hint = 'never use innerHTML = or eval( here';",
      'const markup = element.innerHTML;',
      'const same = element.innerHTML === other;',
      'export const A = () => <p title="dangerouslySetInnerHTML">{text}</p>;',
      'logger.write(line);',
      'stream.write(chunk);',
      'const evaluate = (x: number) => x;',
      'evaluate(1);',
      'setTimeout(() => tick(), 10);',
      'schema.eval;',
    ].join('\n');
    expect(findRawHtml(source)).toEqual([]);
  });
});

describe('no text becomes markup or code in the app', () => {
  const files = shippedFiles();

  it('scans the app, generated client included (so the check cannot pass by finding nothing)', () => {
    expect(files).toContain('src/main.tsx');
    expect(files).toContain('src/app/App.tsx');
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.startsWith('src/lib/api/generated/'))).toBe(true);
    expect(files.some((file) => file.includes('.test.'))).toBe(false);
  });

  it('finds no dangerouslySetInnerHTML, innerHTML/outerHTML writes, insertAdjacentHTML, document.write, eval or new Function', () => {
    const findings = files.flatMap((file) => findRawHtml(readFileSync(join(PROJECT, file), 'utf8'), file));
    expect(findings.map(({ file, line, what }) => `${file}:${line} ${what}`)).toEqual([]);
  });
});
