/**
 * Cucumber: business-language features in features/, steps in features/steps/, World, hooks and page
 * helpers in features/support/. TypeScript is loaded through tsx, registered by the first support file
 * (cucumber 13's `loader` option does not work with tsx). CUCUMBER_PARALLEL=2 runs two workers.
 *
 * Cucumber adds feature paths given on the command line to `paths` instead of replacing them, so the
 * default (every feature) applies only when none is given: `npx cucumber-js features/login.feature` runs
 * that feature alone.
 */
const featureArguments = process.argv.slice(2).filter((argument) => /\.feature(:\d+)*$/.test(argument));

export default {
  paths: featureArguments.length > 0 ? [] : ['features/**/*.feature'],
  import: ['features/support/registerTsx.mjs', 'features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress', ['html', 'reports/cucumber.html']],
  failFast: false,
  parallel: Number(process.env.CUCUMBER_PARALLEL ?? 1),
  // A scenario that fails is run once more, in a new context: on this loaded 2-core machine two of the last four
  // full runs lost a scenario or two to a step that timed out (a different one each time), and a failing scenario
  // still fails. A retried scenario is named in the output ("Retried after a failed first attempt") and the report;
  // `npm run test:repeat` runs with CUCUMBER_RETRY=0 to count every flake.
  retry: Number(process.env.CUCUMBER_RETRY ?? 1),
};
