import { afterAll } from 'vitest';

/** A test file in a DOM environment (happy-dom); the others (the provider, scripts, e2e/) need none of this. */
const inDom = typeof document !== 'undefined';

/**
 * Loaded before every test file (vitest.config.ts). `findBy*` and `waitFor` wait for the UI to arrive; how fast it
 * arrives is measured by `npm run bench`, never by a test. Testing Library's default of one second failed tests
 * that were right when the unit tests shared the machine with the browser tests (a lazy chunk's first transform
 * alone can take longer): a wait gives up after 15 s, and a test after 60 s. (Loaded only where there is a DOM: it
 * costs every other file an import.)
 */
if (inDom) {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}

/**
 * A toast still shown when a file's tests end keeps Blueprint's timers (its timeout, then its exit transition)
 * running after the test environment is gone: one fired into a torn-down window (`ReferenceError: window is not
 * defined`), and vitest failed the whole run for that unhandled error although every test had passed. Caught here
 * every time instead of now and then: a page test either mocks the AppToaster or dismisses what it showed.
 */
afterAll(() => {
  if (!inDom) return;
  const toasts = [...document.querySelectorAll('.bp6-toast')].map((toast) => toast.textContent);
  if (toasts.length > 0) {
    throw new Error(
      `Toasts still shown when the file ended: ${JSON.stringify(toasts)}. Their timers would fire after the test environment is gone; ` +
        "mock '../components/AppToaster' in the test file, or dismiss the toast the test shows.",
    );
  }
});
