import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/**
 * Launching Debian's Chromium for every browser run of the project (Gherkin specs, e2e tests, scripts), and keeping
 * one alive across a run: {@link RelaunchingBrowser} launches it again when it crashed, was disconnected or hangs.
 */

/** Debian's Chromium, the browser people use: benchmarks, Lighthouse and the screenshots script run it (or CHROMIUM_PATH). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium build (package `chromium-headless-shell`, the "old headless" that
 * Playwright itself runs for headless tests): every test runs in it (or TEST_CHROMIUM_PATH). The same Blink, V8 and
 * Skia, without the desktop browser's window and compositor machinery: a first page load of /search-details cost
 * 2.4 CPU-s against 4.9 in `chromium --headless`, a reload 0.8 against 1.2, a Gherkin feature 25% less and the
 * accessibility crawl 40% less CPU. Text is anti-aliased differently, so the visual baselines are taken in it too.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Where every request that is not for this machine is sent: a proxy on the discard port, where nothing listens, so
 * the request fails in the browser and never leaves the machine. Chromium never proxies loopback addresses
 * (localhost, 127.0.0.0/8, [::1]), so the app's own requests go straight to the local server. Blocking this way costs
 * nothing per request, where intercepting every request through DevTools paused each one and turned the HTTP cache off.
 */
export const NOWHERE_PROXY = 'http://127.0.0.1:9';

/** The flags every browser of the project runs with: headless, no traffic of its own, and none off this machine. */
export const CHROMIUM_FLAGS = [
  '--headless',
  `--proxy-server=${NOWHERE_PROXY}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How long a browser may take to answer one DevTools round trip before it counts as hung. On a loaded 2-core machine a
 * healthy browser took over 5 s now and then, and killing it failed the scenario that was running.
 */
export const BROWSER_ANSWERS_WITHIN_MS = 15_000;
/** How long closing a context's tabs and the context may take before the browser counts as hung. */
export const CONTEXT_CLOSES_WITHIN_MS = 10_000;

/** The main process id of each browser launched here, asked at launch (a hung browser answers nothing later). */
const processIds = new WeakMap<Browser, number>();

async function askProcessId(browser: Browser): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo');
    const main = processInfo.find((info) => info.type === 'browser');
    if (!main) throw new Error('Chromium did not name its browser process (SystemInfo.getProcessInfo).');
    return main.id;
  } finally {
    await session.detach();
  }
}

/**
 * Debian's Chromium, headless and quiet: no first-run, sync, component or background traffic. Tests run the headless
 * shell ({@link TEST_CHROMIUM_PATH}); a benchmark passes {@link CHROMIUM_PATH}.
 */
export async function launchBrowser(executablePath = TEST_CHROMIUM_PATH): Promise<Browser> {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  processIds.set(browser, await askProcessId(browser));
  return browser;
}

/** The operating system's id of the main process of a browser from {@link launchBrowser} (to kill it in a test). */
export function browserProcessId(browser: Browser): number {
  const id = processIds.get(browser);
  if (id === undefined) throw new Error('This browser was not launched by launchBrowser: its process id is unknown.');
  return id;
}

/** Settles with the work, or with `undefined` once `ms` have passed without an answer. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the browser is connected and answers a DevTools round trip in time (a stopped or wedged one does not). */
export async function browserAnswers(browser: Browser, ms = BROWSER_ANSWERS_WITHIN_MS): Promise<boolean> {
  if (!browser.isConnected()) return false;
  const roundTrip = (async () => {
    const session = await browser.newBrowserCDPSession();
    await session.send('Browser.getVersion');
    await session.detach();
    return true;
  })().catch(() => false);
  return (await within(roundTrip, ms)) ?? false;
}

/**
 * Kills a connected browser's process (SIGKILL: a stopped process dies too) and waits until Playwright has seen it
 * go. A disconnected browser's process is already gone (Playwright reaps it), and its id may belong to another
 * process by now: it is left alone.
 */
async function killBrowser(browser: Browser): Promise<void> {
  if (!browser.isConnected()) return;
  const disconnected = new Promise<void>((resolve) => browser.once('disconnected', () => resolve()));
  try {
    process.kill(browserProcessId(browser), 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  await disconnected;
}

/**
 * One browser for a whole run, launched again when it is gone: `live()` answers the browser while it is connected
 * and answers, and otherwise kills what is left of it (a hung process) and launches a new one. Call it each time a
 * test or scenario opens its context, so a crash fails the one that was running and not every one after it.
 */
export class RelaunchingBrowser {
  #browser: Browser;
  #checking?: Promise<Browser>;

  private constructor(browser: Browser) {
    this.#browser = browser;
  }

  static async launch(): Promise<RelaunchingBrowser> {
    return new RelaunchingBrowser(await launchBrowser());
  }

  /** The browser launched last, as it is (it may have crashed since: open contexts through {@link live}). */
  get current(): Browser {
    return this.#browser;
  }

  /** The browser, launched again first when it crashed, was disconnected or does not answer. */
  live(): Promise<Browser> {
    this.#checking ??= this.#relaunchWhenGone().finally(() => (this.#checking = undefined));
    return this.#checking;
  }

  async #relaunchWhenGone(): Promise<Browser> {
    if (await browserAnswers(this.#browser)) return this.#browser;
    const state = this.#browser.isConnected() ? `it did not answer within ${BROWSER_ANSWERS_WITHIN_MS / 1000} s and was killed` : 'it crashed or was disconnected';
    console.warn(`\nThe browser was gone (${state}): a new one is launched for what comes next.`);
    await killBrowser(this.#browser);
    this.#browser = await launchBrowser();
    return this.#browser;
  }

  async close(): Promise<void> {
    if (!this.#browser.isConnected()) return;
    const closed = await within(
      this.#browser.close().then(() => true),
      BROWSER_ANSWERS_WITHIN_MS,
    );
    if (!closed) await killBrowser(this.#browser);
  }
}

/**
 * Closes a context's tabs one by one (without running `beforeunload`), then the context. Chromium 156 can
 * crash when a context is disposed while one of its tabs had a close cancelled by `beforeunload` (about
 * once in 15 closes); closing the tabs first never did in 240 tries. A context of a browser that is gone is
 * left as it is; one that does not close in time is reported (its browser hangs, and is relaunched next time).
 */
export async function closeContext(context: BrowserContext): Promise<void> {
  if (context.browser()?.isConnected() === false) return;
  const closing = (async () => {
    for (const page of context.pages()) await page.close();
    await context.close();
    return true;
  })();
  if (!(await within(closing, CONTEXT_CLOSES_WITHIN_MS))) {
    throw new Error(`The browser did not close a context within ${CONTEXT_CLOSES_WITHIN_MS / 1000} s: it hangs.`);
  }
}
