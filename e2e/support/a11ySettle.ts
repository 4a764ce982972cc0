import type { Page, Request } from 'playwright-core';

/** Requests a page has sent and not yet seen answered, for the pages {@link trackRequests} watches. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Starts counting a tab's open requests (call it before the tab's first navigation). Audio and video are left
 * out: the player keeps its stream open as long as it plays, which is not "loading".
 */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (request.resourceType() !== 'media') open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once the tab has had no request open for `quietMs` in a row (or after `timeout`, whatever comes first). */
async function networkQuiet(page: Page, quietMs: number, timeout: number): Promise<void> {
  const open = inFlight.get(page);
  if (!open) {
    await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
    return;
  }
  const end = Date.now() + timeout;
  let quietSince = open.size === 0 ? Date.now() : undefined;
  while (Date.now() < end) {
    if (open.size > 0) quietSince = undefined;
    else if (quietSince === undefined) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until the page shows what a visitor will look at: its calls answered, no spinner, skeleton or busy
 * region left, the fonts loaded and no transition still running (a dialog fading in has lower contrast than
 * the dialog a user reads). Infinite animations (a spinner that stays, by design) are not waited for.
 */
export async function settle(page: Page, timeout = 15_000): Promise<void> {
  await networkQuiet(page, 150, timeout);
  await page.waitForFunction(
    () => {
      // (No named helpers in here: tsx would wrap them in a `__name` call the page does not know.)
      const busy = [...document.querySelectorAll('.bp6-spinner, .bp6-skeleton, [aria-busy="true"]')].some((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      });
      const animating = document.getAnimations().some((animation) => {
        const iterations = animation.effect?.getTiming().iterations;
        return animation.playState === 'running' && iterations !== Infinity;
      });
      return document.fonts.status === 'loaded' && document.querySelector('#root > *') !== null && !busy && !animating;
    },
    undefined,
    { timeout, polling: 100 },
  );
}
