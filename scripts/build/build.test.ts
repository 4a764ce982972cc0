import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../esbuild.config';

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

  it('contains none of msw, faker, @msw/data or mocks/', () => {
    expect(mockInputs(result)).toEqual([]);
    expect(existsSync(join(result.outdir, 'mockServiceWorker.js'))).toBe(false);
  });

  it('writes an index.html without inline script, pointing at the hashed entry and CSS', () => {
    const html = read(result, 'index.html');
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![0]).toMatch(/type="module" src="\/assets\/main-[A-Z0-9]{8}\.js"/);
    expect(scripts[0]![1]).toBe('');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/main-[A-Z0-9]{8}\.css"/);
    expect(html).toContain('<title>Cue Connect</title>');
  });

  it('writes meta.json and reports the initial JS and CSS', () => {
    expect(JSON.parse(read(result, 'meta.json'))).toHaveProperty('outputs');
    expect(result.initial.js[0]!.path).toMatch(/^assets\/main-/);
    expect(result.initial.css).toHaveLength(1);
  });
});

/** Inputs (source files) of the JS the entry loads before the first page renders. */
const initialInputs = (result: BuildResult) => {
  const initialPaths = result.initial.js.map((file) => file.path);
  return Object.entries(result.metafile.outputs)
    .filter(([path]) => initialPaths.some((initial) => path.endsWith(initial)))
    .flatMap(([, output]) => Object.keys(output.inputs));
};

describe('first load of the app on the local mock server', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ outdir: join(temp, 'server') });
  }, 60_000);

  it('stays within the budget: at most 200 kB of JS and 70 kB of CSS, gzip', () => {
    const gzip = (files: BuildResult['initial']['js']) => files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;
    expect(gzip(result.initial.js)).toBeLessThanOrEqual(200);
    expect(gzip(result.initial.css)).toBeLessThanOrEqual(70);
  });

  it('carries nothing of the uploads, the waveform library (loaded when a waveform is drawn), the mock or its seed', () => {
    const heavy = /node_modules\/(@uppy\/|tus-js-client|wavesurfer\.js|msw|@msw\/data|@faker-js\/faker)|^mocks\//;
    expect(initialInputs(result).filter((input) => heavy.test(input))).toEqual([]);
  });

  it("takes only the Blueprint components it uses: no package index, no other component, no icon-name table", () => {
    const inputs = initialInputs(result);
    expect(inputs.filter((input) => /@blueprintjs\/(core|icons)\/lib\/esm\/(index|components\/index|generated\/index)\.js$/.test(input))).toEqual([]);
    expect(inputs.filter((input) => /numericInput|hotkeysDialog2|iconNames|blueprint-icons-16\.js|allPaths/.test(input))).toEqual([]);
  });
});

describe('static build', () => {
  it('runs the mock in the browser: worker config, service worker script, lazy mock chunk', { timeout: 60_000 }, async () => {
    const result = await build({ static: true, outdir: join(temp, 'static') });
    expect(JSON.parse(read(result, 'config.json'))).toEqual({ apiBaseUrl: '', mock: 'worker' });
    expect(read(result, 'mockServiceWorker.js')).toBe(readFileSync('node_modules/msw/lib/mockServiceWorker.js', 'utf8'));
    const mockChunk = Object.values(result.metafile.outputs).find((output) => output.entryPoint === 'mocks/browser.ts');
    expect(mockChunk).toBeDefined();
    expect(initialInputs(result).filter((input) => MOCK_CODE.test(input))).toEqual([]);
  });
});

describe('build options', () => {
  it('refuses --static together with --api-host, and a host that is not http(s)', async () => {
    await expect(build({ static: true, apiHost: 'https://api.example.org', outdir: join(temp, 'x') })).rejects.toThrow(/exclude/);
    await expect(build({ apiHost: 'ftp://api.example.org', outdir: join(temp, 'y') })).rejects.toThrow(/http\(s\)/);
  });
});
