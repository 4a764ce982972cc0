import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineCriticalCss } from '../../scripts/build/criticalCss';
import { LIVE_RENDER_DIR, moveInlineStyles, pageHtml, type LiveRenderInfo } from '../../scripts/build/prerenderPage';
import type { Language } from '../../src/i18n/languages';
import type { Namespace } from '../../src/i18n/namespaces';
import type { ServerData } from '../../src/ssr/prerender';
import { inlineStyleSources } from './inlineStyleHashes';

type ServerEntry = typeof import('../../src/ssr/prerender');

interface LiveBuild {
  version: string;
  entry: ServerEntry;
  info: LiveRenderInfo;
  shell: string;
  readLocale: (language: Language, namespace: Namespace) => Record<string, unknown>;
}

/** A page rendered at request time, with what its answer needs (made once per render, not per request). */
export interface LivePage {
  body: Buffer<ArrayBuffer>;
  etag: string;
  /** The CSP sources of its inline styles. */
  styleSources: string[];
}

/** How many rendered pages are kept (a language and a state of the data each). */
const CACHED_PAGES = 8;

/**
 * Pages `npm start`'s server renders at request time, with the data the browser would ask for first: the home
 * page with its covers, so the gallery (its first row is the largest paint) is in the first HTML and its images
 * load with the page instead of after the JavaScript and an API call. A plain static host serves the
 * build-time page instead, with the gallery's skeleton.
 *
 * The render is the build's own pipeline (scripts/build/prerender.ts) run on the build's server entry, kept in
 * `<build>/.server/` by a build for this server: the same shell, head, moved styles and critical CSS. A page is
 * rendered once per language and state of its data, then served from memory. Undefined (the build-time page
 * answers) when the build kept no server entry, the route has no data to add, or the render would need a
 * style the build's stylesheet lacks.
 */
export function createLivePages(root: string, readHomeCovers: () => Promise<ServerData['homeCovers']>) {
  const dir = join(root, LIVE_RENDER_DIR);
  let build: { version: string; loading: Promise<LiveBuild | undefined> } | undefined;
  const pages = new Map<string, Promise<LivePage | undefined>>();

  async function loadBuild(): Promise<LiveBuild | undefined> {
    const info = await stat(join(dir, 'live-render.json')).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const version = `${info.mtimeMs}`;
    if (build?.version !== version) {
      pages.clear();
      build = {
        version,
        loading: (async () => {
          const liveInfo = JSON.parse(await readFile(join(dir, 'live-render.json'), 'utf8')) as LiveRenderInfo;
          const locales = JSON.parse(await readFile(join(dir, 'locales.json'), 'utf8')) as Record<Language, Record<Namespace, Record<string, unknown>>>;
          const entry = (await import(`${pathToFileURL(join(dir, 'prerender.mjs')).href}?v=${version}`)) as ServerEntry;
          await entry.configurePrerender(liveInfo.config);
          const shell = await readFile(join(root, liveInfo.shell), 'utf8');
          return { version, entry, info: liveInfo, shell, readLocale: (language, namespace) => locales[language][namespace] };
        })(),
      };
    }
    return build.loading;
  }

  async function render(live: LiveBuild, route: string, language: Language, data: ServerData): Promise<LivePage | undefined> {
    const rendered = await live.entry.prerenderPage(route, language, live.readLocale, data);
    const { html, styles } = moveInlineStyles(rendered.html);
    if (Object.keys(styles).some((key) => !live.info.styleKeys.includes(key))) return undefined;
    const stylesheet = Object.keys(styles).length ? `\n    <link rel="stylesheet" href="/${live.info.stylesheet}" />` : '';
    const head = `${stylesheet}${live.info.heads[route]?.[language] ?? ''}`;
    const page = await inlineCriticalCss(pageHtml(live.shell, { route, language, page: { ...rendered, html }, styles, head }), root);
    const body = Buffer.from(page, 'utf8');
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`, styleSources: inlineStyleSources(page) };
  }

  /** The page of a route pattern rendered now, in `language`; undefined when the build-time page answers. */
  return async function livePage(route: string, language: Language): Promise<LivePage | undefined> {
    if (route !== '/') return undefined;
    const live = await loadBuild();
    if (!live) return undefined;
    const homeCovers = await readHomeCovers();
    if (!homeCovers) return undefined;
    const key = `${live.version} ${language} ${createHash('sha256').update(JSON.stringify(homeCovers)).digest('base64url')}`;
    let page = pages.get(key);
    if (!page) {
      page = render(live, route, language, { homeCovers });
      // A failed render is tried again on the next request; the build-time page answers this one.
      page.catch(() => pages.delete(key));
      pages.set(key, page);
      if (pages.size > CACHED_PAGES) pages.delete(pages.keys().next().value!);
    }
    return page;
  };
}
