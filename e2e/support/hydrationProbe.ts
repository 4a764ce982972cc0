import type { BrowserContext, Page } from 'playwright-core';

/** What the browser received as HTML before any of the app's scripts ran, and whether React kept it. */
export interface HydrationReport {
  /** `data-route` of `#root` in the HTML as received (the route pattern it was prerendered for). */
  route: string | null;
  /** `<html lang>` as received. */
  lang: string;
  /** Elements inside `#root` in the HTML as received (0: an empty root, nothing was prerendered). */
  prerenderedElements: number;
  /**
   * Whether the root's first element as received is still in the document once the page has loaded: hydration
   * adopts the prerendered nodes, while a client render (`createRoot`) or a hydration that fell back to one
   * replaces them with new nodes.
   */
  firstElementKept: boolean;
  /** How many of the received elements are still in the document (the data then replaces the skeletons). */
  keptElements: number;
}

const PROBE = '__cueHydrationProbe';

/**
 * Runs in every document before its scripts: when the parser has finished (`readyState` "interactive"), and
 * before the deferred module scripts run (HTML's "the end" sets the readiness first), it keeps the elements of
 * `#root` as they came in the HTML.
 */
function recordPrerenderedDom(probe: string): void {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('root');
    (window as unknown as Record<string, unknown>)[probe] = {
      route: root?.getAttribute('data-route') ?? null,
      lang: document.documentElement.lang,
      elements: root ? Array.from(root.querySelectorAll('*')) : [],
      first: root?.firstElementChild ?? null,
    };
  });
}

/** Installs the probe in every page of `context` (before the pages navigate). */
export async function probeHydration(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordPrerenderedDom, PROBE);
}

/** Reads the probe of the page's current document. */
export async function readHydration(page: Page): Promise<HydrationReport> {
  return page.evaluate((probe) => {
    const recorded = (window as unknown as Record<string, { route: string | null; lang: string; elements: Element[]; first: Element | null } | undefined>)[probe];
    if (!recorded) return { route: null, lang: '', prerenderedElements: 0, firstElementKept: false, keptElements: 0 };
    return {
      route: recorded.route,
      lang: recorded.lang,
      prerenderedElements: recorded.elements.length,
      firstElementKept: recorded.first?.isConnected ?? false,
      keptElements: recorded.elements.filter((element) => element.isConnected).length,
    };
  }, PROBE);
}

/**
 * React's hydration complaints, in production (minified errors 418 "hydration failed", 423 "recovered by client
 * rendering the root", 425 "text content did not match") and development builds.
 */
export const HYDRATION_PROBLEM = /Hydration failed|hydrat(ed|ing) but|did not match|didn't match|Minified React error #(418|423|425)|react\.dev\/errors\/(418|423|425)/i;
