import type { KnipConfig } from 'knip';

/**
 * knip (`npm run lint` runs it): files, exports and packages nobody uses. The entries are what starts code without
 * an import knip can follow: the page's script and the app's and embed's entries (loaded by URL from the HTML), the
 * prerender entry (loaded from the server bundle by path), the service worker's mock, the audio worker thread
 * (started through its .mjs bootstrap), every script and Gherkin support file (run by tsx and cucumber), and the
 * fixtures the browser-crash and kept-context tests run in child processes. Tests are entries too (vitest plugin).
 */
const config: KnipConfig = {
  entry: [
    'src/boot.ts',
    'src/main.tsx',
    'src/features/embed/main.tsx',
    'src/app/ssr/prerender.tsx',
    'mocks/browser.ts',
    'mocks/media/worker/audioJobThread.ts',
    'scripts/**/*.ts',
    'features/**/*.ts',
    'e2e/fixtures/**/*.{ts,mjs}',
  ],
  project: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'scripts/**/*.ts', 'features/**/*.ts', 'e2e/**/*.{ts,mjs}', '*.{ts,mjs,js}'],
  // Generated from the contract (never edited): its unused operations and aliases are the contract's business.
  ignore: ['src/lib/api/generated/**'],
  // An export named for a test or a reader, and used beside its declaration, is no dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // The project's Node 24 runtime: npm scripts and npx run on it (package.json `devDependencies.node`).
    'node',
    // Injected into pages as a script file (e2e/support/a11yAxe.ts resolves axe-core/axe.min.js).
    'axe-core',
  ],
};

export default config;
