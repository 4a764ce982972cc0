import type { Clock } from '../clock';
import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { getResponse, matchRequestUrl } from 'msw';
import { createOperationRoutes } from './operationRoutes';
import type { MockSettings } from '../context';
import { operations } from '../handlers';
import { toMswPath, type AnyOperation } from '../http/operation';
import { ApiProblem, errorResponse } from '../http/problem';
import { isEmbedPath } from '../../src/lib/domain/embed/embedPath';
import { createDiskAudioCache } from '../media/audio/diskAudioCache';
import { createSharpCoverProcessor } from '../media/covers/sharpProcessor';
import { createMockProvider, type MockProvider } from '../provider';
import { createFsBlobStore } from '../storage/fsBlobStore';
import { statNow } from '../storage/statNow';
import { createThreadAudioJobs } from '../media/worker/threadAudioJobs';
import { createResponseCompressor, withPlainValidators } from './compression';
import { createStyleHashCache } from './inlineStyleHashes';
import { sendWebResponse, toWebRequest } from './nodeAdapter';
import { createLivePages } from './livePages';
import { warmPages, type WarmedPages } from './warmPages';
import { languages } from '../../src/lib/i18n/languages';
import { parseTrustedProxies, resolveClientAddress } from './clientAddress';
import { isOwnHost, misdirected, ownHostNames, ownOrigins } from './hostGuard';
import { mockControlRefusal } from './mockControlGuard';
import { CLIENT_ADDRESS_HEADER } from '../http/clientAddress';
import { createPageStatus } from './pageStatus';
import { createPagePreviews, type WithLinkPreview } from './openGraph/pagePreviews';
import { previewTarget } from './openGraph/previewContent';
import { createKeptPromises } from '../../scripts/build/keptPromises';
import { createPreviewImages } from './openGraph/previewImages';
import { createManifestReader, matchRoute, pageFile, pageLanguage, type PrerenderManifest } from './prerenderedPages';
import { parsePublicOrigin } from './publicOrigin';
import { loadKoreanAnalyzer } from '../search/koreanAnalyzer';
import { prepareSearchIndex } from '../handlers/musicSearch';

/**
 * The real local HTTP server (`npm start`): the mock API and the built app on one origin, so uploads
 * show real progress, Range requests are real and curl works. With a data folder, the store and the
 * uploaded bytes survive restarts, and `kill -9` at any moment: each request's changes are committed to
 * `<dataDir>/store.sqlite` before its answer is sent (mocks/persistence).
 */

export interface MockServerOptions {
  /** 0 (default) picks any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Keeps `store.sqlite` and `blobs/` here; without it everything is in memory (and nothing touches SQLite). */
  dataDir?: string;
  /**
   * The built app; page requests get the prerendered file of their route and language when it has a
   * `prerender-manifest.json`, else its index.html.
   */
  staticDir?: string;
  settings?: Partial<MockSettings>;
  /**
   * The origin every absolute link the server writes starts with (reset mails), and the one name besides its own
   * addresses it answers (hostGuard.ts); `PUBLIC_ORIGIN` of `npm start`. Default: the listening address.
   */
  publicOrigin?: string;
  /**
   * The proxies whose `X-Forwarded-For` names the client (clientAddress.ts): a comma-separated list of addresses
   * and CIDR ranges, `TRUST_PROXY` of `npm start`. Default: none (the header is ignored).
   */
  trustProxy?: string;
  /** Whether the mock control endpoints (`/__mock/*`) answer; `MOCK_CONTROL=off` of `npm start`. Default: true. */
  mockControl?: boolean;
  /** The provider's notion of now (a test's fixed clock); default: the system's. */
  clock?: Clock;
  /** How long slow clients are waited for (see `CLIENT_TIMEOUTS`); tests shorten them. */
  timeouts?: Partial<ClientTimeouts>;
  /**
   * Renders every page rendered at request time once, right after listening (warmPages.ts): `npm start` does, for its
   * first visitors; tests do not (it would cost each started server seconds of CPU). Default: the home page only.
   */
  warmPages?: boolean;
}

export interface ClientTimeouts {
  /** A request's headers must arrive whole within this (slow headers are closed: 408, then the socket). */
  headersMs: number;
  /**
   * A connection that sends and takes nothing for this long is closed (a body that stalls mid-way, a client that
   * stops reading). A slow but steady upload goes on: one PATCH of 150 MB may take many minutes.
   */
  idleMs: number;
}

export const CLIENT_TIMEOUTS: ClientTimeouts = { headersMs: 10_000, idleMs: 60_000 };

export interface MockServer {
  url: string;
  provider: MockProvider;
  /** Settles once the pages are warm (`warmPages`); at once without it. */
  warmed: Promise<WarmedPages | undefined>;
  close(): Promise<void>;
}

/** The policy's directives but `frame-ancestors`, which depends on the answer (see `securityHeadersFor`). */
const contentSecurityPolicy = (styleSources: readonly string[] = []) =>
  `default-src 'self'; script-src 'self'; style-src ${["'self'", ...styleSources].join(' ')}; img-src 'self' data: blob:; ` +
  "media-src 'self' blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; object-src 'none'; " +
  "base-uri 'none'; form-action 'self'";

/**
 * Sent with every answer (app files, API, errors, tus, downloads). Scripts only from this origin (no inline
 * script, no handler attribute, no eval); styles only from files: React and Blueprint set styles through the
 * CSSOM (`element.style`), which the policy does not block, and write no `<style>` element or `style`
 * attribute (the Gherkin run records zero violations). The one exception is the critical CSS a prerendered
 * page carries inline: an HTML answer's `style-src` adds the hash of each of its `<style>` elements, so
 * exactly those run (`securityHeadersFor`), never `'unsafe-inline'`. No plugins, no `<base>`, no framing.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': `${contentSecurityPolicy()}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The embeddable player's page (`/embed/track/{id}`, its HTML only) is the one answer another site may frame:
 * composers put it on their own portfolio sites, whose origins nobody can list in advance, so
 * `frame-ancestors *`: any http(s) page (a `*` source never matches `data:`, `blob:` or `file:` parents).
 * Everything else stays as strict: its scripts, the API it calls and the files it plays keep
 * `frame-ancestors 'none'` (they are fetched, never framed), and the page opens every link in a new tab, since
 * the app's pages refuse to be framed.
 */
export const EMBED_SECURITY_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': `${contentSecurityPolicy()}; frame-ancestors *`,
};

/**
 * The headers of an answer: the embed page's HTML may be framed, nothing else; `styleSources` are the
 * `'sha256-...'` sources of the inline `<style>` elements of the HTML being sent.
 */
export function securityHeadersFor(request: Request, response: Response, styleSources: readonly string[] = []): Record<string, string> {
  // A 304 revalidating the embed page carries no Content-Type, yet the browser applies its policy to the copy it
  // holds: `frame-ancestors 'none'` there refused every reload of a framed player.
  const isEmbedPage = (response.status === 200 && (response.headers.get('Content-Type') ?? '').startsWith('text/html')) || response.status === 304;
  const framable = (request.method === 'GET' || request.method === 'HEAD') && isEmbedPath(new URL(request.url).pathname) && isEmbedPage;
  const headers = framable ? EMBED_SECURITY_HEADERS : SECURITY_HEADERS;
  if (styleSources.length === 0) return headers;
  return { ...headers, 'Content-Security-Policy': `${contentSecurityPolicy(styleSources)}; frame-ancestors ${framable ? '*' : "'none'"}` };
}

/** The embed page's own HTML in the built app (its entry loads only what the player needs). */
const EMBED_HTML = 'embed.html';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.wasm': 'application/wasm',
};

/** esbuild's content hashes (`[name]-[hash]`, `chunk-[hash]`): 8 upper-case letters or digits before the extension. */
const HASHED_ASSET = /[.-][A-Z0-9]{8}\.[a-z0-9]+$/;

const headRoutes = operations.filter((operation: AnyOperation) => operation.method === 'head').map((operation) => toMswPath(operation.path));

/**
 * A HEAD of an API resource the contract gives no HEAD of its own (tus has one) is answered as its GET, whose
 * body is left out when sent (RFC 9110 9.3.2: HEAD is GET without the content), so `HEAD /api/v1/files/{id}`
 * tells the same status, length, type and validators as the download.
 */
function headAsGet(request: Request): Request {
  if (request.method !== 'HEAD') return request;
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/') || headRoutes.some((path) => matchRequestUrl(url, path).matches)) return request;
  return new Request(request, { method: 'GET' });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** The inline `<style>` sources (`'sha256-...'`) each served HTML answer needs in its policy's `style-src`. */
const styleSourcesOf = new WeakMap<Response, readonly string[]>();

/** How many pages with their link preview are kept (a render or a built file, a language and a link each). */
const CACHED_PREVIEWED_PAGES = 256;

/** A strong validator of a file's version: its path in the build, size and modification time. */
function fileETag(relativePath: string, info: { size: number; mtimeMs: number }): string {
  const name = createHash('sha256').update(relativePath).digest('base64url').slice(0, 12);
  return `"${name}-${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
}

/** A strong validator of an answer's bytes. */
const contentETag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;

/** Whether the request's `If-None-Match` names this ETag (then the answer is 304). */
const matchesIfNoneMatch = (request: Request, etag: string) =>
  request.headers
    .get('If-None-Match')
    ?.split(',')
    .some((tag) => tag.trim() === etag) ?? false;

/**
 * The built app's files: a file by its path; a page request (no extension, not the API, the mock control or
 * the embed page) by the prerender manifest when the build has one (the route's file in the language of the
 * `cue-lang` cookie, Korean by default, or the fallback shell), else by index.html. Page answers vary by the
 * cookie; HTML is revalidated (`no-cache`, ETag), hashed assets are kept for good. The pages whose content
 * comes from the API (home, the musician list, a musician, a shared shortlist) are rendered with it at request
 * time when the build allows it (livePages.ts). Nothing in a dot-folder (the kept server entry) is served.
 * Undefined when nothing applies.
 */
function createStaticFiles(
  root: string,
  livePage: ReturnType<typeof createLivePages>,
  pageStatus: ReturnType<typeof createPageStatus>,
  withLinkPreview: WithLinkPreview,
) {
  const readManifest = createManifestReader(root);
  const styleSources = createStyleHashCache();
  const previewedPages = createKeptPromises<{ body: Buffer<ArrayBuffer>; etag: string }>(CACHED_PREVIEWED_PAGES);
  const fileAt = (path: string) => {
    const info = statNow(path);
    return info?.isFile() ? info : undefined;
  };

  /** The page rendered now with its content (livePages.ts), answered like a built page; undefined otherwise. */
  async function liveAnswer(request: Request, manifest: PrerenderManifest, pathname: string): Promise<Response | undefined> {
    const route = matchRoute(manifest, pathname)?.path;
    if (!route) return undefined;
    const url = new URL(request.url);
    const language = pageLanguage(request.headers.get('Cookie'), url.search);
    const page = await livePage(route, `${pathname}${url.search}`, language).catch((error: unknown) => {
      console.error('[mock server] rendering', pathname, 'failed; the build-time page answers', error);
      return undefined;
    });
    if (page === undefined) return undefined;
    // The preview reads what the render read (the musician, the shortlist): one preview per render and link.
    const { body, etag } = await previewedPages(`${page.etag} ${language} ${pathname} ${url.searchParams.get('lang')}`, async () => {
      const html = Buffer.from(await withLinkPreview(page.body.toString('utf8'), url, language), 'utf8');
      return { body: html, etag: contentETag(html) };
    });
    const headers: Record<string, string> = { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Cookie' };
    const notModified = matchesIfNoneMatch(request, etag);
    if (!notModified) headers['Content-Length'] = String(body.length);
    const response = new Response(notModified || request.method === 'HEAD' ? null : body, { status: notModified ? 304 : 200, headers });
    styleSourcesOf.set(response, page.styleSources);
    return response;
  }

  return async function serveStatic(request: Request): Promise<Response | undefined> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url).pathname);
    } catch {
      return undefined;
    }
    if (pathname.includes('\0') || pathname.split('/').some((segment) => segment.startsWith('.'))) return undefined;
    const target = resolve(root, `.${pathname}`);
    if (target !== root && !target.startsWith(root + sep)) return undefined;

    const isPageRequest = extname(pathname) === '' && !pathname.startsWith('/api/') && !pathname.startsWith('/__mock');
    const manifest = isPageRequest && !isEmbedPath(pathname) ? await readManifest() : undefined;
    // A path that opens no page, or a dead share link: the shell answers with the status the API would give.
    const status = manifest ? await pageStatus(manifest, pathname) : 200;
    if (manifest && status === 200) {
      const live = await liveAnswer(request, manifest, pathname);
      if (live) return live;
    }
    let path = target;
    let info: Stats | undefined;
    if (manifest) {
      // A listed file that is missing (a build cut short) falls back to the shell, which boots the app.
      for (const file of [pageFile(manifest, pathname, pageLanguage(request.headers.get('Cookie'), new URL(request.url).search)), manifest.fallback]) {
        path = resolve(root, file);
        if (!path.startsWith(root + sep)) continue;
        if ((info = fileAt(path))) break;
      }
    } else {
      info = fileAt(path);
      if (!info && pathname.endsWith('/')) info = fileAt((path = join(target, 'index.html')));
      if (!info && isPageRequest) info = fileAt((path = join(root, isEmbedPath(pathname) ? EMBED_HTML : 'index.html')));
    }
    if (!info) return undefined;

    const name = path.slice(path.lastIndexOf(sep) + 1);
    const type = CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
    const etag = fileETag(path.slice(root.length), info);
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Content-Length': String(info.size),
      'Cache-Control': HASHED_ASSET.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Last-Modified': info.mtime.toUTCString(),
      ETag: etag,
    };
    if (manifest) headers.Vary = 'Cookie';
    const sources = type.startsWith('text/html') ? await styleSources(path, info) : [];
    if (manifest && type.startsWith('text/html')) return pageWithPreview(request, path, info, status, sources);
    const respond = (body: ReadableStream<Uint8Array> | null, status: number) => {
      const response = new Response(body, { status, headers });
      if (sources.length) styleSourcesOf.set(response, sources);
      return response;
    };
    if (status === 200 && matchesIfNoneMatch(request, etag)) {
      delete headers['Content-Length'];
      return respond(null, 304);
    }
    if (request.method === 'HEAD') return respond(null, status);
    return respond(Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array>, status);
  };

  /**
   * A page's HTML with its link preview (openGraph/pagePreviews.ts): the tags name what the page shows now, so
   * its validator is its content's hash, not the file's date.
   */
  async function pageWithPreview(request: Request, path: string, info: Stats, status: number, sources: readonly string[]): Promise<Response> {
    const url = new URL(request.url);
    const language = pageLanguage(request.headers.get('Cookie'), url.search);
    const withPreview = async () => {
      const html = Buffer.from(await withLinkPreview(await readFile(path, 'utf8'), url, language), 'utf8');
      return { body: html, etag: contentETag(html) };
    };
    // A page whose preview is the site's (no track, musician or shortlist of its own) depends on its file alone.
    const { body, etag } = previewTarget(url.pathname)
      ? await withPreview()
      : await previewedPages(`${path} ${info.mtimeMs} ${info.size} ${language} ${url.pathname} ${url.searchParams.get('lang')}`, withPreview);
    const headers: Record<string, string> = { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Cookie' };
    const notModified = status === 200 && matchesIfNoneMatch(request, etag);
    if (!notModified) headers['Content-Length'] = String(body.length);
    const response = new Response(notModified || request.method === 'HEAD' ? null : body, { status: notModified ? 304 : status, headers });
    if (sources.length) styleSourcesOf.set(response, sources);
    return response;
  }
}

/** Whether a path is the API's or the control endpoints': the only ones the provider's handlers answer. */
export const isHandledPath = (path: string) => path.startsWith('/api/') || path.startsWith('/__mock/');

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const configuredOrigin = options.publicOrigin ? parsePublicOrigin(options.publicOrigin) : undefined;
  const trustedProxies = parseTrustedProxies(options.trustProxy);
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const staticDir = options.staticDir ? resolve(options.staticDir) : undefined;
  if (dataDir) await mkdir(join(dataDir, 'blobs'), { recursive: true });

  // Uploads' waveforms and sound analyses, and the seed's cues, run in a worker thread: requests are not answered behind them.
  const audioThread = createThreadAudioJobs();
  const provider = await createMockProvider({
    blobs: dataDir ? createFsBlobStore(join(dataDir, 'blobs')) : undefined,
    covers: createSharpCoverProcessor(),
    audio: createDiskAudioCache({ render: audioThread.renderAudio }),
    audioJobs: audioThread.jobs,
    analyzer: await loadKoreanAnalyzer(),
    settings: options.settings,
    clock: options.clock,
  });
  // Loaded only with a data folder: in memory (tests, benchmarks) nothing touches SQLite.
  const durable = dataDir ? await (await import('../persistence/durableStore')).openDurableStore(provider, dataDir) : undefined;
  prepareSearchIndex(provider.ctx);
  const operationRoute = createOperationRoutes(provider);
  /** An API request answered in process (pages rendered at request time, link previews), as anonymous. */
  const inProcess = async (request: Request) =>
    (await (operationRoute(request) ?? getResponse(provider.handlers, request))) ?? errorResponse(new ApiProblem(404, 'NOT_FOUND'));
  // Pages rendered at request time read the API in process, anonymously (livePages.ts).
  const livePages = staticDir
    ? createLivePages(staticDir, {
        get baseUrl() {
          return publicOrigin || 'http://127.0.0.1';
        },
        fetch: (input, init) => inProcess(new Request(input, init)),
      })
    : undefined;
  const readApi = (path: string) => inProcess(new Request(new URL(path, publicOrigin || 'http://127.0.0.1')));
  // Link previews (Open Graph) of pages and their images, read through the API like an anonymous visitor.
  const previewImages = createPreviewImages(readApi);
  const withLinkPreview = createPagePreviews(readApi, previewImages, () => publicOrigin || 'http://127.0.0.1');
  const staticFiles = staticDir && livePages ? createStaticFiles(staticDir, livePages, createPageStatus(readApi), withLinkPreview) : undefined;
  const compressResponse = createResponseCompressor();
  /** Set once listening: every request's URL is built on it (never on its Host header). */
  let publicOrigin = '';
  let ownNames: ReadonlySet<string> = new Set();
  let controlGuard = { enabled: options.mockControl ?? true, ownOrigins: new Set<string>() as ReadonlySet<string> };

  async function answer(incoming: Request): Promise<Response> {
    const refusal = mockControlRefusal(incoming, controlGuard);
    if (refusal) return refusal;
    const request = headAsGet(incoming);
    const direct = operationRoute(request);
    if (direct) return direct;
    const path = new URL(request.url).pathname;
    // Every handler answers under these two prefixes (startMockServer.test.ts keeps it so): pages and files skip them.
    if (isHandledPath(path)) {
      const mocked = await getResponse(provider.handlers, request);
      return mocked ?? errorResponse(new ApiProblem(404, 'NOT_FOUND', `No operation ${request.method} ${path}.`));
    }
    const previewImage = path.startsWith('/og/') ? await previewImages.answer(request) : undefined;
    if (previewImage) return previewImage;
    return (staticFiles && (await staticFiles(request))) || notFound();
  }

  /** With a data folder, each request runs with its own change set, committed before its answer is sent. */
  const handle = (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> =>
    durable ? durable.request((commit) => respond(incoming, outgoing, commit)) : respond(incoming, outgoing);

  async function respond(incoming: IncomingMessage, outgoing: ServerResponse, commit?: () => Promise<void>): Promise<void> {
    const method = incoming.method ?? 'GET';
    const clientAddress = resolveClientAddress(incoming.socket.remoteAddress, incoming.headers['x-forwarded-for'], trustedProxies);
    const bridge = toWebRequest(incoming, outgoing, publicOrigin, { [CLIENT_ADDRESS_HEADER]: clientAddress });
    let response: Response;
    let styleSources: readonly string[] = [];
    try {
      // A request for another name (DNS rebinding) runs nothing.
      const answered = isOwnHost(ownNames, incoming.headers.host) ? await answer(withPlainValidators(bridge.request)) : misdirected();
      styleSources = styleSourcesOf.get(answered) ?? [];
      response = await compressResponse(bridge.request, answered);
    } catch (error) {
      console.error('[mock server]', method, incoming.url, error);
      response = errorResponse(new ApiProblem(500, 'SERVER_ERROR'));
    }
    try {
      // What this answer says happened is on disk before the client hears of it.
      await commit?.();
    } catch (error) {
      console.error('[mock server] could not store the changes of', method, incoming.url, error);
      response = errorResponse(new ApiProblem(500, 'SERVER_ERROR'));
    }
    try {
      // An answer given before the body arrived (a rejected PATCH, say) closes the connection: the client stops
      // sending instead of pushing the rest of a 150 MB body that node:http would read only to throw away.
      const bodyUnread = bridge.hasBody && !incoming.complete;
      const security = securityHeadersFor(bridge.request, response, styleSources);
      await sendWebResponse(response, method, outgoing, bodyUnread ? { ...security, Connection: 'close' } : security);
    } finally {
      bridge.detach();
    }
  }

  const timeouts = { ...CLIENT_TIMEOUTS, ...options.timeouts };
  const server = createServer(
    {
      keepAliveTimeout: 5_000,
      headersTimeout: timeouts.headersMs,
      // No limit on a whole request (a long upload); stalls are the idle timeout's.
      requestTimeout: 0,
      // How often node checks for headers past their timeout.
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    (incoming, outgoing) => {
      void handle(incoming, outgoing).catch((error) => {
        console.error('[mock server] failed to answer', error);
        outgoing.destroy();
      });
    },
  );
  server.setTimeout(timeouts.idleMs);
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const origin = `http://${urlHost}:${port}`;
  publicOrigin = configuredOrigin ?? origin;
  provider.ctx.publicOrigin = publicOrigin;
  const names = { listenHost: host, port, publicOrigin };
  ownNames = ownHostNames(names);
  controlGuard = { ...controlGuard, ownOrigins: ownOrigins(names) };
  // The home page rendered ahead of its first visitor (loading the build's server entry takes a moment), or all of them.
  const warmed = livePages && options.warmPages ? warmPages(origin, readApi, languages).catch(() => undefined) : Promise.resolve(undefined);
  if (livePages && !options.warmPages) for (const language of languages) void livePages('/', '/', language).catch(() => undefined);

  return {
    url: origin,
    provider,
    warmed,
    async close() {
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      await durable?.close();
      await audioThread.close();
    },
  };
}
