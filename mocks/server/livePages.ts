import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { statNow } from '../storage/statNow';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCriticalStyles } from '../../scripts/build/criticalCss';
import { LIVE_RENDER_DIR, moveInlineStyles, pageHtml, ssrStylesCss, type LiveRenderInfo } from '../../scripts/build/prerenderPage';
import type { Language } from '../../src/lib/i18n/languages';
import type { Namespace } from '../../src/lib/i18n/namespaces';
import type { PageQuery, ServerApi } from '../../src/app/ssr/prerender';
import { inlineStyleSources } from './inlineStyleHashes';
import { createKeptPromises } from '../../scripts/build/keptPromises';
import { LRUCache } from 'lru-cache';

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

type ServerEntry = typeof import('../../src/app/ssr/prerender');

interface LiveBuild {
  version: string;
  entry: ServerEntry;
  info: LiveRenderInfo;
  shell: string;
  readLocale: (language: Language, namespace: Namespace) => Record<string, unknown>;
  /** Inlines a page's critical CSS, reusing the style of a page of the same markup shape. */
  inlineCriticalCss: (html: string) => Promise<string>;
}

/** A page rendered at request time, with what its answer needs (made once per render, not per request). */
export interface LivePage {
  body: Buffer<ArrayBuffer>;
  etag: string;
  /** The CSP sources of its inline styles. */
  styleSources: string[];
}

/** How many rendered pages are kept (an address, a language and a state of the data each). */
const CACHED_PAGES = 256;

/**
 * How long a page's render still answers when only its counts changed since (likes, plays): at a festival's opening
 * every like and play changed a musician's page, and renders took a third of the server's thread (at 10 s, still
 * a tenth: 136 pages each rendered every 10 s). Counts on a page for anyone are at most this old, as behind a CDN's
 * micro-cache; anything else (a name, a bio, a track) renders the page again at once, and a logged-in visitor's page
 * loads its data again once hydrated.
 */
export const COUNTS_FRESH_MS = 30_000;

/** The page's data without its counts, which change all the time (`COUNTS_FRESH_MS`). */
const withoutCounts = (dataKey: string) => dataKey.replace(/"(?:likeCount|playCount)":\d+,?/g, '');

/**
 * Pages `npm start`'s server renders at request time, with the content the browser would ask the API for first:
 * the home page with its covers, the musician list with its page of musicians, a musician's page, a shared
 * shortlist. Their routes' loaders read it (src/app/routes/serverRouteData.ts), so the page's largest paint (a
 * cover, a photo, a heading) is in the first HTML and its images load with the page, instead of after the
 * JavaScript and an API call. A plain static host serves the build-time page instead, with the skeleton.
 *
 * The render is the build's own pipeline (scripts/build/prerender.ts) run on the build's server entry, kept in
 * `<build>/.server/` by a build for this server: the same shell, head, moved styles and critical CSS. The
 * loaders run on every request (in process, through `api`); a page is rendered once per path, query as the page reads it (`pageSearch`), language and
 * state of its data, then served from memory. Undefined (the build-time page answers) when the build kept no
 * server entry, or the page's loaders read nothing (another page, a read that failed).
 */
export function createLivePages(root: string, api: Omit<ServerApi, 'language'>) {
  const dir = join(root, LIVE_RENDER_DIR);
  let build: { version: string; loading: Promise<LiveBuild | undefined> } | undefined;
  let pages = createKeptPromises<LivePage>(CACHED_PAGES);
  /** The latest render of each address and language, with its data but the counts, and when it was made. */
  let latest = new LRUCache<string, { content: string; at: number; page: Promise<LivePage> }>({ max: CACHED_PAGES });

  async function loadBuild(): Promise<LiveBuild | undefined> {
    const info = statNow(join(dir, 'live-render.json'));
    if (!info?.isFile()) return undefined;
    const version = `${info.mtimeMs}`;
    if (build?.version !== version) {
      pages = createKeptPromises<LivePage>(CACHED_PAGES);
      latest = new LRUCache({ max: CACHED_PAGES });
      build = {
        version,
        loading: (async () => {
          const liveInfo = JSON.parse(await readFile(join(dir, 'live-render.json'), 'utf8')) as LiveRenderInfo;
          const locales = JSON.parse(await readFile(join(dir, 'locales.json'), 'utf8')) as Record<Language, Record<Namespace, Record<string, unknown>>>;
          const entry = (await import(`${pathToFileURL(join(dir, 'prerender.mjs')).href}?v=${version}`)) as ServerEntry;
          await entry.configurePrerender(liveInfo.config);
          const shell = await readFile(join(root, liveInfo.shell), 'utf8');
          return {
            version,
            entry,
            info: liveInfo,
            shell,
            readLocale: (language, namespace) => locales[language][namespace],
            inlineCriticalCss: createCriticalStyles(root),
          };
        })(),
      };
    }
    return build.loading;
  }

  async function render(live: LiveBuild, route: string, query: PageQuery, language: Language): Promise<LivePage> {
    const rendered = await live.entry.renderPage(query, language, live.readLocale);
    const { html, styles } = moveInlineStyles(rendered.html);
    // Styles no build-time page had (a photo's size on a musician's page) get their own inline rules, which the
    // page's CSP allows by hash like its critical CSS.
    const newStyles = Object.fromEntries(Object.entries(styles).filter(([key]) => !live.info.styleKeys.includes(key)));
    const stylesheet = Object.keys(styles).length ? `\n    <link rel="stylesheet" href="/${live.info.stylesheet}" />` : '';
    const newRules = Object.keys(newStyles).length ? `\n    <style>${ssrStylesCss(newStyles)}</style>` : '';
    const head = `${stylesheet}${newRules}${live.info.heads[route]?.[language] ?? ''}`;
    const search = new URL(query.url, 'http://live.invalid').search;
    const page = await live.inlineCriticalCss(pageHtml(live.shell, { route, language, search, page: { ...rendered, html }, styles, head }));
    const body = Buffer.from(page, 'utf8');
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`, styleSources: inlineStyleSources(page) };
  }

  /**
   * The page at `address` (a path with its query) of the route pattern `route` rendered now, in `language`;
   * undefined when the build-time page answers.
   */
  return async function livePage(route: string, address: string, language: Language): Promise<LivePage | undefined> {
    const live = await loadBuild();
    if (!live) return undefined;
    // Rendered (and kept) for the query as the page reads it: `?v=<random>` is the same page, not a new render.
    const { pathname, search } = new URL(address, 'http://live.invalid');
    const url = `${pathname}${live.entry.pageSearch(route, search)}`;
    const query = await live.entry.queryPage(url, { ...api, language }).catch(() => undefined);
    // A page behind a login (its loader redirects) or one whose loaders read nothing: the built page answers.
    if (!query || !live.entry.queryReadContent(query)) return undefined;
    const dataKey = live.entry.queryDataKey(query);
    const place = `${live.version} ${language} ${url}`;
    const content = digest(withoutCounts(dataKey));
    const recent = latest.get(place);
    if (recent?.content === content && performance.now() - recent.at < COUNTS_FRESH_MS) return recent.page;
    // A failed render is tried again on the next request; the build-time page answers this one.
    const page = pages(`${place} ${digest(dataKey)}`, () => render(live, route, query, language));
    latest.set(place, { content, at: performance.now(), page });
    page.catch(() => latest.delete(place));
    return page;
  };
}
