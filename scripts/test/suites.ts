/**
 * How `npm test` runs each suite, shared with `npm run test:repeat` so both run the browser suites the same way.
 */

/**
 * Gherkin workers side by side, each with its own local server, store and browser (cucumber.mjs reads it). Two: one
 * worker alone keeps about 1.7 of the 2 cores busy, and with three beside the e2e/ tests the machine was so
 * oversubscribed that steps and browser health checks timed out.
 */
export const CUCUMBER_WORKERS = Number(process.env.CUCUMBER_PARALLEL ?? 2);

export const cucumberCommand = (extra: string[] = []) => ['npx', 'cucumber-js', ...extra];
export const cucumberEnv = { CUCUMBER_PARALLEL: String(CUCUMBER_WORKERS) };

/**
 * The `e2e/` browser tests one file at a time: a 150 MB upload, an accessibility crawl and the journeys each load
 * the machine on their own, and side by side on 2 cores they starved each other into timeouts.
 */
export const e2eCommand = (files: string[] = ['e2e'], extra: string[] = []) => ['npx', 'vitest', 'run', ...files, '--no-file-parallelism', ...extra];
