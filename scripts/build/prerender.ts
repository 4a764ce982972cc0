/**
 * Prerendering at build time (issue 16): bundles the server entry `src/app/ssr/prerender.tsx` for Node into a
 * temporary folder, renders every public route in Korean and English, and writes per route `index.html` and
 * `index.en.html` (dynamic routes as shells under a `_` segment), `404.html` (the app shell with an empty root:
 * static hosts serve it for unknown paths and it boots the app by client rendering) and `prerender-manifest.json`.
 */
import { build as esbuild } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '../../src/lib/config/runtimeConfig';
import { languages, type Language } from '../../src/lib/i18n/languages';
import { namespaces, type Namespace } from '../../src/lib/i18n/namespaces';
import type { PrerenderedPage } from '../../src/app/ssr/prerender';
import { inlineCriticalCss } from './criticalCss';
import { LIVE_RENDER_DIR, moveInlineStyles, pageHtml, ssrStylesCss, type LiveRenderInfo } from './prerenderPage';
import { deepImportsPlugin } from './deepImportsPlugin';

/** A prerendered route: its pattern (as `data-route` and in the manifest) and the folder of its files. */
export interface PrerenderRoute {
  path: string;
  /** Folder inside the output ('' for the home page). */
  dir: string;
  /** The address rendered (a dynamic route's shell is rendered for a placeholder id). */
  url: string;
}

const route = (path: string, url = path): PrerenderRoute => {
  const dir = url === '/' ? '' : path.slice(1).replace(/:[^/]+/g, '_');
  return { path, dir, url };
};

/** Every public route (docs/product.md section 2): the pages anyone may open, and the shells of the detail pages. */
export const PRERENDER_ROUTES: readonly PrerenderRoute[] = [
  route('/'),
  route('/search-details'),
  route('/musician-list'),
  route('/program'),
  route('/notice-list'),
  route('/faq'),
  route('/privacy'),
  route('/login'),
  route('/sign-up'),
  route('/forgot-password'),
  route('/musician-details/:musicianId', '/musician-details/1'),
  route('/music-details/:musicFileId', '/music-details/1'),
  route('/notice-detail/:noticeId', '/notice-detail/1'),
  // A well-formed token nobody holds: the shell shows the list's skeleton, as a real link's first render does.
  route('/s/:shareToken', '/s/AAAAAAAAAAAAAAAAAAAAAA'),
];

export interface ManifestEntry {
  path: string;
  ko: string;
  en: string;
}

export interface PrerenderManifest {
  routes: ManifestEntry[];
  fallback: string;
  /** Every page pattern of the app, prerendered or not: the server answers other page paths 404. */
  pages: string[];
}

const fileOf = (dir: string, language: Language) => join(dir, language === 'ko' ? 'index.html' : 'index.en.html').replaceAll('\\', '/');

type PrerenderModule = typeof import('../../src/app/ssr/prerender');

/**
 * Bundles the server entry for Node and imports it: into `keepIn` when the build keeps it for a server that
 * renders at request time, else into a temporary folder inside node_modules/.cache, removed after the build.
 */
async function loadServerEntry(root: string, embeddedMock: boolean, keepIn?: string): Promise<{ module: PrerenderModule; cleanup: () => Promise<void> }> {
  const cacheDir = join(root, 'node_modules/.cache');
  await mkdir(cacheDir, { recursive: true });
  if (keepIn) await mkdir(keepIn, { recursive: true });
  const outdir = keepIn ?? (await mkdtemp(join(cacheDir, 'prerender-')));
  await esbuild({
    absWorkingDir: root,
    entryPoints: { prerender: 'src/app/ssr/prerender.tsx' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: ['node24'],
    jsx: 'automatic',
    publicPath: '/',
    assetNames: 'assets/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    loader: { '.css': 'empty', '.woff': 'file', '.woff2': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file' },
    define: { 'process.env.NODE_ENV': '"production"', __EMBEDDED_MOCK__: String(embeddedMock) },
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [deepImportsPlugin(root, { '@blueprintjs/icons#Icons': 'src/lib/ui/blueprint/lazyIconLoader.ts' })],
    logLevel: 'error',
  });
  const module = (await import(pathToFileURL(join(outdir, 'prerender.mjs')).href)) as PrerenderModule;
  return { module, cleanup: () => (keepIn ? Promise.resolve() : rm(outdir, { recursive: true, force: true })) };
}

export interface PrerenderOptions {
  root: string;
  outdir: string;
  config: RuntimeConfig;
  embeddedMock: boolean;
  /** Extra `<head>` tags per route (preloads), given the route and the page's namespaces. */
  headFor?: (route: PrerenderRoute, language: Language, namespaces: Namespace[], options?: { dataPreloads: boolean }) => string;
  /**
   * Keep what rendering at request time needs in `<outdir>/.server/` (LIVE_RENDER_DIR): the server entry, the
   * translations and each page's shell parts (`live-render.json`). For the build `npm start`'s server serves.
   */
  liveRender?: boolean;
}

/** Writes every prerendered page, 404.html and prerender-manifest.json into `outdir` (next to its index.html shell). */
export async function prerender(options: PrerenderOptions): Promise<PrerenderManifest> {
  const shell = await readFile(join(options.outdir, 'index.html'), 'utf8');
  const liveDir = options.liveRender ? join(options.outdir, LIVE_RENDER_DIR) : undefined;
  const { module, cleanup } = await loadServerEntry(options.root, options.embeddedMock, liveDir);
  try {
    await module.configurePrerender(options.config);
    const readLocale = (language: Language, namespace: Namespace) =>
      JSON.parse(readFileSync(join(options.root, 'src/lib/i18n/locales', language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
    const manifest: PrerenderManifest = { routes: [], fallback: '404.html', pages: module.appRoutePatterns() };
    await writeFile(join(options.outdir, '404.html'), shell);
    const pages: { entry: PrerenderRoute; language: Language; page: PrerenderedPage; styles: Record<string, string> }[] = [];
    for (const entry of PRERENDER_ROUTES) {
      for (const language of ['ko', 'en'] as const) {
        const rendered = await module.prerenderPage(entry.url, language, readLocale);
        const { html, styles } = moveInlineStyles(rendered.html);
        pages.push({ entry, language, page: { ...rendered, html }, styles });
      }
      manifest.routes.push({ path: entry.path, ko: fileOf(entry.dir, 'ko'), en: fileOf(entry.dir, 'en') });
    }
    // Every page's moved styles in one hashed stylesheet (the CSP allows files, not inline styles).
    const allStyles: Record<string, string> = Object.fromEntries(pages.flatMap((page) => Object.entries(page.styles)));
    const css = ssrStylesCss(allStyles);
    const cssFile = `assets/prerender-${createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()}.css`;
    await writeFile(join(options.outdir, cssFile), `${css}\n`);
    const heads: LiveRenderInfo['heads'] = {};
    for (const { entry, language, page, styles } of pages) {
      const file = join(options.outdir, fileOf(entry.dir, language));
      await mkdir(dirname(file), { recursive: true });
      const stylesheet = Object.keys(styles).length ? `\n    <link rel="stylesheet" href="/${cssFile}" />` : '';
      const extraHead = options.headFor?.(entry, language, page.namespaces) ?? '';
      // A page rendered at request time comes with its data: it preloads no API call.
      (heads[entry.path] ??= { ko: '', en: '' })[language] = options.headFor?.(entry, language, page.namespaces, { dataPreloads: false }) ?? '';
      const head = `${stylesheet}${extraHead}`;
      // Critical CSS inlined (beasties): the first paint waits for no stylesheet.
      await writeFile(file, await inlineCriticalCss(pageHtml(shell, { route: entry.path, language, page, styles, head }), options.outdir));
    }
    await writeFile(join(options.outdir, 'prerender-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (liveDir) {
      const info: LiveRenderInfo = { config: options.config, shell: manifest.fallback, stylesheet: cssFile, styleKeys: Object.keys(allStyles), heads };
      const locales = Object.fromEntries(languages.map((language) => [language, Object.fromEntries(namespaces.map((ns) => [ns, readLocale(language, ns)]))]));
      await writeFile(join(liveDir, 'live-render.json'), JSON.stringify(info));
      await writeFile(join(liveDir, 'locales.json'), JSON.stringify(locales));
    }
    return manifest;
  } finally {
    await cleanup();
  }
}
