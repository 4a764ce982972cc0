import type { Metafile } from 'esbuild';
import { join, relative } from 'node:path';
import type { RuntimeConfig } from '../../src/lib/config/runtimeConfig';
import { fallbackLanguage, type Language } from '../../src/lib/i18n/languages';
import type { Namespace } from '../../src/lib/i18n/namespaces';
import type { PrerenderRoute } from './prerender';
import type { InitialAssets } from './report';

/** The source file of each prerendered route's page (its lazy chunk), by route pattern. */
const PAGE_SOURCES: Record<string, string> = {
  '/': 'src/app/routes/home.tsx',
  '/search-details': 'src/app/routes/searchDetails.tsx',
  '/musician-list': 'src/app/routes/musicianList.tsx',
  '/program': 'src/app/routes/program.tsx',
  '/notice-list': 'src/app/routes/noticeList.tsx',
  '/faq': 'src/app/routes/faq.tsx',
  '/privacy': 'src/app/routes/privacy.tsx',
  '/login': 'src/app/routes/login.tsx',
  '/sign-up': 'src/app/routes/signUp.tsx',
  '/forgot-password': 'src/app/routes/forgotPassword.tsx',
  '/musician-details/:musicianId': 'src/app/routes/musicianDetails.tsx',
  '/music-details/:musicFileId': 'src/app/routes/musicDetails.tsx',
  '/notice-detail/:noticeId': 'src/app/routes/noticeDetail.tsx',
  '/s/:shareToken': 'src/app/routes/sharedShortlist.tsx',
};

/** The API call the home page makes first (src/features/catalog/home): asked for by the HTML itself. */
export const HOME_COVERS_PATH = '/api/v1/home/covers';

export interface RoutePreloadInput {
  metafile: Metafile;
  root: string;
  outdir: string;
  initial: InitialAssets;
  config: RuntimeConfig;
  route: PrerenderRoute;
  language: Language;
  namespaces: readonly Namespace[];
  /** Whether the page asks for its data itself (a build-time page); false for a page rendered with its data. */
  dataPreloads?: boolean;
}

/**
 * A module the app page preloads once it has painted (src/boot.ts reads these tags): the page's own chunks and
 * translations as well as the entry's imports.
 */
export function appModuleTag(href: string): string {
  return `<meta name="app-module" content="${href}" />`;
}

/**
 * `<head>` tags of a prerendered page: the modules it preloads (`appModuleTag`), its page chunk (and the chunks
 * that imports) and the translation chunks it hydrates with (its language and the fallback's), not already loaded by the entry; on
 * the home page, a `preload` of the covers list with the URL and credentials mode the client's fetch uses
 * (same-origin credentials: `crossorigin` anonymous), so the browser answers that fetch from it. Not with the
 * service-worker mock: the worker does not run yet on a first visit, the static host would answer 404.
 */
export function routePreloads(input: RoutePreloadInput): string {
  const outputs = input.metafile.outputs;
  const inOutdir = (path: string) => relative(input.outdir, join(input.root, path)).replaceAll('\\', '/');
  const initial = new Set(input.initial.js.map((file) => file.path));
  const chunks: string[] = [];
  const visit = (path: string) => {
    const file = inOutdir(path);
    if (chunks.includes(file) || initial.has(file)) return;
    chunks.push(file);
    for (const imported of outputs[path]!.imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  const source = PAGE_SOURCES[input.route.path];
  const page = Object.keys(outputs).find((path) => source !== undefined && outputs[path]!.entryPoint === source);
  if (page) visit(page);
  const languages = [...new Set([input.language, fallbackLanguage])];
  for (const language of languages) {
    for (const namespace of input.namespaces) {
      const locale = `src/lib/i18n/locales/${language}/${namespace}.json`;
      const chunk = Object.keys(outputs).find((path) => path.endsWith('.js') && locale in outputs[path]!.inputs);
      if (chunk) visit(chunk);
    }
  }
  const tags = chunks.map((file) => appModuleTag(`/${file}`));
  if (input.route.path === '/' && input.config.mock !== 'worker' && input.dataPreloads !== false) {
    tags.unshift(`<link rel="preload" as="fetch" crossorigin href="${input.config.apiBaseUrl}${HOME_COVERS_PATH}" />`);
  }
  return tags.map((tag) => `\n    ${tag}`).join('');
}
