/**
 * The browser's address of HiGHS's WebAssembly: esbuild's file loader for `.wasm` (esbuild.config.ts) copies
 * node_modules/highs/build/highs.wasm into the build's assets/ under a hashed name, and this import is its URL.
 * Loaded only outside Node (./loadHighs.ts): Node reads the file from node_modules.
 */
import highsWasmUrl from 'highs/runtime';

export const HIGHS_WASM_URL: string = highsWasmUrl;
