// @ts-check
/**
 * ESLint for the whole tree (`npm run lint` runs it with `--max-warnings 0`, then `prettier --check`).
 *
 * - typescript-eslint's recommendedTypeChecked, with type information from the project service (the
 *   tsconfig.json every TypeScript file belongs to);
 * - react-hooks' recommended-latest: the rules of hooks, exhaustive deps and the React Compiler-era rules
 *   (purity, refs, set-state-in-effect, immutability, ...), which hold for code the compiler could optimise;
 * - jsx-a11y's recommended rules for the app's JSX;
 * - the import boundaries of docs/architecture.md through eslint-plugin-import-x's no-restricted-paths:
 *   it checks the resolved file of every import (the TypeScript resolver follows tsconfig.json, so
 *   `./app/styles` is its index.ts), `import()` included, and its zones are plain folder paths. The zones below
 *   are built from the folders on disk, so a new module or shared folder is covered without editing this file.
 *
 * Every rule turned off or relaxed below says why.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const folders = (path) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The layers of src/, from the top:
 * - the app: src/main.tsx (the entry), src/app (router, providers, layouts, route modules: the one place that
 *   composes areas), src/embed (the embeddable player: a second, small app with its own entry, which composes
 *   modules/player) and src/ssr (the prerender entry: renders src/app's routes on the server);
 * - the modules: src/modules/<area>, each an area of the product; a module never imports another;
 * - shared: every other folder of src/ (api, auth, components, config, domain, i18n, theme, and the shared
 *   features several modules and components use: likes, playback, shortlists, trackStats, uploads, waveform,
 *   cueMarkers; testing holds test helpers). Shared folders import one another freely (api and auth depend on
 *   each other: the client asks the auth actor to refresh), never a module or the app.
 * src/boot.ts is the page's only script tag: it imports nothing of the app (it loads the entry by URL).
 */
const appLayer = ['src/main.tsx', 'src/app', 'src/embed', 'src/ssr'];
const modules = folders('src/modules');
const shared = folders('src').filter((name) => !['app', 'embed', 'ssr', 'modules'].includes(name));

const layerZones = [
  {
    target: shared.map((name) => `src/${name}`),
    from: [...appLayer, 'src/modules'],
    message: 'Shared code (api, auth, components, domain, i18n, ...) never imports a module or the app: imports flow app -> modules -> shared.',
  },
  ...modules.map((name) => ({
    target: `src/modules/${name}`,
    from: 'src/modules',
    except: [`./${name}`],
    message: 'A module never imports another module: move what both need to a shared folder, or compose them in src/app.',
  })),
  {
    target: 'src/modules',
    from: appLayer,
    message: 'A module never imports the app: imports flow app -> modules -> shared.',
  },
];

/**
 * src/ never imports mocks/ outside the entries that start the mock (src/main.tsx and src/embed/main.tsx, behind
 * `__EMBEDDED_MOCK__` and a dynamic import), nor src/testing (test helpers: they start msw/node). Tests may
 * (they run the mock in process). One exception: the developer panel (src/modules/devPanel) is the mock's own
 * user interface, loaded only in a build that embeds the mock (src/modules/devPanel/bundle.test.ts checks that a
 * build for a real API host has none of it); it talks to the mock through mocks/control/client.ts, which imports
 * types only.
 */
const productionZones = [
  {
    target: 'src',
    from: 'mocks',
    except: ['./control/client.ts'],
    message: 'src/ imports mocks/ only in the entries that start the mock (src/main.tsx, src/embed/main.tsx), behind a dynamic import.',
  },
  {
    target: ['src/*', 'src/!(modules)/**', 'src/modules/!(devPanel)/**'],
    from: 'mocks/control/client.ts',
    message: 'Only the developer panel (src/modules/devPanel) talks to the mock control endpoints.',
  },
  {
    target: 'src',
    from: 'src/testing',
    message: 'src/testing holds test helpers: only tests import it.',
  },
];

export default defineConfig(
  globalIgnores([
    'node_modules/',
    'dist/',
    'dist-static/',
    'reports/',
    '.data/',
    '.tmp/',
    // Written by `npm run generate` (hey-api) from contracts/openapi.yaml; checked for drift, never edited.
    'src/api/generated/',
  ]),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An async function without await is how this code hands a promise to an API that asks for one (the
      // features' eventually() probes, msw resolvers, vi.fn stand-ins for async calls, interfaces such as the
      // blob store), and it turns a throw into a rejection. A forgotten await, the mistake behind this rule, is
      // caught by no-floating-promises and no-misused-promises.
      '@typescript-eslint/require-await': 'off',
      // react-router's loaders and actions throw what redirect() and data() return (the router catches them).
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
            // saveTrack rejects with the message the upload form shows: the upload machine's saving step takes
            // the rejection as its `failure` (src/uploads/trackUploadMachine.ts).
            { from: 'file', name: 'UploadMessage', path: 'src/uploads/types.ts' },
          ],
        },
      ],
      // `_name` marks a parameter or binding kept on purpose (tsconfig's noUnusedParameters agrees).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Files outside tsconfig.json (the ESLint and cucumber configs, the tsx loader): no type information.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...productionZones] }],
    },
  },
  {
    // Tests and test helpers, and the two entries that start the mock: the layers hold, mocks/ may be imported.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/main.tsx', 'src/embed/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    files: ['mocks/**/*.ts', 'scripts/**/*.ts', 'features/**/*.ts', 'e2e/**/*.ts', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}', 'src/testing/**', 'mocks/testing/**'],
    rules: {
      // Tests throw and reject with the contract's problem objects, as the generated client hands them over.
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      // useTestApi() (mocks/testing) is a vitest fixture named like a hook: called at a test file's top level it
      // starts msw for that file. The hooks under test run inside render() and renderHook(), where React itself
      // fails a test that breaks their rules.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}', 'src/testing/**', 'mocks/testing/**', 'features/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      // Tests, specs and journeys read answers they assert on as they come (`await response.json()` is `any`):
      // an assertion that reads the wrong field fails the test, which is the check these rules would add.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['mocks/http/operation.ts', 'mocks/http/validation.ts'],
    rules: {
      // The one place that walks zod's schema internals (`_zod.def`) and binds operations of any schema: zod
      // types neither generically, so `any` stays inside these two files and their exports are typed.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
