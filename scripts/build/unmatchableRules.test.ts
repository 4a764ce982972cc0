import { describe, expect, it } from 'vitest';
import { classesOf, withoutUnmatchableRules } from './unmatchableRules';

const classes = new Set(['page-header', 'cover-row', 'bp6-button']);

describe('withoutUnmatchableRules', () => {
  it('drops a rule only when each of its selectors names a class the page lacks', () => {
    const css = '.page-header{a:1}.dialog-only{b:2}.dialog-only,.cover-row img{c:3}.bp6-dialog .bp6-button{d:4}body{e:5}';
    expect(withoutUnmatchableRules(css, classes)).toBe('.page-header{a:1}.dialog-only,.cover-row img{c:3}body{e:5}');
  });

  it('does not require the classes inside :not(), :is() or an attribute selector, nor an escaped name', () => {
    const css = '.bp6-button:not(.bp6-minimal){a:1}:is(.x,.y) .cover-row{b:2}[class*=".bp6-intent"]{c:3}.md\\:flex{d:4}';
    expect(withoutUnmatchableRules(css, classes)).toBe(css);
  });

  it('prunes inside @media and @supports, drops them when empty, and keeps @font-face, @keyframes and statements', () => {
    const css =
      '@charset "utf-8";@media (max-width:600px){.cover-row img{w:1}.dialog-only{w:2}}@media print{.dialog-only{x:1}}' +
      '@font-face{font-family:A;src:url("a{b}.woff2")}@keyframes spin{to{transform:rotate(1turn)}}@supports (display:grid){.gone{g:1}}';
    expect(withoutUnmatchableRules(css, classes)).toBe(
      '@charset "utf-8";@media (max-width:600px){.cover-row img{w:1}}@font-face{font-family:A;src:url("a{b}.woff2")}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('skips comments and keeps what it cannot read whole', () => {
    expect(withoutUnmatchableRules('/* a { } */.dialog-only{a:1} .page-header{b:2}', classes)).toBe('.page-header{b:2}');
    expect(withoutUnmatchableRules('.page-header{b:2}.broken{', classes)).toBe('.page-header{b:2}.broken{');
  });
});

describe('classesOf', () => {
  it('reads every class of the markup', () => {
    expect([...classesOf('<div class="a  b"><span className="c"></span><p class=""></p></div>')]).toEqual(['a', 'b', 'c']);
  });
});
