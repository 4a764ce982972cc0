/** Build-time constant: false in a build for a real API host, so the embedded mock code is dropped. */
declare const __EMBEDDED_MOCK__: boolean;

/** Files the bundler copies to the output: importing one gives its public URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}

/** Stylesheets are bundled by esbuild into the page's CSS file. */
declare module '*.css';
