import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../esbuild.config';
import { CSS_TARGET, homeFirstLoad, JS_TARGET } from '../bench/bundle';
import { PRERENDER_ROUTES, type PrerenderManifest } from './prerender';

const temp = mkdtempSync(join(tmpdir(), 'cue-build-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const MOCK_CODE = /(^|\/)node_modules\/(msw|@faker-js\/faker|@msw\/data)\/|^mocks\//;
const mockInputs = (result: BuildResult) => Object.keys(result.metafile.inputs).filter((input) => MOCK_CODE.test(input));
const read = (result: BuildResult, file: string) => readFileSync(join(result.outdir, file), 'utf8');

describe('build for a real API host', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ apiHost: 'https://api.example.org/', outdir: join(temp, 'api') });
  }, 60_000);

  it('puts the host, without its trailing slash, in config.json', () => {
    expect(JSON.parse(read(result, 'config.json'))).toEqual({ apiBaseUrl: 'https://api.example.org', mock: 'none' });
  });

  it("bundles every package of package.json's dependencies and none of its devDependencies (the mock's and the tools' packages)", () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const bundled = new Set(Object.keys(result.metafile.inputs).flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []));
    expect(Object.keys(manifest.dependencies).filter((name) => !bundled.has(name))).toEqual([]);
    expect(Object.keys(manifest.devDependencies).filter((name) => bundled.has(name))).toEqual([]);
  });

  it("stays within the home page's budget of JS, gzip", () => {
    expect(homeFirstLoad(result.metafile).jsGzip).toBeLessThanOrEqual(JS_TARGET);
  });

  it('contains none of msw, faker, @msw/data or mocks/', () => {
    expect(mockInputs(result)).toEqual([]);
    expect(existsSync(join(result.outdir, 'mockServiceWorker.js'))).toBe(false);
  });

  it('writes an index.html without inline script (only a JSON data block): the boot script starts the hashed entry and its modules, and links the CSS', () => {
    const html = read(result, 'index.html');
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    expect(scripts[0]![0]).toMatch(/type="module" src="\/assets\/boot-[A-Z0-9]{8}\.js"/);
    expect(scripts[0]![1]).toBe('');
    expect(html).toMatch(/<meta name="app-entry" content="\/assets\/main-[A-Z0-9]{8}\.js"/);
    const modules = [...html.matchAll(/<meta name="app-module" content="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(modules.length).toBeGreaterThan(10);
    for (const module of modules) expect(existsSync(join(result.outdir, module)), module).toBe(true);
    expect(html).not.toContain('modulepreload');
    expect(scripts[1]![0]).toMatch(/^<script type="application\/json" id="prerender-data">/);
    expect(html).toMatch(
      /<meta name="app-style" content="\/assets\/main-[A-Z0-9]{8}\.css"><noscript><link rel="stylesheet" href="\/assets\/main-[A-Z0-9]{8}\.css"><\/noscript>/,
    );
    expect(html).toContain('<title>홈 · Cue Connect</title>');
  });

  it('prerenders every public route in Korean and English and lists them in prerender-manifest.json', () => {
    const manifest = JSON.parse(read(result, 'prerender-manifest.json')) as PrerenderManifest;
    expect(manifest.fallback).toBe('404.html');
    expect(manifest.routes.map((route) => route.path)).toEqual(PRERENDER_ROUTES.map((route) => route.path));
    expect(manifest.routes).toContainEqual({ path: '/musician-details/:musicianId', ko: 'musician-details/_/index.html', en: 'musician-details/_/index.en.html' });
    expect(manifest.routes).toContainEqual({ path: '/', ko: 'index.html', en: 'index.en.html' });
    // Every page of the app, prerendered or not, so the server answers other paths 404.
    expect(manifest.pages).toEqual(expect.arrayContaining([...PRERENDER_ROUTES.map((route) => route.path), '/login', '/shortlists/:shortlistId']));
    expect(manifest.pages).not.toContain('/404');
    for (const route of manifest.routes) {
      for (const [language, file] of [
        ['ko', route.ko],
        ['en', route.en],
      ] as const) {
        const html = read(result, file);
        expect(html, file).toContain(`<html lang="${language}">`);
        expect(html, file).toContain(`<div id="root" data-route="${route.path}"><`);
        expect(html, file).not.toMatch(/ style="/);
      }
    }
  });

  it('gives each language its own title and texts', () => {
    expect(read(result, 'notice-list/index.html')).toContain('<title>공지사항 · Cue Connect</title>');
    expect(read(result, 'notice-list/index.en.html')).toContain('<title>Notice · Cue Connect</title>');
    expect(read(result, 'login/index.html')).toMatch(/>로그인</);
    expect(read(result, 'login/index.en.html')).toMatch(/>Login</);
  });

  it('writes 404.html: the shell with an empty root, which boots the app by client rendering', () => {
    const html = read(result, '404.html');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('prerender-data');
  });

  it('prerenders no trace of the mock (no developer panel) and preloads the home covers from the API host', () => {
    for (const file of ['index.html', 'index.en.html', 'faq/index.html']) expect(read(result, file)).not.toContain('app-dev-panel-launcher');
    expect(read(result, 'index.html')).toMatch(/<link rel="preload" as="fetch" crossorigin href="https:\/\/api\.example\.org\/api\/v1\/home\/covers"\s*\/?>/);
  });

  it('writes meta.json and reports the initial JS and CSS: the stylesheet in parts of at most about 90 KB, named in order by the pages', () => {
    expect(JSON.parse(read(result, 'meta.json'))).toHaveProperty('outputs');
    expect(result.initial.js[0]!.path).toMatch(/^assets\/main-/);
    expect(result.initial.css.length).toBeGreaterThan(1);
    for (const part of result.initial.css) {
      expect(part.path).toMatch(/^assets\/main-[A-Z0-9]{8}\.css$/);
      expect(part.bytes).toBeLessThan(100_000);
    }
    const named = [...read(result, 'index.html').matchAll(/<meta name="app-style" content="\/(assets\/main-[A-Z0-9]{8}\.css)">/g)].map((match) => match[1]);
    expect(named).toEqual(result.initial.css.map((part) => part.path));
    expect(read(result, '404.html')).toContain(result.initial.css.map((part) => `<link rel="stylesheet" href="/${part.path}" />`).join('\n    '));
  });
});

/** Inputs (source files) of the JS the entry loads before the first page renders. */
const initialInputs = (result: BuildResult) => {
  const initialPaths = result.initial.js.map((file) => file.path);
  return Object.entries(result.metafile.outputs)
    .filter(([path]) => initialPaths.some((initial) => path.endsWith(initial)))
    .flatMap(([, output]) => Object.keys(output.inputs));
};

/** The build for the local mock server, made once for the two groups that read it. */
let serverBuild: Promise<BuildResult> | undefined;
const buildForServer = () => (serverBuild ??= build({ outdir: join(temp, 'server') }));

describe('first load of the app on the local mock server', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildForServer();
  }, 60_000);

  it("stays within the home page's budget: at most 201 KiB of JS (entry, home route, its translations) and 70 KiB of CSS, gzip", () => {
    const { jsGzip, cssGzip } = homeFirstLoad(result.metafile);
    expect(jsGzip).toBeLessThanOrEqual(JS_TARGET);
    expect(cssGzip).toBeLessThanOrEqual(CSS_TARGET);
  });

  it("carries nothing of the uploads, the waveform library (loaded when a waveform is drawn), TanStack Query (the other pages' layout brings it), the mock or its seed", () => {
    const heavy = /node_modules\/(@uppy\/|tus-js-client|wavesurfer\.js|@tanstack\/|msw|@msw\/data|@faker-js\/faker)|^mocks\//;
    expect(initialInputs(result).filter((input) => heavy.test(input))).toEqual([]);
  });

  it('takes only the Blueprint components it uses: no package index, no other component, no icon-name table', () => {
    const inputs = initialInputs(result);
    expect(inputs.filter((input) => /@blueprintjs\/(core|icons)\/lib\/esm\/(index|components\/index|generated\/index)\.js$/.test(input))).toEqual([]);
    expect(inputs.filter((input) => /numericInput|hotkeysDialog2|iconNames|blueprint-icons-16\.js|allPaths/.test(input))).toEqual([]);
  });
});

/** The class names a stylesheet's selectors name (comments left out). */
const classesOf = (css: string) => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)(?=[^{}]*\{)/g)].map((match) => match[1]!));

describe('the stylesheets the pages link', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildForServer();
  }, 60_000);

  it('carry every stylesheet under src/: each contributes a class name of its own to the CSS the app or the embed links', () => {
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => ({ file: join('src', file), classes: classesOf(readFileSync(join('src', file), 'utf8')) }));
    const linked = [...result.initial.css, ...result.embedInitial.css].map((file) => read(result, file.path)).join('\n');
    const linkedClasses = classesOf(linked);
    expect(sources.length).toBeGreaterThan(20);
    const missing = sources.filter(({ file, classes }) => {
      const own = [...classes].filter((name) => sources.every((other) => other.file === file || !other.classes.has(name)));
      expect(own.length, `${file} has no class name of its own`).toBeGreaterThan(0);
      return !own.some((name) => linkedClasses.has(name));
    });
    expect(missing.map(({ file }) => file)).toEqual([]);
  });
});

describe('the embed page (/embed/track/{id})', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildForServer();
  }, 60_000);

  it('has its own embed.html without inline script, pointing at its own entry and CSS', () => {
    const html = read(result, 'embed.html');
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![0]).toMatch(/type="module" src="\/assets\/embed-[A-Z0-9]{8}\.js"/);
    expect(scripts[0]![1]).toBe('');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/embed-[A-Z0-9]{8}\.css"/);
    expect(JSON.parse(read(result, 'embed-meta.json'))).toHaveProperty('outputs');
  });

  it('loads only what the player needs: no router, auth machine, shell, Blueprint component, Query, uploads or mock, and under 110 kB gzip', () => {
    const initialPaths = result.embedInitial.js.map((file) => file.path);
    const inputs = Object.entries(result.embedMetafile.outputs)
      .filter(([path]) => initialPaths.some((initial) => path.endsWith(initial)))
      .flatMap(([, output]) => Object.keys(output.inputs))
      .filter((input) => !input.endsWith('.css'));
    const app =
      /node_modules\/(react-router|xstate|@xstate|@tanstack|@uppy|tus-js-client|msw|@msw|@faker-js|wavesurfer\.js|@blueprintjs\/icons)\/|node_modules\/@blueprintjs\/core\/lib\/esm\/components\/|^src\/(app|lib\/auth|features\/(?!(playback|embed)\/))|^mocks\//;
    expect(inputs.filter((input) => app.test(input))).toEqual([]);
    expect(result.embedInitial.js.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024).toBeLessThanOrEqual(110);
  });
});

describe('static build', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ static: true, publicOrigin: 'https://festival.example/', outdir: join(temp, 'static') });
  }, 60_000);

  it('runs the mock in the browser: worker config, service worker script, lazy mock chunk', () => {
    expect(JSON.parse(read(result, 'config.json'))).toEqual({ apiBaseUrl: '', mock: 'worker' });
    expect(read(result, 'mockServiceWorker.js')).toBe(readFileSync('node_modules/msw/lib/mockServiceWorker.js', 'utf8'));
    const mockChunk = Object.values(result.metafile.outputs).find((output) => output.entryPoint === 'mocks/browser.ts');
    expect(mockChunk).toBeDefined();
    expect(initialInputs(result).filter((input) => MOCK_CODE.test(input))).toEqual([]);
    // The worker does not run yet on a first visit: the static host would answer a covers preload with 404.
    expect(read(result, 'index.html')).not.toContain('as="fetch"');
    expect(read(result, 'search-details/index.html')).toContain('data-route="/search-details"');
    expect(read(result, '404.html')).toContain('<div id="root"></div>');
  });

  it('with --public-origin, gives every page a link preview on that origin, in its language, and the site image a messenger can fetch', () => {
    const tag = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];
    const home = read(result, 'index.html');
    expect(tag(home, 'og:url')).toBe('https://festival.example/');
    expect(tag(home, 'og:image')).toBe('https://festival.example/og/site.ko.png');
    expect(tag(home, 'og:locale')).toBe('ko_KR');
    expect(tag(home, 'twitter:card')).toBe('summary_large_image');
    const englishFaq = read(result, 'faq/index.en.html');
    expect(tag(englishFaq, 'og:url')).toBe('https://festival.example/faq?lang=en');
    expect(tag(englishFaq, 'og:title')).toMatch(/^FAQ/);
    expect(tag(englishFaq, 'og:image')).toBe('https://festival.example/og/site.en.png');
    // A shell stands for every track: it names none and gives no address of its own.
    for (const file of ['music-details/_/index.html', '404.html']) {
      expect(tag(read(result, file), 'og:image')).toBe('https://festival.example/og/site.ko.png');
      expect(tag(read(result, file), 'og:url')).toBeUndefined();
    }
    for (const language of ['ko', 'en']) {
      const png = readFileSync(join(result.outdir, `og/site.${language}.png`));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });
});

describe('build options', () => {
  it('refuses --static together with --api-host, and a host that is not http(s)', async () => {
    await expect(build({ static: true, apiHost: 'https://api.example.org', outdir: join(temp, 'x') })).rejects.toThrow(/exclude/);
    await expect(build({ apiHost: 'ftp://api.example.org', outdir: join(temp, 'y') })).rejects.toThrow(/http\(s\)/);
    await expect(build({ static: true, publicOrigin: 'https://festival.example/cue', outdir: join(temp, 'z') })).rejects.toThrow(/--public-origin/);
  });
});
