import { build, type Metafile } from 'esbuild';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/** Bundles the launcher the way esbuild.config.ts bundles the app; packages stay external (only our modules matter). */
async function bundleLauncher(embeddedMock: boolean): Promise<Metafile> {
  const result = await build({
    stdin: { contents: "export { DevPanelHost, DevPanelLauncher } from './src/modules/devPanel';", resolveDir: root, sourcefile: 'entry.ts', loader: 'ts' },
    absWorkingDir: root,
    outdir: join(tmpdir(), 'cue-dev-panel-bundle'),
    write: false,
    bundle: true,
    format: 'esm',
    splitting: true,
    metafile: true,
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __EMBEDDED_MOCK__: String(embeddedMock) },
    packages: 'external',
    logLevel: 'silent',
  });
  return result.metafile;
}

const PANEL_CODE = /^(src\/modules\/devPanel\/DevPanel\.tsx|mocks\/)/;

describe('the developer panel in the bundle', () => {
  it('is left out of a build for a real API host, with the mock control client', { timeout: 30_000 }, async () => {
    const metafile = await bundleLauncher(false);
    expect(Object.keys(metafile.inputs)).toContain('src/modules/devPanel/DevPanelLauncher.tsx');
    expect(Object.keys(metafile.inputs).filter((input) => PANEL_CODE.test(input))).toEqual([]);
  });

  it('is a lazily loaded chunk of a build with the embedded mock', { timeout: 30_000 }, async () => {
    const metafile = await bundleLauncher(true);
    const outputs = Object.values(metafile.outputs);
    const entry = outputs.find((output) => output.entryPoint !== undefined)!;
    const panel = outputs.find((output) => 'src/modules/devPanel/DevPanel.tsx' in output.inputs);
    expect(panel?.inputs).toHaveProperty(['mocks/control/client.ts']);
    expect(entry.inputs).not.toHaveProperty(['src/modules/devPanel/DevPanel.tsx']);
    expect(entry.imports.filter((imported) => imported.kind === 'dynamic-import').length).toBeGreaterThan(0);
  });
});
