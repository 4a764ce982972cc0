import type { Page } from 'playwright-core';

/**
 * The app has started on the page: its root carries `data-interactive` (src/main.tsx) and shows something (a
 * layout or an error screen; not the hidden `<link rel="preload">` React puts first in a prerendered root).
 * A prerendered page's buttons are there before its code runs, and a press then would do nothing.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.locator('#root[data-interactive] > :not(link)').first().waitFor();
}

/** Opens an address and waits until the app answers on it. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilInteractive(page);
}

/** Reloads the page and waits until the app answers on it again. */
export async function reloadInApp(page: Page): Promise<void> {
  await page.reload();
  await untilInteractive(page);
}
