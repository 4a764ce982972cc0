import type { BrowserContext, Page } from 'playwright-core';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || LOCAL_HOSTS.has(hostname);
}

/**
 * Records what must fail a scenario: a request leaving localhost (aborted), an uncaught page error,
 * a console error. The After hook fails the scenario when anything was recorded.
 */
export async function guardContext(context: BrowserContext, problems: string[]): Promise<void> {
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLocalUrl(url)) return route.continue();
    problems.push(`request left localhost: ${route.request().method()} ${url}`);
    return route.abort('blockedbyclient');
  });
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
  };
  context.on('page', watch);
}
