import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';

/**
 * Critical CSS for a prerendered page (beasties): the rules its markup uses are inlined in one `<style>` in
 * `<head>`, so the first paint waits for no stylesheet; the full stylesheet still loads, without blocking that
 * paint and without JavaScript.
 *
 * The loading strategy is beasties' default one, chosen for the CSP (`script-src 'self'`, no inline script or
 * handler attribute): the `<link rel="stylesheet">` in `<head>` becomes `<link rel="preload" as="style">` (fetched
 * at once, at high priority, blocking nothing) and the stylesheet itself moves to the end of `<body>`, where it
 * blocks no content before it. Every other strategy (`media`/`swap`/`swap-high`/`js`, which use an `onload`
 * attribute or an inline script, and `media-script`, which needs a script hash) would be refused by the policy.
 * Module scripts wait for that stylesheet before they run, so the app hydrates with the whole CSS in place.
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
    // undefined: the default strategy (preload in <head>, stylesheet at the end of <body>), see above.
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
  const processed = (await beasties.process(html)).replace(/ data-beasties-container(?:="")?/g, '');
  if (fontFaces.length === 0) return processed;
  const fonts = fontFaces.join('');
  return processed.includes('<style>') ? processed.replace('<style>', `<style>${fonts}`) : processed.replace('</head>', `<style>${fonts}</style></head>`);
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The build's own stylesheets a page links (`/assets/...css`), as paths inside the output folder. */
function linkedStylesheets(html: string): string[] {
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  return links
    .filter((link) => /\brel="stylesheet"/.test(link) && !/data-beasties-skip/.test(link))
    .map((link) => /\bhref="\/([^"?#]+\.css)"/.exec(link)?.[1])
    .filter((href): href is string => href !== undefined && !href.includes('..'));
}
