import type { Page } from 'playwright-core';

/**
 * Waits until the page shows what a visitor will look at: its calls answered, no spinner, skeleton or busy
 * region left, the fonts loaded and no transition still running (a dialog fading in has lower contrast than
 * the dialog a user reads). Infinite animations (a spinner that stays, by design) are not waited for.
 */
export async function settle(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
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
