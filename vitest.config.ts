import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    // Timeouts catch a hung test, they do not measure speed: `npm test` runs these beside the browser tests on a
    // loaded machine. See src/lib/testing/vitestSetup.ts for the waits inside a test.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['src/lib/testing/vitestSetup.ts'],
    // `expect.poll` waits like `findBy*` (src/lib/testing/vitestSetup.ts): its default of one second failed a keyboard test
    // whose page, reloaded while the unit tests shared the machine, drew its entries a little later than that.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // Both cores: vitest's default (all cores but one) left one idle on this 2-core machine. The browser tests of
    // e2e/ still run one file at a time (scripts/test/suites.ts).
    maxWorkers: 2,
  },
});
