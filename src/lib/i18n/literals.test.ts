import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a user can see comes from the translation files (src/lib/i18n/locales), never from a literal in a
 * component. This check parses every `src/**\/*.tsx` (tests and generated code aside) with the TypeScript
 * compiler and fails on:
 * - JSX text containing letters (Latin or Hangul): `<p>Hello</p>`, `<p>안녕</p>`;
 * - string literals, with letters, given as JSX children (`{'Hello'}`) or to the attributes below
 *   (`title="Close"`, `aria-label={'닫기'}`, `label={ok ? 'Yes' : t('no')}`, template literals).
 * Expressions are fine: `{t('key')}`, `{brand.wordmark}`, `{user.email}`. Texts without letters (`·`, `/`,
 * `010-0000-0000`) are not words to translate.
 */

const SRC = join(import.meta.dirname, '../..');
const PROJECT = join(SRC, '..');

/** Attributes whose value is shown or read out to the user (DOM, ARIA, and Blueprint props). */
const USER_VISIBLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'title',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'alt',
  'label',
  'text',
  'helperText',
  'labelInfo',
  'subLabel',
  'subtitle',
  'description',
  'content',
  'message',
  'confirmButtonText',
  'cancelButtonText',
]);

/**
 * Literals that may stay, each with its reason. Prefer a locale entry even for words that read the same
 * in both languages ("FAQ"): a translator may still want to change them. An entry no file needs any more
 * fails the check, so the list cannot silently grow stale.
 */
const ALLOWED: ReadonlyArray<{ file: string; text: string; reason: string }> = [];

/** Latin letters and Hangul (syllables, jamo, compatibility jamo). */
const LETTERS = /[A-Za-z\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uAC00-\uD7AF\uD7B0-\uD7FF]/;
/** HTML character references in JSX text (`&nbsp;`, `&#169;`) are not words. */
const CHARACTER_REFERENCE = /&(?:[A-Za-z]+|#\d+|#x[\dA-Fa-f]+);/g;

interface Finding {
  file: string;
  line: number;
  /** Where the text is: `JSX text`, `JSX child` or the attribute's name. */
  where: string;
  text: string;
}

const hasLetters = (text: string) => LETTERS.test(text.replace(CHARACTER_REFERENCE, ''));

const TEXT_OPERATORS = new Set([ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.PlusToken]);

/** The literal texts an expression can evaluate to (not looking into calls such as `t('key')`). */
function literalTexts(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
  }
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) {
    return literalTexts(expression.expression);
  }
  if (ts.isConditionalExpression(expression)) return [...literalTexts(expression.whenTrue), ...literalTexts(expression.whenFalse)];
  if (ts.isBinaryExpression(expression) && TEXT_OPERATORS.has(expression.operatorToken.kind)) {
    return [...literalTexts(expression.left), ...literalTexts(expression.right)];
  }
  return [];
}

/** The user-visible literals of one source file. */
function findLiterals(source: string, file = 'sample.tsx'): Finding[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, where: string, text: string) => {
    if (!hasLetters(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    findings.push({ file, line: line + 1, where, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, 'JSX text', node.text);
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sourceFile);
      if (USER_VISIBLE_ATTRIBUTES.has(name) && node.initializer) {
        const { initializer } = node;
        if (ts.isStringLiteral(initializer)) report(initializer, name, initializer.text);
        else if (ts.isJsxExpression(initializer) && initializer.expression) {
          for (const text of literalTexts(initializer.expression)) report(initializer, name, text);
        }
      }
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of literalTexts(node.expression)) report(node, 'JSX child', text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

/** The components to check: every .tsx under src/, without tests and generated code. */
function componentFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((path) => path.replaceAll('\\', '/'))
    .filter((path) => path.endsWith('.tsx') && !/\.test\.tsx$/.test(path) && !path.startsWith('api/generated/'))
    .map((path) => `src/${path}`)
    .sort();
}

const isAllowed = (finding: Finding) => ALLOWED.some((entry) => entry.file === finding.file && entry.text === finding.text);
const describeFinding = (finding: Finding) => `${finding.file}:${finding.line} ${finding.where}: "${finding.text}"`;

describe('the literal-string scanner', () => {
  it('catches JSX text in Latin letters and in Hangul', () => {
    const source = `export const A = () => <div><h1>Welcome</h1><p>환영합니다</p></div>;`;
    expect(findLiterals(source).map(({ where, text, line }) => ({ where, text, line }))).toEqual([
      { where: 'JSX text', text: 'Welcome', line: 1 },
      { where: 'JSX text', text: '환영합니다', line: 1 },
    ]);
  });

  it('catches literals in user-visible attributes, plain, in braces, in templates and in branches', () => {
    const source = [
      'export const A = ({ ok }: { ok: boolean }) => (',
      '  <>',
      '    <button title="Close" aria-label={"닫기"} />',
      '    <img alt={`Cover of ${name}`} />',
      "    <FormGroup label={ok ? 'Yes' : t('no')} helperText={hint ?? 'Optional'} />",
      "    <Button text='Save' />",
      '  </>',
      ');',
    ].join('\n');
    expect(findLiterals(source).map(({ where, text, line }) => `${line} ${where} ${text}`)).toEqual([
      '3 title Close',
      '3 aria-label 닫기',
      '4 alt Cover of',
      '5 label Yes',
      '5 helperText Optional',
      '6 text Save',
    ]);
  });

  it('catches string literals given as JSX children', () => {
    const source = `export const A = ({ busy }: { busy: boolean }) => <p>{busy ? 'Loading' : t('done')}{' '}{"준비"}</p>;`;
    expect(findLiterals(source).map((finding) => finding.text)).toEqual(['Loading', '준비']);
  });

  it('lets translations, brand values, data, punctuation, numbers and other attributes through', () => {
    const source = [
      "import { brand } from '../config/brand';",
      'export const A = ({ user }: { user: { email: string } }) => (',
      '  <section className="app-card" id="intro" data-testid="intro" role="region" aria-label={t(\'intro.label\')}>',
      "    <h1 title={t('title')}>{brand.wordmark}</h1>",
      '    <p>{user.email} · {2025} &nbsp; / &copy;</p>',
      '    <input placeholder="010-0000-0000" type="tel" />',
      '    <a href="/faq" target="_blank">{t(`nav:board.faq`)}</a>',
      '  </section>',
      ');',
    ].join('\n');
    expect(findLiterals(source)).toEqual([]);
  });
});

describe('user-visible texts come from the translation files', () => {
  const files = componentFiles();
  const findings = files.flatMap((file) => findLiterals(readFileSync(join(PROJECT, file), 'utf8'), file));

  it('scans the app components (so the check cannot pass by finding nothing)', () => {
    expect(files).toContain('src/main.tsx');
    expect(files).toContain('src/app/App.tsx');
    expect(files.some((file) => file.startsWith('src/lib/api/generated/') || file.endsWith('.test.tsx'))).toBe(false);
  });

  it.each(files)('%s has no literal user-visible text', (file) => {
    const found = findings.filter((finding) => finding.file === file && !isAllowed(finding)).map(describeFinding);
    expect(found, 'move these texts to src/lib/i18n/locales/{ko,en}/*.json and use t()').toEqual([]);
  });

  it('has no allowlist entry that is no longer needed', () => {
    const unused = ALLOWED.filter((entry) => !findings.some((finding) => finding.file === entry.file && finding.text === entry.text));
    expect(unused.map((entry) => `${entry.file}: "${entry.text}"`)).toEqual([]);
    for (const entry of ALLOWED) expect(entry.reason.trim(), `${entry.file}: give a reason`).not.toBe('');
  });
});
