import { readFile } from 'node:fs/promises';
import { statNow } from '../storage/statNow';
import { join } from 'node:path';

/**
 * The prerendered pages of a production build (`prerender-manifest.json` beside `index.html`): which HTML file
 * answers a page request, in the visitor's language. The manifest lists every prerendered route with its Korean
 * and English file (dynamic routes as patterns, `/musician-details/:musicianId`, served by a shell rendered for
 * the pattern), and the fallback page (an app shell with an empty root) for every other path: the app renders
 * those in the browser, its own not-found page included.
 */

export const PRERENDER_MANIFEST = 'prerender-manifest.json';

export type PageLanguage = 'ko' | 'en';

export interface PrerenderManifest {
  routes: Array<{ path: string; ko: string; en: string }>;
  fallback: string;
  /** Every page pattern of the app, prerendered or not (a build that lists none: every path is taken as a page). */
  pages?: string[];
}

/** The language cookie `src/lib/i18n` writes beside the stored choice. */
export const LANGUAGE_COOKIE = 'cue-lang';

/**
 * The language a page request asks for: its `cue-lang` cookie's (the visitor's choice); without one, the
 * address's `?lang=ko|en` (a shared link carries its sharer's, src/lib/i18n/languages.ts); else Korean.
 */
export function pageLanguage(cookieHeader: string | null, search = ''): PageLanguage {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    return part.slice(at + 1).trim() === 'en' ? 'en' : 'ko';
  }
  return new URLSearchParams(search).get('lang') === 'en' ? 'en' : 'ko';
}

/** The router's rule for ids in paths (`src/app/routes/loaders.ts`): `:...Id` parameters are positive integers. */
const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

function segmentMatches(pattern: string, segment: string): boolean {
  if (!pattern.startsWith(':')) return pattern === segment;
  if (segment === '') return false;
  return pattern.endsWith('Id') ? POSITIVE_INTEGER.test(segment) && Number.isSafeInteger(Number(segment)) : true;
}

const segmentsOf = (path: string) => path.split('/').filter((segment, index) => index > 0 || segment !== '');

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/** Whether `pattern` (`/s/:shareToken`) matches `path` segment by segment (one path segment per parameter). */
function matchesPattern(pattern: string, path: string): boolean {
  const segments = segmentsOf(path);
  const patterns = segmentsOf(pattern);
  return patterns.length === segments.length && patterns.every((part, index) => segmentMatches(part, segments[index]!));
}

/**
 * Whether a page path opens a page of the app (the manifest's `pages`), rather than the not-found screen: the
 * server answers the others 404 (with the shell, which renders that screen). True when the build lists no pages.
 */
export function isAppPage(manifest: PrerenderManifest, pathname: string): boolean {
  if (!manifest.pages) return true;
  const path = withoutTrailingSlash(pathname);
  return manifest.pages.some((pattern) => (pattern.includes(':') ? matchesPattern(pattern, path) : pattern === path));
}

/**
 * The manifest route that answers a path: an exact route first, then a pattern whose every segment matches
 * (one path segment per parameter). A trailing slash is ignored.
 */
export function matchRoute(manifest: PrerenderManifest, pathname: string): PrerenderManifest['routes'][number] | undefined {
  const path = withoutTrailingSlash(pathname);
  const exact = manifest.routes.find((route) => !route.path.includes(':') && route.path === path);
  if (exact) return exact;
  return manifest.routes.find((route) => route.path.includes(':') && matchesPattern(route.path, path));
}

/** The file (relative to the build folder) that answers a page request. */
export function pageFile(manifest: PrerenderManifest, pathname: string, language: PageLanguage): string {
  const route = matchRoute(manifest, pathname);
  return route ? route[language] : manifest.fallback;
}

function isManifest(value: unknown): value is PrerenderManifest {
  const manifest = value as PrerenderManifest;
  return (
    typeof manifest?.fallback === 'string' &&
    (manifest.pages === undefined || (Array.isArray(manifest.pages) && manifest.pages.every((page) => typeof page === 'string'))) &&
    Array.isArray(manifest.routes) &&
    manifest.routes.every((route) => typeof route?.path === 'string' && typeof route.ko === 'string' && typeof route.en === 'string')
  );
}

/** Reads a build folder's manifest (again when the file changes); undefined when the build has none. */
export function createManifestReader(root: string) {
  const file = join(root, PRERENDER_MANIFEST);
  let cached: { mtimeMs: number; size: number; manifest: PrerenderManifest } | undefined;
  return async (): Promise<PrerenderManifest | undefined> => {
    const info = statNow(file);
    if (!info?.isFile()) return (cached = undefined);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.manifest;
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!isManifest(parsed)) throw new Error(`${file}: not a prerender manifest ({ routes: [{ path, ko, en }], fallback })`);
    cached = { mtimeMs: info.mtimeMs, size: info.size, manifest: parsed };
    return parsed;
  };
}
