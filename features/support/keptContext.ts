import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import { closeContext } from './browser';
import { guardContext } from './guards';

/**
 * One browser context and one tab per cucumber worker, kept from scenario to scenario and emptied between them,
 * instead of a new context per scenario. A fresh context starts with an empty HTTP cache and a new renderer: every
 * first page load fetched, parsed and compiled the whole app again (1.4-1.7 CPU-s of Chromium, against about 0.35
 * in a tab that has loaded it before). What a scenario could leave behind is removed, or the context is not kept:
 *
 * - the tab goes back to `about:blank`; the listeners, init scripts and routes the scenario added to it are
 *   removed, its viewport and media emulation restored, its sessionStorage cleared; other tabs are closed;
 * - cookies, permissions and the storage of every origin the scenario reached (localStorage, IndexedDB, service
 *   workers, Cache API) are cleared, then checked empty (the guard: no cookie, no localStorage item is left);
 * - the context is closed instead when the scenario did not pass or recorded a problem, when it loaded a page of
 *   another origin (a static host, an embedding site), when it fixed the clock (`Given it is ... in Seoul`: a fake
 *   clock stays in its context), when it is tagged `@fresh-context`, when emptying fails,
 *   when its browser is gone, and for every scenario with `CUE_FRESH_CONTEXTS=1` (the old way: to tell a leak
 *   between scenarios from a defect).
 *
 * The HTTP cache is kept on purpose: the server's caching is part of what the scenarios exercise (uploaded files are
 * immutable by id, and ids are never reused, not even after a store reset). The tab's history is kept too: a
 * scenario that goes Back past its own first page would reach `about:blank` (tag it `@fresh-context`).
 */

/** `CUE_FRESH_CONTEXTS=1`: a new context for every scenario, as before contexts were kept. */
export const FRESH_CONTEXTS = process.env.CUE_FRESH_CONTEXTS === '1';

/** The tag of a scenario that needs a context and tab no other scenario has used. */
export const FRESH_CONTEXT_TAG = '@fresh-context';

/** The viewport of a new tab (Playwright's default), restored after a scenario changed it. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** What a scenario's context is opened with: the app's origin, Korean, and a fixed time zone for stable dates. */
export const contextOptions = (baseURL: string) => ({ baseURL, locale: 'ko-KR', timezoneId: 'UTC', viewport: DEFAULT_VIEWPORT });

/** The storage a scenario may fill, cleared for every origin it reached (sessionStorage is cleared in the tab). */
const STORAGE_TYPES = 'cookies,file_systems,indexeddb,local_storage,service_workers,cache_storage,shared_storage,storage_buckets,websql';

type Listener = (...args: unknown[]) => void;

interface Kept {
  context: BrowserContext;
  page: Page;
  /** The origins the context's requests went to since it was last emptied. */
  origins: Set<string>;
  /** The tab's listeners before the scenario (the guards'): any other is the scenario's, removed after it. */
  listeners: Map<string | symbol, Listener[]>;
  /** What removes the init scripts the scenario added to the tab. */
  disposables: Array<{ dispose(): Promise<void> }>;
}

let kept: Kept | undefined;
/** Where the guards of the kept context record problems: the running scenario's list. */
let problemSink: string[] = [];

/** A tab as the event emitter it is at run time (Playwright's types name only its typed `on`/`off`). */
const emitter = (page: Page) => page as unknown as NodeJS.EventEmitter;

const listenersOf = (page: Page) =>
  new Map(
    emitter(page)
      .eventNames()
      .map((name) => [name, [...emitter(page).listeners(name)] as Listener[]]),
  );

/** Records the init scripts added to the tab, so that they can be removed after the scenario. */
function trackInitScripts(page: Page, disposables: Kept['disposables']): void {
  const add = page.addInitScript.bind(page);
  page.addInitScript = async (...args: Parameters<Page['addInitScript']>) => {
    const disposable = await add(...args);
    disposables.push(disposable);
    return disposable;
  };
}

/**
 * The tab for the next scenario: the kept one when its context is still of the live browser and nothing asks for
 * a fresh one, else a new context (guarded: its requests, console and CSP violations are recorded into `problems`)
 * with a new tab.
 */
export async function openScenarioPage(browser: Browser, baseURL: string, problems: string[], fresh: boolean): Promise<Page> {
  problemSink = problems;
  if (kept && (fresh || FRESH_CONTEXTS || kept.context.browser() !== browser || !browser.isConnected())) await discardKeptContext();
  if (!kept) {
    const context = await browser.newContext(contextOptions(baseURL));
    const origins = new Set<string>();
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    });
    await guardContext(context, () => problemSink);
    const page = await context.newPage();
    const disposables: Kept['disposables'] = [];
    trackInitScripts(page, disposables);
    kept = { context, page, origins, listeners: new Map(), disposables };
  }
  kept.listeners = listenersOf(kept.page);
  return kept.page;
}

/**
 * After a scenario: keeps its context and tab for the next one, emptied (see above), when the scenario passed with
 * no problem and stayed on the app's origin; otherwise closes the context. A context whose browser is gone is
 * forgotten.
 */
export async function closeScenarioPage(page: Page, appOrigin: string, passed: boolean): Promise<void> {
  const entry = kept?.page === page ? kept : undefined;
  const keep = entry && passed && !FRESH_CONTEXTS && [...entry.origins].every((origin) => origin === appOrigin);
  if (!entry || !keep) {
    if (entry) kept = undefined;
    await closeContext(page.context());
    return;
  }
  try {
    await emptyTab(entry, appOrigin);
    await emptyContext(entry, appOrigin);
  } catch (error) {
    kept = undefined;
    await closeContext(entry.context);
    throw error;
  }
}

async function discardKeptContext(): Promise<void> {
  const context = kept?.context;
  kept = undefined;
  if (context) await closeContext(context);
}

/** The tab as a new one would be: blank, none of the scenario's listeners, scripts, routes or emulation. */
async function emptyTab(entry: Kept, appOrigin: string): Promise<void> {
  const { page, context } = entry;
  for (const other of context.pages()) if (other !== page) await other.close({ runBeforeUnload: false });
  const events = emitter(page);
  for (const name of events.eventNames()) {
    const before = entry.listeners.get(name) ?? [];
    for (const listener of events.listeners(name) as Listener[]) if (!before.includes(listener)) events.off(name, listener);
  }
  for (const disposable of entry.disposables.splice(0)) await disposable.dispose();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (page.url().startsWith(`${appOrigin}/`)) await page.evaluate(() => sessionStorage.clear());
  // A page that asks before it is left (an unsaved form) is left anyway.
  const leave = (dialog: Dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  page.on('dialog', leave);
  try {
    await page.goto('about:blank');
  } finally {
    page.off('dialog', leave);
  }
  const viewport = page.viewportSize();
  if (viewport?.width !== DEFAULT_VIEWPORT.width || viewport.height !== DEFAULT_VIEWPORT.height) await page.setViewportSize(DEFAULT_VIEWPORT);
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
}

/** Where the emptied tab looks at the app origin's storage: a blank document the tab itself answers. */
const CHECK_PATH = '/__cue-kept-context-check';

/**
 * Clears what the scenario stored in the context, then checks it as the next scenario would find it, in the kept tab
 * on a blank document of the app's origin (same site: no new renderer): no cookie, no localStorage, sessionStorage
 * or IndexedDB entry is left. (Playwright's `storageState()` would check with a new tab per scenario.)
 */
async function emptyContext(entry: Kept, appOrigin: string): Promise<void> {
  const { context, page, origins } = entry;
  const session = await context.newCDPSession(page);
  try {
    for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
  } finally {
    await session.detach().catch(() => undefined);
  }
  await context.clearCookies();
  await context.clearPermissions();
  const checkUrl = `${appOrigin}${CHECK_PATH}`;
  await page.route(checkUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>check</title>' }));
  try {
    await page.goto(checkUrl);
    const left = await page.evaluate(async () => [
      ...Object.keys(localStorage).map((key) => `localStorage ${key}`),
      ...Object.keys(sessionStorage).map((key) => `sessionStorage ${key}`),
      ...(document.cookie ? [`cookies ${document.cookie}`] : []),
      ...(await indexedDB.databases()).map((database) => `IndexedDB ${database.name}`),
    ]);
    const cookies = await context.cookies();
    if (cookies.length > 0) left.push(...cookies.map((cookie) => `cookie ${cookie.name} of ${cookie.domain}`));
    if (left.length > 0) throw new Error(`The kept context was not emptied: ${left.join(', ')} left for the next scenario.`);
    await page.goto('about:blank');
  } finally {
    await page.unroute(checkUrl);
  }
  origins.clear();
}
