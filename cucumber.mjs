/**
 * Cucumber: business-language features in features/, steps in features/steps/, World, hooks and page
 * helpers in features/support/. TypeScript is loaded through tsx, registered by the first support file
 * (cucumber 13's `loader` option does not work with tsx). CUCUMBER_PARALLEL=2 runs two workers.
 */
export default {
  paths: ['features/**/*.feature'],
  import: ['features/support/registerTsx.mjs', 'features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress', ['html', 'reports/cucumber.html']],
  failFast: false,
  parallel: Number(process.env.CUCUMBER_PARALLEL ?? 1),
};
