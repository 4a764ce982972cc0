import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureAppBuilt } from '../../features/support/appBuild';
import { renderGeneratedCover } from '../media';
import { createUserWithToken } from '../testing/users';
import { startMockServer, type MockServer } from './startMockServer';
import { MOCK_CONTROL_HEADERS } from '../control/client';

/**
 * Every answer of the local server (`npm start`), whatever produced it, carries a strict Content-Security-Policy,
 * `X-Content-Type-Options: nosniff` and a referrer policy: the built app's files, client routes, the API's JSON
 * and errors, 404s, tus, Range downloads, HEAD. The policy is parsed into directives and compared with the
 * policy written out here, so a loosened directive fails the test however the header is spelled.
 */

/** The policy, directive by directive (sources sorted). */
const EXPECTED_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Blueprint and React set styles through the CSSOM (element.style), which a policy does not block; no
  // <style> element or style attribute is written, so inline styles are refused too.
  'style-src': ["'self'"],
  'img-src': ["'self'", 'blob:', 'data:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** `a b; c d e` -> `{ a: ['b'], c: ['d', 'e'] }`; a directive named twice is an error (browsers keep the first). */
function parsePolicy(header: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const key = name.toLowerCase();
    if (key in directives) throw new Error(`directive ${key} appears twice`);
    directives[key] = sources.sort();
  }
  return directives;
}

const policyText = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body?: string;
}

/** A raw request, so HEAD and Range answers are seen exactly as sent. */
function send(url: string, method: string, headers: Record<string, string> = {}, body?: Uint8Array | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The embeddable player's page (its HTML only) may be framed by any http(s) page: composers put it on their own
 * sites. Every other directive is the same.
 */
const EMBED_POLICY: Record<string, string[]> = { ...EXPECTED_POLICY, 'frame-ancestors': ['*'] };

/**
 * The `'sha256-...'` sources of the inline `<style>` elements (the critical CSS of a prerendered page) of an HTML
 * answer, computed here from the body received: the one thing `style-src` may add to `'self'`.
 */
function inlineStyleHashes(answer: Answer): string[] {
  if (!String(answer.headers['content-type'] ?? '').startsWith('text/html') || !answer.body) return [];
  const styles = [...answer.body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!);
  return [...new Set(styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`))];
}

function expectSecured(what: string, answer: Answer, expected: Record<string, string[]> = EXPECTED_POLICY): void {
  const policy = answer.headers['content-security-policy'];
  expect(typeof policy, `${what}: one Content-Security-Policy header`).toBe('string');
  const directives = parsePolicy(policy as string);
  const hashes = inlineStyleHashes(answer);
  expect(directives, what).toEqual(hashes.length ? { ...expected, 'style-src': [...expected['style-src']!, ...hashes].sort() } : expected);
  for (const directive of ['default-src', 'script-src', 'style-src']) {
    expect(directives[directive], `${what}: ${directive}`).not.toContain("'unsafe-inline'");
    expect(directives[directive], `${what}: ${directive}`).not.toContain("'unsafe-eval'");
  }
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

describe('the security headers of the local server', () => {
  let server: MockServer;
  let token: string;
  let assets: string[];
  let font: string | undefined;

  beforeAll(async () => {
    await ensureAppBuilt();
    server = await startMockServer({ staticDir: 'dist' });
    token = await createUserWithToken(server.provider.ctx);
    const index = await readFile('dist/index.html', 'utf8');
    assets = [...index.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    font = (await readdir('dist/assets')).find((name) => name.endsWith('.woff2'));
  }, 180_000);

  afterAll(async () => {
    await server?.close();
  });

  afterEach(() => {
    server.provider.ctx.faults.clear();
  });

  const url = (path: string) => `${server.url}${path}`;
  const tus = () => ({ 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` });

  it('checks the policy as directives (so the test itself can fail)', () => {
    expect(parsePolicy("script-src 'self' 'unsafe-inline'; object-src 'none'")).toEqual({ 'script-src': ["'self'", "'unsafe-inline'"], 'object-src': ["'none'"] });
    expect(() => parsePolicy("script-src 'self'; script-src *")).toThrow(/twice/);
    expect(() => expectSecured('loose', { status: 200, headers: { 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" } })).toThrow();
    // A hash is allowed only for a <style> the HTML answer really holds.
    const page = (styleSrc: string, body: string): Answer => ({
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policyText({ ...EXPECTED_POLICY, 'style-src': styleSrc.split(' ') }),
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      },
      body,
    });
    const hash = `'sha256-${createHash('sha256').update('a{color:red}').digest('base64')}'`;
    expect(() => expectSecured('hashed', page(`'self' ${hash}`, '<style>a{color:red}</style>'))).not.toThrow();
    expect(() => expectSecured('stray hash', page(`'self' ${hash}`, '<style>b{}</style>'))).toThrow();
    expect(() => expectSecured('unsafe-inline', page("'self' 'unsafe-inline'", '<style>a{color:red}</style>'))).toThrow();
  });

  it('on the built app: index.html, hashed scripts and styles, fonts, config, client routes, HEAD', async () => {
    const script = assets.find((path) => path.endsWith('.js'));
    const style = assets.find((path) => path.endsWith('.css'));
    expect(script).toBeDefined();
    expect(style).toBeDefined();
    expect(font).toBeDefined();
    const cases: Array<[string, string, number]> = [
      ['/', 'GET', 200],
      ['/index.html', 'GET', 200],
      [script!, 'GET', 200],
      [style!, 'GET', 200],
      [`/assets/${font}`, 'GET', 200],
      ['/config.json', 'GET', 200],
      ['/favicon.svg', 'GET', 200],
      ['/mockServiceWorker.js', 'GET', 200],
      ['/musician-details/1', 'GET', 200],
      ['/notice-detail/16', 'GET', 200],
      ['/', 'HEAD', 200],
      [script!, 'HEAD', 200],
      ['/assets/missing-AAAAAAAA.js', 'GET', 404],
      ['/missing.txt', 'HEAD', 404],
    ];
    for (const [path, method, status] of cases) {
      const answer = await send(url(path), method);
      expect(answer.status, `${method} ${path}`).toBe(status);
      // A HEAD answer has no body: its policy must name the inline styles of the same page's GET body.
      const body = method === 'HEAD' ? (await send(url(path), 'GET')).body : answer.body;
      expectSecured(`${method} ${path}`, { ...answer, body });
    }
  });

  it('opens framing for the embed page alone; its files, its API calls and every other page keep frame-ancestors none', async () => {
    const embedHtml = await readFile('dist/embed.html', 'utf8');
    const embedAssets = [...embedHtml.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(embedAssets.some((path) => path.endsWith('.js'))).toBe(true);
    for (const [path, method] of [
      ['/embed/track/1', 'GET'],
      ['/embed/track/1?lang=en', 'GET'],
      ['/embed/track/9999', 'GET'],
      ['/embed/track/1', 'HEAD'],
    ] as const) {
      const answer = await send(url(path), method);
      expect(answer.status, `${method} ${path}`).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expectSecured(`${method} ${path}`, answer, EMBED_POLICY);
    }
    const page = await (await fetch(url('/embed/track/1'))).text();
    expect(page, 'the embed page is its own small HTML, not the app').toBe(embedHtml);
    // A revalidation's 304 carries the policy too, and the browser applies it to its cached copy: it must stay framable.
    const etag = (await send(url('/embed/track/1?lang=en'), 'GET')).headers.etag as string;
    const revalidated = await send(url('/embed/track/1?lang=en'), 'GET', { 'If-None-Match': etag });
    expect(revalidated.status, 'a revalidation of the embed page').toBe(304);
    expectSecured('GET /embed/track/1 (304)', revalidated, EMBED_POLICY);
    const strict: Array<[string, string]> = [
      ['/', 'GET'],
      ['/music-details/1', 'GET'],
      ['/embed.html', 'GET'],
      ['/embed', 'GET'],
      ['/embedded/track/1', 'GET'],
      ...embedAssets.map((path): [string, string] => [path, 'GET']),
      ['/api/v1/music/1', 'GET'],
      ['/api/v1/music/1/waveform', 'GET'],
      ['/api/v1/music/9999', 'GET'],
      ['/config.json', 'GET'],
      ['/embed/track/1', 'POST'],
    ];
    for (const [path, method] of strict) {
      const answer = await send(url(path), method);
      expectSecured(`${method} ${path} (${answer.status})`, answer);
    }
  });

  it('on the API: JSON answers, every kind of error, unknown paths, the mock control and its upload sink', async () => {
    const json = { 'Content-Type': 'application/json' };
    const cases: Array<[string, Promise<Answer>, number]> = [
      ['listGenres', send(url('/api/v1/genres'), 'GET'), 200],
      ['login, wrong password', send(url('/api/v1/user/login'), 'POST', json, JSON.stringify({ login: 'user@cue.test', password: 'wrong-password-1' })), 401],
      ['signUp, invalid body', send(url('/api/v1/user/sign-up'), 'POST', json, '{"login": 1}'), 400],
      ['signUp, not JSON', send(url('/api/v1/user/sign-up'), 'POST', json, '<xml/>'), 400],
      ['getMyProfile, anonymous', send(url('/api/v1/my/profile'), 'GET'), 401],
      ['getNotice, missing', send(url('/api/v1/notices/9999'), 'GET'), 404],
      ['unknown API path', send(url('/api/v1/nothing-here'), 'GET'), 404],
      ['mock control', send(url('/__mock/operations'), 'GET', { ...MOCK_CONTROL_HEADERS }), 200],
      [
        'mock upload sink (streamed past msw)',
        send(url('/__mock/bench/upload-sink'), 'PUT', { ...MOCK_CONTROL_HEADERS, 'Content-Type': 'application/octet-stream' }, 'abc'),
        200,
      ],
    ];
    for (const [what, answer, status] of cases) {
      const seen = await answer;
      expect(seen.status, what).toBe(status);
      expectSecured(what, seen);
    }
    server.provider.ctx.faults.add({ operationId: 'listGenres', fault: { kind: 'status', status: 500 }, times: 1 });
    const failed = await send(url('/api/v1/genres'), 'GET');
    expect(failed.status).toBe(500);
    expectSecured('injected 500', failed);
  });

  it('on tus: OPTIONS, create, HEAD, PATCH, their errors, DELETE', async () => {
    const png = renderGeneratedCover(31);
    const capabilities = await send(url('/api/v1/uploads'), 'OPTIONS');
    expect(capabilities.status).toBe(204);
    expectSecured('OPTIONS', capabilities);
    const created = await send(url('/api/v1/uploads'), 'POST', {
      ...tus(),
      'Upload-Length': String(png.length),
      'Upload-Metadata': `kind ${Buffer.from('cover').toString('base64')}`,
    });
    expect(created.status).toBe(201);
    expectSecured('create', created);
    const upload = new URL(created.headers.location as string, server.url).href;
    const steps: Array<[string, Promise<Answer>, number]> = [
      ['HEAD', send(upload, 'HEAD', tus()), 200],
      ['HEAD without Tus-Resumable', send(upload, 'HEAD', { Authorization: `Bearer ${token}` }), 412],
      ['PATCH at a wrong offset', send(upload, 'PATCH', { ...tus(), 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '7' }, png.subarray(0, 10)), 409],
      ['PATCH', send(upload, 'PATCH', { ...tus(), 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' }, png), 204],
      ['status', send(`${upload}/status`, 'GET', { Authorization: `Bearer ${token}` }), 200],
    ];
    for (const [what, answer, status] of steps) {
      const seen = await answer;
      expect(seen.status, what).toBe(status);
      expectSecured(what, seen);
    }
    const other = await send(url('/api/v1/uploads'), 'POST', { ...tus(), 'Upload-Length': '5', 'Upload-Metadata': `kind ${Buffer.from('audio').toString('base64')}` });
    const deleted = await send(new URL(other.headers.location as string, server.url).href, 'DELETE', tus());
    expect(deleted.status).toBe(204);
    expectSecured('DELETE', deleted);
  });

  it('on file downloads: whole, Range 206, Range 416, missing', async () => {
    const page = (await (await fetch(url('/api/v1/music?size=1'))).json()) as { data: { content: Array<{ audioUrl: string; coverUrl: string | null }> } };
    const { audioUrl, coverUrl } = page.data.content[0]!;
    const cases: Array<[string, Promise<Answer>, number]> = [
      ['audio', send(url(audioUrl), 'GET'), 200],
      ['cover', send(url(coverUrl!), 'GET'), 200],
      ['audio Range', send(url(audioUrl), 'GET', { Range: 'bytes=0-99' }), 206],
      ['audio Range outside', send(url(audioUrl), 'GET', { Range: 'bytes=999999999-' }), 416],
      ['missing file', send(url('/api/v1/files/nothing'), 'GET'), 404],
    ];
    for (const [what, answer, status] of cases) {
      const seen = await answer;
      expect(seen.status, what).toBe(status);
      expectSecured(what, seen);
    }
  });
});
