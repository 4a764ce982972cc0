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
 * The floor plan of src/ (docs/architecture.md), from the top; imports only run downwards:
 * - the app: src/main.tsx (the entry) and src/app (router, providers, layouts, route modules, the prerender
 *   entry src/app/ssr, the global stylesheet): the one place that composes features;
 * - the features: src/features/<feature>, one area of the product each, with one public index.ts;
 * - the library: src/lib (api client and generated code, auth session, i18n, theme, config, domain rules, ui
 *   building blocks, test helpers), which knows no feature and no app.
 * src/boot.ts is the page's only script tag: it imports nothing of the app (it loads the entry by URL).
 */
const features = folders('src/features');

/**
 * Which features a feature may import (through that feature's index.ts only). The graph has no cycle:
 * likes and playback are leaves; the others build on them.
 */
export const FEATURE_DEPENDENCIES = {
  account: [],
  board: [],
  briefs: ['playback', 'program', 'shortlists'],
  catalog: ['likes', 'playback', 'shortlists', 'uploads'],
  composing: ['program', 'playback'],
  devPanel: [],
  embed: ['playback'],
  likes: [],
  meetings: [],
  musicianProfile: ['playback', 'uploads'],
  musicians: ['catalog', 'meetings', 'playback'],
  office: ['playback'],
  playback: [],
  player: ['likes', 'playback', 'shortlists'],
  privacy: [],
  productions: ['program'],
  program: ['meetings'],
  shortlists: ['likes', 'meetings', 'playback'],
  uploads: ['playback'],
};
/** Stylesheets of another feature a feature's entry bundles (the embed's own page has no app stylesheet). */
const FEATURE_STYLESHEETS = { embed: ['./playback/waveform/waveform.css'] };

for (const name of features) {
  if (!(name in FEATURE_DEPENDENCIES)) throw new Error(`eslint.config.js: add src/features/${name} to FEATURE_DEPENDENCIES.`);
}

const layerZones = [
  {
    target: 'src/lib',
    from: ['src/app', 'src/features', 'src/main.tsx'],
    message: 'src/lib never imports a feature or the app: imports flow app -> features -> lib.',
  },
  {
    target: 'src/features',
    from: ['src/app', 'src/main.tsx'],
    message: 'A feature never imports the app: imports flow app -> features -> lib.',
  },
  ...features.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`, ...FEATURE_DEPENDENCIES[name].map((other) => `./${other}/index.ts`), ...(FEATURE_STYLESHEETS[name] ?? [])],
    message: FEATURE_DEPENDENCIES[name].length
      ? `src/features/${name} imports only ${FEATURE_DEPENDENCIES[name].join(', ')} of the other features, through their index.ts (FEATURE_DEPENDENCIES in eslint.config.js).`
      : `src/features/${name} imports no other feature (FEATURE_DEPENDENCIES in eslint.config.js).`,
  })),
  {
    target: ['src/app', 'src/main.tsx'],
    from: 'src/features/**',
    except: ['src/features/*/index.ts', 'src/features/**/*.css'].map((pattern) => join(root, pattern)),
    message: 'The app imports a feature only through its index.ts (and its stylesheets into src/app/styles/index.ts).',
  },
];

/**
 * src/ never imports mocks/ outside the entries that start the mock (src/main.tsx and src/features/embed/main.tsx,
 * behind `__EMBEDDED_MOCK__` and a dynamic import), nor src/lib/testing (test helpers: they start msw/node). Tests
 * may (they run the mock in process). One exception: the developer panel (src/features/devPanel) is the mock's own
 * user interface, loaded only in a build that embeds the mock (src/features/devPanel/bundle.test.ts checks that a
 * build for a real API host has none of it); it talks to the mock through mocks/control/client.ts, which imports
 * types only.
 */
const productionZones = [
  {
    target: 'src',
    from: 'mocks',
    except: ['./control/client.ts'],
    message: 'src/ imports mocks/ only in the entries that start the mock (src/main.tsx, src/features/embed/main.tsx), behind a dynamic import.',
  },
  {
    target: ['src/*', 'src/!(features)/**', 'src/features/!(devPanel)/**'],
    from: 'mocks/control/client.ts',
    message: 'Only the developer panel (src/features/devPanel) talks to the mock control endpoints.',
  },
  {
    target: 'src',
    from: 'src/lib/testing',
    message: 'src/lib/testing holds test helpers: only tests import it.',
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
    'src/lib/api/generated/',
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
            // the rejection as its `failure` (src/features/uploads/trackUploadMachine.ts).
            { from: 'file', name: 'UploadMessage', path: 'src/features/uploads/types.ts' },
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
    files: ['src/**/*.test.{ts,tsx}', 'src/lib/testing/**', 'src/main.tsx', 'src/features/embed/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    files: ['mocks/**/*.ts', 'scripts/**/*.ts', 'features/**/*.ts', 'e2e/**/*.ts', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}', 'src/lib/testing/**', 'mocks/testing/**'],
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
    files: ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}', 'src/lib/testing/**', 'mocks/testing/**', 'features/**/*.ts', 'e2e/**/*.ts'],
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
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/lib/ui/forms/Select.tsx'],
    rules: {
      // Blueprint titles HTMLSelect's caret "Open dropdown" in English; the app's Select keeps it decorative.
      'no-restricted-imports': ['error', { paths: [{ name: '@blueprintjs/core', importNames: ['HTMLSelect'], message: 'Use Select from src/lib/ui/forms/Select.' }] }],
    },
  },
);
