import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenBecause, headingAnchor, relativeLinks } from './markdownLinks';

const root = resolve(import.meta.dirname, '../..');
const markdownFiles = [
  join(root, 'README.md'),
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name)),
];

describe('the README and docs/', () => {
  it('link only to files, folders and headings that exist', () => {
    const links = markdownFiles.flatMap((file) => relativeLinks(file, readFileSync(file, 'utf8')));
    expect(links.length).toBeGreaterThan(30);
    const broken = links.flatMap((link) => {
      const reason = brokenBecause(link);
      return reason ? [`${relative(root, link.file)}:${link.line} ${reason}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('README fits on a screen or two (about 150 lines): the rest lives in docs/', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(150);
  });
});

describe('markdown links', () => {
  const file = join(root, 'docs', 'x.md');

  it('finds relative links and images outside code, and leaves addresses of other sites alone', () => {
    const text = ['[a](product.md) ![b](screens/a.jpg "t") [c](https://example.com) [d](mailto:x@y.z)', '```', '[e](gone.md)', '```', '`[f](gone.md)` [g](#top)'].join(
      '\n',
    );
    expect(relativeLinks(file, text).map((link) => [link.line, link.target])).toEqual([
      [1, 'product.md'],
      [1, 'screens/a.jpg'],
      [5, '#top'],
    ]);
  });

  it('says why a link is broken: a missing file, or a heading its file lacks', () => {
    expect(brokenBecause({ file, line: 1, target: 'product.md#2-screens-and-routes' })).toBeUndefined();
    expect(brokenBecause({ file, line: 1, target: 'decisions/' })).toBeUndefined();
    expect(brokenBecause({ file, line: 1, target: 'nowhere.md' })).toMatch(/no such file/);
    expect(brokenBecause({ file, line: 1, target: 'product.md#nowhere' })).toMatch(/no heading #nowhere/);
  });

  it("makes GitHub's heading anchors", () => {
    expect(headingAnchor('Mock control (mock only, not part of the contract)')).toBe('mock-control-mock-only-not-part-of-the-contract');
    expect(headingAnchor('`npm start`: the local server')).toBe('npm-start-the-local-server');
    expect(headingAnchor('2. Screens and routes')).toBe('2-screens-and-routes');
  });
});
