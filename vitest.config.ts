import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Both cores: vitest's default (all cores but one) left one idle on this 2-core machine. The browser tests of
    // e2e/ still run one file at a time (scripts/test/suites.ts).
    maxWorkers: 2,
  },
});
