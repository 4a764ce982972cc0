import { describe, expect, it } from 'vitest';
import { bundleLikeApp } from '../../lib/testing/bundleLikeApp';

/** Bundles the launcher the way esbuild.config.ts bundles the app; packages stay external (only our modules matter). */
const bundleLauncher = (embeddedMock: boolean) =>
  bundleLikeApp("export { DevPanelHost, DevPanelLauncher } from './src/features/devPanel';", { __EMBEDDED_MOCK__: String(embeddedMock) });

const PANEL_CODE = /^(src\/features\/devPanel\/DevPanel\.tsx|mocks\/)/;

describe('the developer panel in the bundle', () => {
  it('is left out of a build for a real API host, with the mock control client', { timeout: 30_000 }, async () => {
    const metafile = await bundleLauncher(false);
    expect(Object.keys(metafile.inputs)).toContain('src/features/devPanel/DevPanelLauncher.tsx');
    expect(Object.keys(metafile.inputs).filter((input) => PANEL_CODE.test(input))).toEqual([]);
  });

  it('is a lazily loaded chunk of a build with the embedded mock', { timeout: 30_000 }, async () => {
    const metafile = await bundleLauncher(true);
    const outputs = Object.values(metafile.outputs);
    const entry = outputs.find((output) => output.entryPoint !== undefined)!;
    const panel = outputs.find((output) => 'src/features/devPanel/DevPanel.tsx' in output.inputs);
    expect(panel?.inputs).toHaveProperty(['mocks/control/client.ts']);
    expect(entry.inputs).not.toHaveProperty(['src/features/devPanel/DevPanel.tsx']);
    expect(entry.imports.filter((imported) => imported.kind === 'dynamic-import').length).toBeGreaterThan(0);
  });
});
