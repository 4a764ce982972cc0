import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';

/**
 * Critical CSS for a prerendered page (beasties): the rules its markup uses are inlined in one `<style>` in
 * `<head>`, so the first paint waits for no stylesheet; the full stylesheets are asked for only once the page
 * has painted, by the page's one script.
 *
 * The CSP (`script-src 'self'`, no inline script or handler attribute) refuses beasties' own non-blocking
 * strategies (`media`/`swap`/`swap-high`/`js` use an `onload` attribute or an inline script, `media-script` a
 * script hash). Its default one (a `<link rel="preload" as="style">` in `<head>`, the stylesheet at the end of
 * `<body>`) still fetched 46 KB at the highest priority before the first paint, on a phone's slow link in
 * competition with the first row of covers. So each full stylesheet is named instead (`appStyleTags`): a
 * `<meta name="app-style">` that the boot script (src/boot.ts) turns into a `<link rel="stylesheet">` after
 * the first paint, waiting for it before the app starts (the app hydrates with the whole CSS in place), and a
 * `<noscript>` link for a browser without scripts.
 *
 * Fonts are left as they are: every `@font-face` rule of the linked stylesheets is inlined unchanged
 * (`font-display: swap`, unicode-range subsets as written; the browser still fetches only the subsets the page's
 * text uses, when it uses them), none is preloaded. Beasties cannot pick the used faces itself here: the app
 * names its families through custom properties (`--app-font-body`), which it does not read. The full stylesheet is not pruned (its hashed name stays true to its bytes).
 * The local server allows the inline `<style>` by its hash (`mocks/server/inlineStyleHashes.ts`).
 */
export async function inlineCriticalCss(html: string, outdir: string): Promise<string> {
  const beasties = new Beasties({
    path: outdir,
    publicPath: '/',
    // undefined: the default strategy (preload in <head>, stylesheet at the end of <body>), rewritten by
    // deferStylesheets, see above.
    preload: undefined,
    noscriptFallback: false,
    fonts: false, // every @font-face is added below, unchanged
    pruneSource: false,
    mergeStylesheets: true,
    // Only the stylesheets the build links; a <style> someone wrote into the page is left alone.
    reduceInlineStyles: false,
    compress: true,
    keyframes: 'critical',
    logLevel: 'warn',
  });
  const fontFaces = (await Promise.all(linkedStylesheets(html).map((href) => readFile(join(outdir, href), 'utf8').catch(() => '')))).flatMap(
    (css) => css.match(FONT_FACE) ?? [],
  );
  const processed = deferStylesheets((await beasties.process(html)).replace(/ data-beasties-container(?:="")?/g, ''));
  if (fontFaces.length === 0) return processed;
  const fonts = fontFaces.join('');
  return processed.includes('<style>') ? processed.replace('<style>', `<style>${fonts}`) : processed.replace('</head>', `<style>${fonts}</style></head>`);
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** A full stylesheet the page's script links once the page has painted (src/boot.ts), and its link without scripts. */
export function appStyleTags(href: string): string {
  return `<meta name="app-style" content="${href}"><noscript><link rel="stylesheet" href="${href}"></noscript>`;
}

/**
 * Beasties' preload-and-link of each full stylesheet becomes `appStyleTags` in `<head>`: nothing of the full CSS is
 * fetched before the first paint.
 */
function deferStylesheets(html: string): string {
  const deferred: string[] = [];
  const withoutLinks = html
    .replace(/\s*<link rel="preload" href="(\/[^"]+\.css)" as="style">/g, '')
    .replace(/\s*<link rel="stylesheet" href="(\/[^"]+\.css)">/g, (link, href: string, offset: number, whole: string) => {
      // Only the links beasties moved to <body>; one in <head> is a page's own and stays.
      if (offset < whole.indexOf('</head>')) return link;
      deferred.push(href);
      return '';
    });
  if (deferred.length === 0) return html;
  return withoutLinks.replace('</head>', () => `${deferred.map(appStyleTags).join('')}</head>`);
}

/** The build's own stylesheets a page links (`/assets/...css`), as paths inside the output folder. */
function linkedStylesheets(html: string): string[] {
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  return links
    .filter((link) => /\brel="stylesheet"/.test(link) && !/data-beasties-skip/.test(link))
    .map((link) => /\bhref="\/([^"?#]+\.css)"/.exec(link)?.[1])
    .filter((href): href is string => href !== undefined && !href.includes('..'));
}
