/**
 * One prerendered page's HTML from the app shell and a render of the server entry (src/app/ssr/prerender.tsx): used
 * by the build for every route, and by `npm start`'s server for a page it renders at request time
 * (mocks/server/livePages.ts), so both write the same page.
 */
import { createHash } from 'node:crypto';
import type { Language } from '../../src/lib/i18n/languages';
import type { Namespace } from '../../src/lib/i18n/namespaces';
import type { RuntimeConfig } from '../../src/lib/config/runtimeConfig';
import type { PrerenderedPage } from '../../src/app/ssr/prerender';

/** JSON safe inside `<script type="application/json">` (no `</script>`, no `<!--`). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What the browser needs before hydrating: the namespaces shown, the router's state, the moved styles. */
export interface PrerenderData {
  namespaces: Namespace[];
  hydrationData: PrerenderedPage['hydrationData'];
  /** The query string rendered with: always none. */
  search: string;
  /** The moved styles of the page, by key. */
  styles: Record<string, string>;
}

/** An HTML attribute's or text's value with React's entity escapes undone. */
export const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The key of a moved style: the first 8 characters of its SHA-256, base64url (the same style, the same key). */
export const styleKey = (style: string) => createHash('sha256').update(style).digest('base64url').slice(0, 8);

/**
 * The CSP forbids `style` attributes in HTML (no `unsafe-inline`): React's style props are moved to
 * `data-ssr-style="<key>"`, shown at first paint by attribute rules in a stylesheet file (`ssrStylesCss`) and
 * put back through the CSSOM by the browser before hydrating (src/app/prerendered.ts), which drops the marker.
 */
export function moveInlineStyles(html: string): { html: string; styles: Record<string, string> } {
  const styles: Record<string, string> = {};
  const moved = html.replace(/ style="([^"]*)"/g, (_, value: string) => {
    const style = unescapeAttribute(value);
    const key = styleKey(style);
    styles[key] = style;
    return ` data-ssr-style="${key}"`;
  });
  return { html: moved, styles };
}

/** One rule per moved style, `!important` as an inline style would win over the stylesheets. */
export function ssrStylesCss(styles: Record<string, string>): string {
  const important = (style: string) =>
    style
      .split(';')
      .filter((declaration) => declaration.trim())
      .map((declaration) => `${declaration.trim()}!important`)
      .join(';');
  return Object.entries(styles)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, style]) => `[data-ssr-style="${key}"]{${important(style)}}`)
    .join('\n');
}

/**
 * `<link rel="preload" as="image">` for each `<picture>` whose image is fetched at high priority (a gallery's first
 * row), offering its first source (AVIF): put first in `<head>`, these images are asked for before the page's
 * scripts, which would otherwise hold the few connections of HTTP/1.1. React preloads a lone `<img>` itself, never
 * one inside a `<picture>` (it cannot know which source the browser takes).
 */
export function highPriorityImagePreloads(html: string): string {
  // React writes some attribute names in camel case (`srcSet`, `fetchPriority`); HTML does not mind.
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const links: string[] = [];
  for (const [, inner] of html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/gi)) {
    if (!/<img\b[^>]*\sfetchpriority="high"/i.test(inner!)) continue;
    const source = /<source\b[^>]*>/i.exec(inner!)?.[0];
    const srcset = source && attribute(source, 'srcset');
    if (!source || !srcset) continue;
    const type = attribute(source, 'type');
    const sizes = attribute(source, 'sizes');
    links.push(`<link rel="preload" as="image"${type ? ` type="${type}"` : ''} imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high" />`);
  }
  return links.map((link) => `\n    ${link}`).join('');
}

/**
 * The app shell (built index.html) filled with one prerendered page (its styles already moved). The page's
 * high-priority pictures are preloaded first in `<head>`. Replacements go through functions: a page's text may
 * hold `$&` and the like, which a replacement string would expand. `search`: the address's query the page was
 * rendered for (a page rendered at request time; the browser hydrates it only at that address).
 */
export function pageHtml(
  shell: string,
  input: { route: string; language: Language; page: PrerenderedPage; styles: Record<string, string>; head?: string; search?: string },
): string {
  const data: PrerenderData = { namespaces: input.page.namespaces, hydrationData: input.page.hydrationData, search: input.search ?? '', styles: input.styles };
  const head = `${highPriorityImagePreloads(input.page.html)}${input.head ?? ''}`;
  return shell
    .replace(/<html lang="[^"]*">/, () => `<html lang="${input.language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(input.page.title)}</title>${head}`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-route="${escapeHtml(input.route)}">${input.page.html}</div>\n    <script type="application/json" id="prerender-data">${scriptJson(data)}</script>`,
    );
}

/** The folder of a build kept for rendering at request time; the local server never serves a dot-folder. */
export const LIVE_RENDER_DIR = '.server';

/** What `npm start`'s server needs to render a page of this build at request time (mocks/server/livePages.ts). */
export interface LiveRenderInfo {
  config: RuntimeConfig;
  /** The app shell (relative to the build folder). */
  shell: string;
  /** The stylesheet of the moved styles, and the keys it holds (a render with another style cannot use it). */
  stylesheet: string;
  styleKeys: string[];
  /** The extra `<head>` tags of each route pattern, per language. */
  heads: Record<string, Record<Language, string>>;
}
