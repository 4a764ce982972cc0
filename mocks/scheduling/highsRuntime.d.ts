/** `highs/runtime` is the package's highs.wasm; bundled with esbuild's file loader, importing it gives its URL. */
declare module 'highs/runtime' {
  const url: string;
  export default url;
}
