import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';
import { createKeptPromises } from './keptPromises';
import { classesOf, withoutUnmatchableRules } from './unmatchableRules';

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
  return withCriticalStyle(html, await criticalStyle(html, outdir));
}

/**
 * The inline style a page needs before its first paint: every `@font-face` of its stylesheets, then the rules its
 * markup uses (beasties; about 200 ms for a page of the app, most of it matching selectors against the markup).
 */
export async function criticalStyle(html: string, outdir: string): Promise<string> {
  const classes = classesOf(html);
  // Rules that name a class the page lacks are left out before beasties matches the rest (unmatchableRules.ts).
  class PageBeasties extends Beasties {
    override async readFile(filename: string): Promise<string> {
      return withoutUnmatchableRules(await super.readFile(filename), classes);
    }
  }
  const beasties = new PageBeasties({
    path: outdir,
    publicPath: '/',
    // undefined: the default strategy; only the `<style>` it writes is kept (`withCriticalStyle` places it).
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
  // Beasties adds one `<style>` of the rules; the page's own (left alone) are there before and after.
  const own = new Set(styleContents(html));
  const rules = styleContents(await beasties.process(html)).find((css) => !own.has(css)) ?? '';
  return `${fontFaces.join('')}${rules}`;
}

/**
 * The page with its critical style in place of the build's stylesheet links (the first link's place), and each
 * of those stylesheets named in `<head>` for the boot script (`appStyleTags`): nothing of the full CSS is fetched
 * before the first paint.
 */
export function withCriticalStyle(html: string, style: string): string {
  const hrefs = linkedStylesheets(html);
  if (hrefs.length === 0) return html;
  let placed = false;
  const withoutLinks = html.replace(/(\s*)(<link\b[^>]*>)/g, (whole, space: string, link: string) => {
    if (!isBuildStylesheet(link)) return whole;
    if (placed || style === '') return '';
    placed = true;
    return `${space}<style>${style}</style>`;
  });
  return withoutLinks.replace('</head>', () => `${hrefs.map((href) => appStyleTags(`/${href}`)).join('')}</head>`);
}

/**
 * Critical styles of pages rendered at request time (mocks/server/livePages.ts), kept with the kinds of element of
 * the page each was made for (`markupKinds`): a page whose kinds are all among those of a page already styled (its
 * data changed: a count, a name; another musician with fewer tracks, cards in another order) reuses that page's style
 * instead of running beasties again (~45 ms). The style then holds every rule the page uses, and maybe some it does
 * not, which match nothing. At most `size` styles, the least recently used dropped first.
 */
export function createCriticalStyles(outdir: string, size = 256) {
  /** The styles made, the most recently used first. */
  const made: Array<{ kinds: ReadonlySet<string>; style: Promise<string> }> = [];
  const selectedOf = createKeptPromises<SelectedAttributes>(16);
  const selectedAttributes = (hrefs: string[]) =>
    selectedOf(hrefs.join(' '), async () => {
      const sheets = await Promise.all(hrefs.map((href) => readFile(join(outdir, href), 'utf8').catch(() => '')));
      return attributesSelectedBy(sheets.join('\n'));
    });
  return async function inline(html: string): Promise<string> {
    const kinds = markupKinds(html, await selectedAttributes(linkedStylesheets(html)));
    const at = made.findIndex((entry) => isSubsetOf(kinds, entry.kinds));
    const entry = at >= 0 ? made.splice(at, 1)[0]! : { kinds, style: criticalStyle(html, outdir) };
    made.unshift(entry);
    if (made.length > size) made.length = size;
    try {
      return withCriticalStyle(html, await entry.style);
    } catch (error) {
      // A failed run is not kept: the next page of its kinds tries again.
      const failed = made.indexOf(entry);
      if (failed >= 0) made.splice(failed, 1);
      throw error;
    }
  };
}

function isSubsetOf(kinds: ReadonlySet<string>, of: ReadonlySet<string>): boolean {
  if (kinds.size > of.size) return false;
  for (const kind of kinds) if (!of.has(kind)) return false;
  return true;
}

/**
 * What a stylesheet's selectors test of each attribute (name in lower case): the values they compare it with
 * (`[dir=rtl]`), or `'any'` when one compares a part of it (`[class*="bp6-"]`, `[lang|=en]`); presence alone
 * (`[open]`) tests no value.
 */
export type SelectedAttributes = ReadonlyMap<string, ReadonlySet<string> | 'any'>;

export function attributesSelectedBy(css: string): SelectedAttributes {
  const selected = new Map<string, Set<string> | 'any'>();
  for (const [, rawName, operator, ...quoted] of css.matchAll(/\[\s*([a-zA-Z_][-\w]*)\s*(?:([~|^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]+)))?[^\]]*\]/g)) {
    const name = rawName!.toLowerCase();
    const values = selected.get(name) ?? new Set<string>();
    if (values === 'any' || operator === undefined) {
      selected.set(name, values);
      continue;
    }
    if (operator === '=') values.add(quoted.find((value) => value !== undefined) ?? '');
    selected.set(name, operator === '=' ? values : 'any');
  }
  return selected;
}

/** Two values of one attribute the stylesheets cannot tell apart are written the same. */
function selectedValue(selected: SelectedAttributes, name: string, value: string | undefined): string {
  const tested = selected.get(name);
  if (tested === undefined) return name;
  if (tested === 'any' || tested.has(value ?? '')) return `${name}=${value ?? ''}`;
  return `${name}=*`;
}

/** Elements that have no end tag. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

interface OpenElement {
  token: string;
  children: number;
  /** Whether text was written in it (then it is not `:empty`). */
  text: boolean;
  lastChild?: string;
}

/**
 * What a stylesheet's selectors can see of a page: each kind of element (its tag, classes, the values of the
 * attributes the stylesheets test as far as they tell them apart (`selected`; other attributes by presence only),
 * with its parent's kind, the kind of the sibling before it, and whether it is the first, the last or an empty child),
 * as text. Text, links, pictures and how many times a kind repeats are left out, so pages whose data differs (names,
 * counts, another musician with other tracks) have the same kinds, and need the same critical rules. The positions
 * `:nth-child()` counts are not kept (the app's stylesheets use it in 4 rules); such a rule missing from a page's
 * critical style applies once the full stylesheets load, right after the first paint.
 */
export function markupKinds(html: string, selected: SelectedAttributes): ReadonlySet<string> {
  const kinds = new Set<string>();
  const root: OpenElement = { token: '', children: 0, text: false };
  let textFrom = 0;
  const stack: OpenElement[] = [root];
  const close = (element: OpenElement) => {
    if (element.lastChild !== undefined) kinds.add(`${element.token} > ${element.lastChild}:last`);
  };
  for (const { 0: tag, 1: end, 2: tagName, 3: attributes, index } of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (index > textFrom) stack.at(-1)!.text = true;
    textFrom = index + tag.length;
    const name = tagName!.toLowerCase();
    if (end) {
      const at = stack.findLastIndex((element) => element.token.startsWith(`${name}[`));
      if (at <= 0) continue;
      for (const element of stack.splice(at)) {
        if (element.children === 0 && !element.text) kinds.add(`${element.token}:empty`);
        close(element);
      }
      continue;
    }
    const parts = [...attributes!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, attribute, value]) => {
      const lower = attribute!.toLowerCase();
      if (lower === 'class') return `.${(value ?? '').split(/\s+/).filter(Boolean).sort().join('.')}`;
      return selectedValue(selected, lower, value);
    });
    const token = `${name}[${parts.sort().join(' ')}]`;
    const parent = stack.at(-1)!;
    kinds.add(`${parent.token} > ${token}${parent.children === 0 ? ':first' : ` + after ${parent.lastChild}`}`);
    parent.children += 1;
    parent.lastChild = token;
    if (!VOID_ELEMENTS.has(name) && !attributes!.endsWith('/')) stack.push({ token, children: 0, text: false });
  }
  for (const element of stack.reverse()) close(element);
  return kinds;
}

const styleContents = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** A full stylesheet the page's script links once the page has painted (src/boot.ts), and its link without scripts. */
export function appStyleTags(href: string): string {
  return `<meta name="app-style" content="${href}"><noscript><link rel="stylesheet" href="${href}"></noscript>`;
}

/** The build's own stylesheets a page links (`/assets/...css`), as paths inside the output folder. */
function linkedStylesheets(html: string): string[] {
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  return links.filter(isBuildStylesheet).map((link) => buildStylesheetHref(link)!);
}

const buildStylesheetHref = (link: string) => /\bhref="\/([^"?#]+\.css)"/.exec(link)?.[1];

/** A `<link rel="stylesheet">` of one of the build's own files (not one marked `data-beasties-skip`). */
function isBuildStylesheet(link: string): boolean {
  const href = buildStylesheetHref(link);
  return /\brel="stylesheet"/.test(link) && !/data-beasties-skip/.test(link) && href !== undefined && !href.includes('..');
}
