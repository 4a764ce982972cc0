/**
 * Builds the app with esbuild: `npx tsx esbuild.config.ts [--static] [--api-host=https://...] [--out=dir]`.
 *
 * - default: dist/, config.json `{ apiBaseUrl: "", mock: "server" }` (the local server answers the API)
 * - --static: dist-static/, `mock: "worker"` (the msw service worker answers it in the browser)
 * - --api-host: `{ apiBaseUrl: host, mock: "none" }`, and `__EMBEDDED_MOCK__` is false, so none of the
 *   mock code (msw, faker, @msw/data, mocks/) is in the build.
 * - --public-origin=https://cue.example: the address the build is published at. The prerendered pages then
 *   carry link preview tags (Open Graph) with absolute addresses there, and the site's preview image, for a
 *   static host that writes none per request (`npm start`'s server writes each page's own).
 * index.html references the hashed entry (no inline script: CSP `script-src 'self'`). The embeddable player
 * (`src/features/embed/main.tsx`, served for `/embed/track/{id}` from embed.html) is bundled apart, into the same
 * assets/ folder: it loads nothing of the app (no router, auth, shell or Blueprint), and sharing chunks with
 * the app would gain nothing, since browsers keep a framed page's cache apart per embedding site (cache
 * partitioning), while it would split the app's own first load into more files.
 */
import { build as esbuild, type Metafile } from 'esbuild';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from './src/lib/config/brand';
import type { RuntimeConfig } from './src/lib/config/runtimeConfig';
import { deepImportsPlugin } from './scripts/build/deepImportsPlugin';
import { stylesheetImportsPlugin } from './scripts/build/stylesheetImportsPlugin';
import { prerender, type PrerenderManifest } from './scripts/build/prerender';
import { appModuleTag, routePreloads } from './scripts/build/routePreloads';
import { formatReport, initialAssets, sizeOf, type InitialAssets } from './scripts/build/report';
import { writeStylesheetParts } from './scripts/build/splitStylesheet';
import { writeStaticLinkPreviews } from './scripts/build/staticLinkPreviews';
import { parsePublicOrigin } from './mocks/server/publicOrigin';

const root = dirname(fileURLToPath(import.meta.url));
const ENTRY = 'src/main.tsx';
/** The app page's only script: it starts the app's modules once the page has painted (src/boot.ts). */
const BOOT_ENTRY = 'src/boot.ts';
/** The embeddable player's entry and its page (`/embed/track/{id}`). */
export const EMBED_ENTRY = 'src/features/embed/main.tsx';
const EMBED_HTML = { template: 'src/features/embed/embed.html', file: 'embed.html' } as const;

export interface BuildOptions {
  /** Output folder, relative to the project; default `dist` (`dist-static` with `static`). */
  outdir?: string;
  /** A static-hosting build: the mock runs in the browser as a service worker. */
  static?: boolean;
  /** A real API host (https://...): the build embeds no mock. */
  apiHost?: string;
  /** Where the build is published (`https://cue.example`): link previews in the prerendered pages. */
  publicOrigin?: string;
  /** Print the output folder and the gzip sizes of the initial JS and CSS. */
  log?: boolean;
}

export interface BuildResult {
  outdir: string;
  config: RuntimeConfig;
  metafile: Metafile;
  initial: InitialAssets;
  /** The embed page's bundle (`embed-meta.json`) and what it loads first. */
  embedMetafile: Metafile;
  embedInitial: InitialAssets;
  /** The prerendered pages (prerender-manifest.json). */
  manifest: PrerenderManifest;
}

function runtimeConfigFor(options: BuildOptions): RuntimeConfig {
  if (options.apiHost !== undefined) {
    if (options.static) throw new Error('--static and --api-host exclude each other.');
    const url = new URL(options.apiHost);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`--api-host must be an http(s) URL: ${options.apiHost}`);
    return { apiBaseUrl: options.apiHost.replace(/\/+$/, ''), mock: 'none' };
  }
  return { apiBaseUrl: '', mock: options.static ? 'worker' : 'server' };
}

async function bundle(outdir: string, embeddedMock: boolean, entry: { in: string; out: string } = { in: ENTRY, out: 'main' }): Promise<Metafile> {
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: [entry],
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true,
    metafile: true,
    minify: true,
    sourcemap: 'linked',
    legalComments: 'linked',
    target: ['es2022'],
    charset: 'utf8',
    jsx: 'automatic',
    publicPath: '/',
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    // `.wasm`: the meeting scheduler's solver (mocks/scheduling/highsWasmUrl.ts), copied under a hashed name.
    loader: { '.woff': 'file', '.woff2': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file', '.wasm': 'file' },
    // HiGHS's loader imports node:module only when it runs in Node; the browser never reaches that import.
    external: ['node:module'],
    define: { 'process.env.NODE_ENV': '"production"', __EMBEDDED_MOCK__: String(embeddedMock) },
    // Blueprint's <Icon> gets a loader without the table of all icon names (src/lib/ui/blueprint/lazyIconLoader.ts).
    plugins: [stylesheetImportsPlugin(root), deepImportsPlugin(root, { '@blueprintjs/icons#Icons': 'src/lib/ui/blueprint/lazyIconLoader.ts' })],
    logLevel: 'warning',
  });
  return result.metafile;
}

/**
 * Writes a page's HTML shell. The app page names its modules in `<meta>` tags and loads only the boot script
 * (src/boot.ts), which preloads them and starts the entry after the first paint; the embed loads its entry directly.
 */
async function writeHtml(outdir: string, initial: InitialAssets, page = { template: 'src/index.html', file: 'index.html' }, boot?: string): Promise<void> {
  const template = await readFile(join(root, page.template), 'utf8');
  const url = (file: string) => `/${file}`;
  const entry = url(initial.js[0]!.path);
  const tags = [
    ...initial.css.map((file) => `<link rel="stylesheet" href="${url(file.path)}" />`),
    ...(boot
      ? [
          ...initial.js.slice(1).map((file) => appModuleTag(url(file.path))),
          `<meta name="app-entry" content="${entry}" />`,
          `<script type="module" src="${url(boot)}"></script>`,
        ]
      : [...initial.js.slice(1).map((file) => `<link rel="modulepreload" href="${url(file.path)}" />`), `<script type="module" src="${entry}"></script>`]),
  ];
  const html = template.replace('%APP_TITLE%', brand.wordmark).replace('<!-- app:assets -->', tags.join('\n    '));
  await writeFile(join(outdir, page.file), html);
}

/** Builds the app into `outdir`, replacing what was there. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const config = runtimeConfigFor(options);
  const publicOrigin = options.publicOrigin === undefined ? undefined : parsePublicOrigin(options.publicOrigin, '--public-origin');
  const embeddedMock = config.mock !== 'none';
  const outdir = resolve(root, options.outdir ?? (options.static ? 'dist-static' : 'dist'));
  // The output folder is emptied first: never the project itself or a folder containing it.
  if (!relative(outdir, root).startsWith('..')) throw new Error(`Refusing to empty ${outdir}: it contains the project.`);
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const [metafile, embedMetafile, bootMetafile] = await Promise.all([
    bundle(outdir, embeddedMock),
    bundle(outdir, embeddedMock, { in: EMBED_ENTRY, out: 'embed' }),
    bundle(outdir, false, { in: BOOT_ENTRY, out: 'boot' }),
  ]);
  const whole = initialAssets(metafile, root, outdir, ENTRY);
  // The app's stylesheet in parts of about 90 KB, linked in order: each is parsed in a short task of its own.
  const cssParts = (await Promise.all(whole.css.map((file) => writeStylesheetParts(outdir, file.path)))).flat();
  const initial: InitialAssets = { ...whole, css: cssParts.map((path) => sizeOf(outdir, path)) };
  const embedInitial = initialAssets(embedMetafile, root, outdir, EMBED_ENTRY);
  const boot = initialAssets(bootMetafile, root, outdir, BOOT_ENTRY);
  await writeHtml(outdir, initial, undefined, boot.js[0]!.path);
  await writeHtml(outdir, embedInitial, EMBED_HTML);
  const manifest = await prerender({
    root,
    outdir,
    config,
    embeddedMock,
    liveRender: config.mock === 'server',
    headFor: (route, language, namespaces, preloads) => routePreloads({ metafile, root, outdir, initial, config, route, language, namespaces, ...preloads }),
  });
  if (publicOrigin) await writeStaticLinkPreviews(outdir, manifest, publicOrigin);
  await writeFile(join(outdir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  await writeFile(join(outdir, 'meta.json'), JSON.stringify(metafile));
  await writeFile(join(outdir, 'embed-meta.json'), JSON.stringify(embedMetafile));
  await copyFile(join(root, 'src/app/assets/logo.svg'), join(outdir, 'favicon.svg'));
  if (embeddedMock) await copyFile(join(root, 'node_modules/msw/lib/mockServiceWorker.js'), join(outdir, 'mockServiceWorker.js'));
  if (options.log) console.log(formatReport({ outdir, root, config, initial, embedInitial, ms: performance.now() - started }));
  return { outdir, config, metafile, initial, embedMetafile, embedInitial, manifest };
}

function parseArgs(argv: string[]): BuildOptions {
  const options: BuildOptions = { log: true };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? '';
    if (flag === '--static') options.static = true;
    else if (flag === '--api-host') options.apiHost = value();
    else if (flag === '--out') options.outdir = value();
    else if (flag === '--public-origin') options.publicOrigin = value();
    else throw new Error(`Unknown option ${flag}. Use --static, --api-host=https://..., --public-origin=https://... or --out=dir.`);
  }
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  build(parseArgs(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
