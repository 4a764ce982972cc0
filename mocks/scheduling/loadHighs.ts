import type { Highs } from 'highs';

let runtime: Promise<Highs> | undefined;

/**
 * HiGHS, the MIP solver (WebAssembly, 3.4 MB), loaded on the first schedule and kept: nothing of it loads when the
 * mock starts. In Node (tests, the local server) the loader reads highs.wasm beside itself in node_modules; in the
 * static build's in-page mock the file is the build's own hashed copy (./highsWasmUrl.ts), never fetched elsewhere.
 */
export function loadHighs(): Promise<Highs> {
  runtime ??= instantiate().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

async function instantiate(): Promise<Highs> {
  const { default: highsLoader } = await import('highs');
  if (globalThis.process?.versions?.node) return highsLoader();
  const { HIGHS_WASM_URL } = await import('./highsWasmUrl');
  return highsLoader({ locateFile: () => HIGHS_WASM_URL });
}
