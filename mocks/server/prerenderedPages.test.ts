import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute, pageLanguage, type PrerenderManifest } from './prerenderedPages';
import { startMockServer, type MockServer } from './startMockServer';

/**
 * A production build with prerendered pages, as the local server (`npm start`) serves it: the page of the
 * request's route in the language of its `cue-lang` cookie, the fallback shell for other paths, a policy
 * that allows exactly the page's inline critical CSS. The build here is a temporary folder with a fake
 * manifest and small files (each names itself), so the server's choice is visible in the body.
 */

const MANIFEST: PrerenderManifest = {
  routes: [
    { path: '/', ko: 'index.html', en: 'index.en.html' },
    { path: '/search-details', ko: 'search-details/index.html', en: 'search-details/index.en.html' },
    { path: '/musician-list', ko: 'musician-list/index.html', en: 'musician-list/index.en.html' },
    { path: '/musician-details/:musicianId', ko: 'musician-details/_/index.html', en: 'musician-details/_/index.en.html' },
    { path: '/s/:shareToken', ko: 's/_/index.html', en: 's/_/index.en.html' },
  ],
  fallback: '404.html',
};

/** Critical CSS as beasties writes it; long enough (over 1 kB) that the server compresses the page. */
const criticalCss = (language: string) => `:root{--page:${language}}` + '.bp6-navbar{display:flex;height:50px}'.repeat(40);
const page = (name: string, css?: string) =>
  `<!doctype html><html lang="${name.includes('.en.') ? 'en' : 'ko'}"><head>${css === undefined ? '' : `<style>${css}</style>`}` +
  `<title>${name}</title></head><body><div id="root" data-route="x">${name}</div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function writeBuild(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'cue-prerendered-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, name)), { recursive: true });
    await writeFile(join(root, name), text);
  }
  return root;
}

/** The `style-src` sources of an answer's policy. */
const styleSources = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'style-src')
    ?.slice(1);

describe('pageLanguage', () => {
  it('reads the cue-lang cookie: en for English, Korean without it or for any other value', () => {
    expect(pageLanguage(null)).toBe('ko');
    expect(pageLanguage('')).toBe('ko');
    expect(pageLanguage('cue-lang=en')).toBe('en');
    expect(pageLanguage('theme=dark; cue-lang=en; other=1')).toBe('en');
    expect(pageLanguage('cue-lang=ko')).toBe('ko');
    expect(pageLanguage('cue-lang=fr')).toBe('ko');
    expect(pageLanguage('cue-lang=EN')).toBe('ko');
    expect(pageLanguage('my-cue-lang=en')).toBe('ko');
  });
});

describe('matchRoute', () => {
  it('prefers exact routes, then patterns whose ids are positive integers like the router', () => {
    const path = (pathname: string) => matchRoute(MANIFEST, pathname)?.path;
    expect(path('/')).toBe('/');
    expect(path('/search-details')).toBe('/search-details');
    expect(path('/search-details/')).toBe('/search-details');
    expect(path('/musician-details/12')).toBe('/musician-details/:musicianId');
    expect(path('/s/AbC-123_x')).toBe('/s/:shareToken');
    for (const unknown of [
      '/musician-details/0',
      '/musician-details/007',
      '/musician-details/abc',
      '/musician-details/1.5',
      '/musician-details/12/more',
      '/musician-details',
      '/s',
      '/nowhere',
      '/search-details/more',
    ]) {
      expect(path(unknown), unknown).toBeUndefined();
    }
  });
});

describe('startMockServer: prerendered pages', () => {
  let server: MockServer;
  let root: string;
  const files: Record<string, string> = {
    'prerender-manifest.json': JSON.stringify(MANIFEST),
    'index.html': page('home.ko', criticalCss('home-ko')),
    'index.en.html': page('home.en.', criticalCss('home-en')),
    'search-details/index.html': page('search.ko', criticalCss('search-ko')),
    'search-details/index.en.html': page('search.en.', criticalCss('search-en')),
    'musician-list/index.html': page('musicians.ko'),
    'musician-list/index.en.html': page('musicians.en.'),
    'musician-details/_/index.html': page('musician.ko'),
    'musician-details/_/index.en.html': page('musician.en.'),
    's/_/index.html': page('shared.ko'),
    's/_/index.en.html': page('shared.en.'),
    '404.html': page('fallback'),
    'embed.html': page('embed'),
    'assets/main-ABCD2345.js': 'console.log("cue")',
    '.server/notes.txt': 'kept for the server, never served',
  };
  beforeAll(async () => {
    root = await writeBuild(files);
    server = await startMockServer({ staticDir: root });
  });
  afterAll(async () => {
    await server.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  it('answers each route with its file in the language of the cue-lang cookie, Korean by default', async () => {
    const cases: Array<[string, string | undefined, string]> = [
      ['/', undefined, 'home.ko'],
      ['/', 'cue-lang=en', 'home.en.'],
      ['/', 'cue-lang=ko', 'home.ko'],
      ['/', 'cue-lang=fr', 'home.ko'],
      ['/', 'theme=dark; cue-lang=en', 'home.en.'],
      ['/search-details?q=chase', undefined, 'search.ko'],
      ['/search-details?q=chase', 'cue-lang=en', 'search.en.'],
      ['/search-details/', 'cue-lang=en', 'search.en.'],
      ['/musician-list?page=2', undefined, 'musicians.ko'],
      ['/musician-details/12', undefined, 'musician.ko'],
      ['/musician-details/12', 'cue-lang=en', 'musician.en.'],
      ['/s/tok3n-Ab_c', 'cue-lang=en', 'shared.en.'],
    ];
    for (const [path, cookie, expected] of cases) {
      const response = await get(path, cookie ? { Cookie: cookie } : {});
      const what = `${path} (${cookie ?? 'no cookie'})`;
      // A share token that never existed answers 404 like the API, with the shared list's page (which says so).
      expect(response.status, what).toBe(path.startsWith('/s/') ? 404 : 200);
      // The file's own content (its title names the musician or the list now: openGraph/pagePreviews.ts).
      expect(await response.text(), what).toContain(`<div id="root" data-route="x">${expected}</div>`);
      expect(response.headers.get('content-type'), what).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), what).toBe('no-cache');
      expect(response.headers.get('vary') ?? '', what).toMatch(/\bCookie\b/);
    }
  });

  it('answers other page paths with the fallback shell (200: the app shows its own not-found page)', async () => {
    for (const path of ['/notice-list', '/musician-details/abc', '/musician-details/0', '/musician-details/3/more', '/my/shortlists', '/nowhere']) {
      for (const cookie of ['cue-lang=ko', 'cue-lang=en']) {
        const response = await get(path, { Cookie: cookie });
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).toContain('<title>fallback</title>');
        expect(response.headers.get('vary') ?? '', path).toMatch(/\bCookie\b/);
      }
    }
  });

  it('falls back to the shell when a listed file is missing', async () => {
    const manifest = { ...MANIFEST, routes: [...MANIFEST.routes, { path: '/faq', ko: 'faq/index.html', en: 'faq/index.en.html' }] };
    await writeFile(join(root, 'prerender-manifest.json'), JSON.stringify(manifest));
    try {
      const response = await get('/faq', { Cookie: 'cue-lang=en' });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>fallback</title>');
    } finally {
      await writeFile(join(root, 'prerender-manifest.json'), JSON.stringify(MANIFEST));
    }
  });

  it('leaves files, the embed page, the API and missing files as they were', async () => {
    const script = await get('/assets/main-ABCD2345.js', { Cookie: 'cue-lang=en' });
    expect(await script.text()).toBe('console.log("cue")');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('vary') ?? '').not.toMatch(/Cookie/);
    expect(await (await get('/index.en.html')).text()).toContain('<title>home.en.</title>');
    expect(await (await get('/embed/track/1', { Cookie: 'cue-lang=en' })).text()).toContain('<title>embed</title>');
    const api = await get('/api/v1/genres', { Cookie: 'cue-lang=en' });
    expect(api.status).toBe(200);
    expect(api.headers.get('content-type')).toMatch(/json/);
    expect((await get('/assets/missing-AAAAAAAA.js')).status).toBe(404);
    expect((await get('/missing.txt')).status).toBe(404);
    // A build's dot-folder (the server entry kept for rendering at request time) is not served.
    expect((await get('/.server/notes.txt')).status).toBe(404);
    expect((await get('/assets/../.server/notes.txt')).status).toBe(404);
  });

  it("allows exactly the served page's inline styles by their hashes, never unsafe-inline", async () => {
    const home = await get('/', { Cookie: 'cue-lang=en' });
    expect(styleSources(home)).toEqual(["'self'", sha256(criticalCss('home-en'))]);
    const homeKo = await get('/');
    expect(styleSources(homeKo)).toEqual(["'self'", sha256(criticalCss('home-ko'))]);
    const search = await get('/search-details?q=a', { Cookie: 'cue-lang=en' });
    expect(styleSources(search)).toEqual(["'self'", sha256(criticalCss('search-en'))]);
    // HEAD and the file's own path carry the same policy as the page.
    expect(styleSources(await fetch(`${server.url}/`, { method: 'HEAD', headers: { Cookie: 'cue-lang=en' } }))).toEqual(styleSources(home));
    expect(styleSources(await get('/index.en.html'))).toEqual(styleSources(home));
    // A page without inline styles, a script and an API answer allow no inline style at all.
    for (const path of ['/musician-list', '/nowhere', '/assets/main-ABCD2345.js', '/api/v1/genres']) {
      expect(styleSources(await get(path)), path).toEqual(["'self'"]);
    }
    expect(home.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'$/);
    expect(home.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it('follows a rebuilt page: a new inline style gets its new hash', async () => {
    const css = criticalCss('rebuilt');
    await writeFile(join(root, 'musician-list/index.en.html'), page('musicians.en.', css));
    const response = await get('/musician-list', { Cookie: 'cue-lang=en' });
    expect(styleSources(response)).toEqual(["'self'", sha256(css)]);
  });

  it('compresses and revalidates each language apart (a Korean copy never answers an English request)', async () => {
    const ko = await get('/', { 'Accept-Encoding': 'br' });
    const en = await get('/', { 'Accept-Encoding': 'br', Cookie: 'cue-lang=en' });
    expect(en.headers.get('content-encoding')).toBe('br');
    expect(ko.headers.get('etag')).not.toBe(en.headers.get('etag'));
    // fetch decodes br itself; the raw bytes of a second compressed answer must be the English page.
    expect(await ko.text()).toContain('home.ko');
    expect(await en.text()).toContain('home.en.');
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get: httpGet }) => {
        httpGet(`${server.url}/`, { headers: { 'Accept-Encoding': 'br', Cookie: 'cue-lang=en' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject);
      }, reject);
    });
    expect(brotliDecompressSync(raw).toString()).toContain('<title>home.en.</title>');

    const revalidated = await get('/', { 'Accept-Encoding': 'br', Cookie: 'cue-lang=en', 'If-None-Match': en.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    const otherLanguage = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': en.headers.get('etag')! });
    expect(otherLanguage.status, 'the Korean page does not match the English tag').toBe(200);
    expect(await otherLanguage.text()).toContain('home.ko');
  });
});

describe('startMockServer: a build without a manifest', () => {
  it('answers page requests with index.html as before, without Vary: Cookie', async () => {
    const root = await writeBuild({ 'index.html': page('app'), 'index.en.html': page('never.en.') });
    const server = await startMockServer({ staticDir: root });
    try {
      for (const path of ['/', '/search-details', '/musician-details/3']) {
        const response = await fetch(`${server.url}${path}`, { headers: { Cookie: 'cue-lang=en' } });
        expect(await response.text(), path).toContain('<title>app</title>');
        expect(response.headers.get('vary') ?? '', path).not.toMatch(/Cookie/);
      }
    } finally {
      await server.close();
    }
  });
});
