import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributesSelectedBy, createCriticalStyles, inlineCriticalCss, markupKinds, type SelectedAttributes } from './criticalCss';

/**
 * Critical CSS on a small page and stylesheet: what the markup uses is inlined, the rest is not, the full
 * stylesheet is named for the boot script to link after the first paint (fetched by nothing before it), and
 * nothing needs an inline script or handler (the CSP has `script-src 'self'`).
 */

const CSS = [
  '@font-face{font-family:DM Sans;font-style:normal;font-display:swap;font-weight:400;src:url("/assets/dm-sans-latin-400-AAAA1111.woff2") format("woff2");unicode-range:U+0000-00FF}',
  '@font-face{font-family:DM Sans;font-style:normal;font-display:swap;font-weight:400;src:url("/assets/dm-sans-latin-ext-400-BBBB2222.woff2") format("woff2");unicode-range:U+0100-02BA}',
  ':root{--app-font-body:"DM Sans",sans-serif}',
  'body{margin:0;font-family:var(--app-font-body)}',
  '.page-header{display:flex;height:64px}',
  '.cover-row img{width:160px;height:160px}',
  '.dialog-only{position:fixed;inset:0}',
  '@media (prefers-color-scheme:dark){.page-header{background:#111}}',
  '@media (max-width:600px){.cover-row img{width:120px}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@keyframes unused{to{opacity:0}}',
  '.spinner{animation:spin 1s linear infinite}',
].join('');

const PAGE =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8" /><title>Cue</title>' +
  '<link rel="stylesheet" href="/assets/main-CSS12345.css" />' +
  '<script type="module" src="/assets/main-JS123456.js"></script></head>' +
  '<body><div id="root" data-route="/"><header class="page-header">홈</header><main><div class="cover-row"><img src="/a.png" alt="" /></div>' +
  '<span class="spinner"></span></main></div></body></html>';

describe('inlineCriticalCss', () => {
  let outdir: string;
  let html: string;
  beforeAll(async () => {
    outdir = await mkdtemp(join(tmpdir(), 'cue-critical-'));
    await mkdir(join(outdir, 'assets'));
    await writeFile(join(outdir, 'assets', 'main-CSS12345.css'), CSS);
    html = await inlineCriticalCss(PAGE, outdir);
  });
  afterAll(async () => {
    await rm(outdir, { recursive: true, force: true });
  });

  const inlined = () => {
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles, 'one inline <style>').toHaveLength(1);
    return styles[0]!;
  };

  it('inlines the rules the markup uses, in <head>, and leaves out the others', () => {
    const css = inlined();
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    for (const used of ['.page-header{', '.cover-row img{', 'body{', ':root{', 'prefers-color-scheme:dark', 'max-width:600px', '@keyframes spin', '.spinner{']) {
      expect(css, used).toContain(used);
    }
    for (const unused of ['.dialog-only', '@keyframes unused']) expect(css, unused).not.toContain(unused);
  });

  it('keeps every @font-face as written (font-display, subsets), preloading none', () => {
    const css = inlined();
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('font-display:swap');
    expect(css).toContain('unicode-range:U+0100-02BA');
    expect(css).toContain('/assets/dm-sans-latin-ext-400-BBBB2222.woff2');
    expect(html).not.toMatch(/as="font"/);
  });

  it('fetches nothing of the full stylesheet before the first paint: it is named for the boot script, and linked for a browser without scripts', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));
    expect(head).toContain('<meta name="app-style" content="/assets/main-CSS12345.css">');
    expect(head).toContain('<noscript><link rel="stylesheet" href="/assets/main-CSS12345.css"></noscript>');
    expect(html.match(/main-CSS12345\.css/g), 'named only by the meta tag and the <noscript> link').toHaveLength(2);
    expect(html).not.toMatch(/rel="preload"[^>]*as="style"/);
    expect(body).not.toContain('main-CSS12345.css');
    expect(html).not.toMatch(/media="print"/);
  });

  it('needs no inline script or handler attribute (CSP script-src self) and keeps the page itself', () => {
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![0]).toContain('src="/assets/main-JS123456.js"');
    expect(scripts[0]![1]).toBe('');
    expect([...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((match) => match[1])).toEqual(['<link rel="stylesheet" href="/assets/main-CSS12345.css">']);
    expect(html).not.toContain('beasties');
    expect(html).toContain('<div id="root" data-route="/"><header class="page-header">홈</header>');
    expect(html).toMatch(/^<!doctype html><html lang="ko">/i);
  });

  it('leaves a page without stylesheets as it was, but for its fonts', async () => {
    const plain = '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';
    const out = await inlineCriticalCss(plain, outdir);
    expect(out).not.toContain('<style');
    expect(out).toContain('<div id="root"></div>');
  });
});

/** A page's kinds of element, in order, to compare. */
const markupShape = (html: string, selected: SelectedAttributes) => [...markupKinds(html, selected)].sort();

describe('markupKinds', () => {
  const shape = (html: string) => markupShape(html, attributesSelectedBy('[dir=rtl] .a{} .b[aria-selected="true"]{} details[open]{}'));

  it('is the same for pages that differ in text, content and how many times a kind of element repeats', () => {
    const covers = (count: number, id: number) =>
      PAGE.replace(
        '<img src="/a.png" alt="" />',
        Array.from({ length: count }, (_, at) => `<img src="/${id}-${at}.png" alt="Cover ${at}" data-track-id="${id + at}" />`).join(''),
      );
    expect(shape(covers(4, 20).replace('홈', 'Home'))).toEqual(shape(covers(3, 6)));
  });

  it('differs when an element, a class, a tested attribute value, a position or emptiness differs', () => {
    for (const other of [
      PAGE.replace('<span class="spinner"></span>', ''),
      PAGE.replace('class="cover-row"', 'class="cover-row dialog-only"'),
      PAGE.replace('<main>', '<main aria-busy="true">'),
      PAGE.replace('<html lang="ko">', '<html lang="ko" dir="rtl">'),
      PAGE.replace('<main>', '<main><span class="spinner"></span>'),
      PAGE.replace('<span class="spinner"></span>', '<span class="spinner">…</span>'),
    ]) {
      expect(shape(other)).not.toEqual(shape(PAGE));
    }
  });

  it('reads the attributes a stylesheet tests from its selectors, and the values it compares', () => {
    const selected = attributesSelectedBy('[dir=rtl] .a{} .b[aria-selected="true"]{} details[open]{} a[class*="bp6-"]{} [data-k=\'x\' i]{}');
    expect(Object.fromEntries([...selected].map(([name, values]) => [name, values === 'any' ? values : [...values]]))).toEqual({
      dir: ['rtl'],
      'aria-selected': ['true'],
      open: [],
      class: 'any',
      'data-k': ['x'],
    });
  });

  it('writes alike the values of an attribute no selector tells apart', () => {
    const selected = attributesSelectedBy('[data-k="a"]{}');
    const page = (value: string) => PAGE.replace('<main>', `<main data-k="${value}">`);
    expect(markupShape(page('b'), selected)).toEqual(markupShape(page('c'), selected));
    expect(markupShape(page('a'), selected)).not.toEqual(markupShape(page('c'), selected));
  });
});

describe('createCriticalStyles', () => {
  let outdir: string;
  beforeAll(async () => {
    outdir = await mkdtemp(join(tmpdir(), 'cue-critical-'));
    await mkdir(join(outdir, 'assets'));
    await writeFile(join(outdir, 'assets', 'main-CSS12345.css'), CSS);
  });
  afterAll(async () => {
    await rm(outdir, { recursive: true, force: true });
  });

  const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

  it('gives a page of a shape already seen the same page as a fresh run would, with its own text', async () => {
    const inline = createCriticalStyles(outdir);
    await inline(PAGE);
    const other = PAGE.replace('홈', 'Home');
    const cached = await inline(other);
    expect(cached).toBe(await inlineCriticalCss(other, outdir));
    expect(cached).toContain('>Home</header>');
  });

  it('gives a page whose kinds of element are all in a page already styled the style of that page (fewer tracks, no dialog)', async () => {
    const inline = createCriticalStyles(outdir);
    const withDialog = PAGE.replace('홈</header>', '홈<div class="dialog-only"></div></header>');
    const richer = styleOf(await inline(withDialog));
    expect(richer).toContain('.dialog-only');
    // A fresh run for PAGE leaves the dialog's rule out; the kept style of the richer page is reused instead.
    expect(styleOf(await inlineCriticalCss(PAGE, outdir))).not.toContain('.dialog-only');
    expect(styleOf(await inline(PAGE))).toBe(richer);
    // Not the other way round: the dialog is not among PAGE's kinds.
    const poorerFirst = createCriticalStyles(outdir);
    await poorerFirst(PAGE);
    expect(styleOf(await poorerFirst(withDialog))).toBe(richer);
  });

  it('runs again for a new shape: the rules its new markup uses are inlined', async () => {
    const inline = createCriticalStyles(outdir);
    expect(styleOf(await inline(PAGE))).not.toContain('.dialog-only');
    const withDialog = PAGE.replace('</main>', '<div class="dialog-only"></div></main>');
    expect(styleOf(await inline(withDialog))).toContain('.dialog-only');
  });
});
