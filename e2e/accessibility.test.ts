import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAppBuilt } from '../features/support/appBuild';
import { RelaunchingBrowser } from '../features/support/browser';
import { createMockControlClient } from '../mocks/control/client';
import { startMockServer, type MockServer } from '../mocks/server/startMockServer';
import { describeFindings, injectAxe, scanPage, type AxeFinding } from './support/a11yAxe';
import { DARK_CHECKS, PHONE_ROUTE_CHECKS, ROUTE_CHECKS, STATE_CHECKS, type A11yCheck } from './support/a11yChecks';
import { HYDRATION_PROBLEM, readHydration } from './support/hydrationProbe';
import {
  byVisitSession,
  createVisitPool,
  describeVisit,
  LANGUAGES,
  logInByApi,
  openVisit,
  SharedContext,
  uiText,
  type Language,
  type VisitOptions,
  type Visit,
  type VisitPool,
  type Visitor,
} from './support/a11ySession';
import { settle } from './support/a11ySettle';
import { POSITION_STORAGE_KEY, QUEUE_STORAGE_KEY } from '../src/features/playback/savedPlayback';
import { compareWithBaseline, UPDATING, type VisualResult } from './support/visualCheck';

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA, plus the best-practice rules Lighthouse scores) over every route of
 * docs/product.md section 2, logged out and logged in, in Korean and English, and over the states a user meets (form
 * errors, dialogs, the phone drawer, the player, a load failure, the dark theme). Each failure line names the
 * route, the state, the language, the visitor, the rule, its impact and the offending elements.
 * On the same page loads, each screen is compared with its committed baseline screenshot (support/visualCheck.ts),
 * and each load of a prerendered route is checked to hydrate its HTML (issue 16: the elements React found are the
 * ones it kept, and the console has no hydration warning).
 */
/**
 * The one moment the crawl happens at, for the server and every page: what a screen shows of the time (a last
 * login, a share link's expiry, plays of the last days) is the same on every run and every day.
 */
const CRAWL_TIME = Date.parse('2026-11-28T03:00:00Z');

describe('accessibility (axe-core, WCAG 2.2 A/AA)', () => {
  let server: MockServer;
  /** One browser, launched again when a check crashed or hung it (the pool then opens its tabs in the new one). */
  let browsers: RelaunchingBrowser;
  /** A plain tab, for the check of the test's own tools (opened in the live browser when that test starts). */
  let context: SharedContext;
  /** The tabs the checks look through, one per way of looking (see createVisitPool). */
  let pool: VisitPool;
  const control = () => createMockControlClient({ baseUrl: server.url });
  /** Every finding of the run, by rule id: the summary printed at the end. */
  const tally = new Map<string, number>();
  let scans = 0;
  /** The largest share of a screen that differed from its baseline while still passing: the noise in the run. */
  let largestPassingChange = { changed: 0, name: '' };

  beforeAll(async () => {
    await ensureAppBuilt();
    // The crawl shows the sign-up's email and nickname checks in every language, width and theme, all from one
    // address: more checks than a client's budget allows, after which they would show the refusal.
    const unlimited = [{ attempts: 100_000, windowSeconds: 60 }];
    server = await startMockServer({
      port: 0,
      staticDir: 'dist',
      settings: { throttleAttempts: 1000, clientCheckBudgets: unlimited, clientLoginFailureBudgets: unlimited },
      clock: { now: () => CRAWL_TIME },
    });
    browsers = await RelaunchingBrowser.launch();
    context = new SharedContext(browsers, server.url);
    pool = createVisitPool(browsers, server.url, { fixedTime: CRAWL_TIME });
    await control().reset();
  }, 120_000);

  afterAll(async () => {
    const rules = [...tally].map(([rule, count]) => `${rule}: ${count}`).join(', ') || 'none';
    console.log(`axe: ${scans} screens checked; elements in violation by rule: ${rules}`);
    console.log(
      UPDATING
        ? `visual: ${scans} baselines written`
        : `visual: largest difference of a passing screen ${(largestPassingChange.changed * 100).toFixed(3)}% (${largestPassingChange.name})`,
    );
    await pool?.close();
    await browsers?.close();
    await server?.close();
  });

  it('runs inside the strict CSP of the local server, and reports what it finds', async () => {
    const { page } = await openVisit(await context.live(), server.url, { visitor: 'anonymous', language: 'en' });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await settle(page);
    // An inline script is refused by the page's policy; axe arrives through the DevTools protocol instead.
    await page.addScriptTag({ content: 'window.inlineRan = true' }).catch(() => undefined);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
    await injectAxe(page);
    expect(await page.evaluate(() => typeof (window as unknown as { axe?: { version: string } }).axe?.version)).toBe('string');
    // A control without a name, put into the page, is reported with its rule, impact and selector.
    await page.evaluate(() => {
      const broken = document.createElement('button');
      broken.id = 'a11y-self-check';
      document.querySelector('main')!.append(broken);
    });
    const findings = await scanPage(page);
    expect(describeFindings('/ [self-check]', findings)).toEqual([
      expect.stringMatching(/^\/ \[self-check\] button-name \(WCAG, critical: .*\) at #a11y-self-check: <button id="a11y-self-check"><\/button> \| /),
    ]);
    await page.close();
  });

  interface Run {
    check: A11yCheck;
    language: Language;
    visitor: Visitor;
  }
  /** How a run looks at the app: its visitor and language, and the check's theme, viewport and approval. */
  const visitOptions = ({ check, language, visitor }: Run): VisitOptions => ({
    visitor,
    language,
    theme: check.theme,
    viewport: check.viewport,
    approvalSeen: check.approvalSeen,
  });

  /** Every check for each of its visitors in both languages, ordered so that runs sharing a tab follow each other. */
  const runs = (checks: A11yCheck[]): Run[] =>
    byVisitSession(
      checks
        .flatMap((check) => LANGUAGES.flatMap((language) => check.visitors.map((visitor) => ({ check, language, visitor }))))
        .map((run) => ({
          run,
          options: visitOptions(run),
        })),
    ).map(({ run }) => run);

  /** The demo musician's first track, read through the public API (the seed is the same after every reset). */
  let firstTrack: number | undefined;
  const firstTrackId = async () => {
    if (firstTrack === undefined) {
      const { accessToken } = await logInByApi(server.url, 'musician@cue.test');
      const get = async <T>(path: string) =>
        ((await (await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { data: T }).data;
      const { musicianId } = await get<{ musicianId: number }>('/api/v1/my/profile');
      const { tracks } = await get<{ tracks: Array<{ musicFileId: number }> }>(`/api/v1/musicians/${musicianId}`);
      firstTrack = tracks[0]!.musicFileId;
    }
    return firstTrack;
  };

  /**
   * Each screen starts without the player a previous check of the tab left behind (its queue is kept in
   * localStorage and comes back on the next load, or not, depending on when the last write happened): a check that
   * shows the player plays a track itself. The tab leaves the app first (the favicon is a same-origin document), so
   * nothing writes the queue back after it was removed.
   */
  async function forgetPlayback(page: Page): Promise<void> {
    if (!page.url().startsWith(server.url)) return;
    await page.goto('/favicon.svg');
    await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), [QUEUE_STORAGE_KEY, POSITION_STORAGE_KEY]);
  }

  /** How a load of a prerendered route went, when the check names the pattern it was prerendered for. */
  interface HydrationOutcome {
    route: string | null;
    lang: string;
    prerendered: boolean;
    hydrated: boolean | 'not expected';
    hydrationWarnings: string[];
  }

  async function hydrationOf(visit: Visit, check: A11yCheck): Promise<HydrationOutcome | undefined> {
    if (check.hydrates === undefined) return undefined;
    const hydration = await readHydration(visit.page);
    return {
      route: hydration.route,
      lang: hydration.lang,
      prerendered: hydration.prerenderedElements > 0,
      // Hydration adopts the prerendered nodes; a client render (or a hydration that gave up) replaces them.
      hydrated: check.hydrates === false ? 'not expected' : hydration.firstElementKept,
      hydrationWarnings: visit.consoleLines.filter((line) => HYDRATION_PROBLEM.test(line)),
    };
  }

  const expectedHydration = (check: A11yCheck, language: Language): HydrationOutcome | undefined =>
    check.hydrates === undefined
      ? undefined
      : {
          route: check.hydrates === false ? check.route : check.hydrates,
          lang: language,
          prerendered: true,
          hydrated: check.hydrates === false ? 'not expected' : true,
          hydrationWarnings: [],
        };

  async function check(run: Run): Promise<{ findings: string[]; visual: VisualResult; hydration?: HydrationOutcome }> {
    const { check, language } = run;
    const visit = await pool.visit(visitOptions(run));
    try {
      await forgetPlayback(visit.page);
      visit.consoleLines.length = 0;
      await check.reach({
        page: visit.page,
        language,
        text: (namespace, key) => uiText(language, namespace, key),
        injectFault: (operationId) =>
          control()
            .injectFault({ operationId, fault: { kind: 'status', status: 500 } })
            .then(() => undefined),
        firstTrackId,
      });
      await settle(visit.page);
      const visual = await compareWithBaseline(visit.page, name(run));
      if (!visual.failure && visual.changed > largestPassingChange.changed) largestPassingChange = { changed: visual.changed, name: name(run) };
      const hydration = await hydrationOf(visit, check);
      const findings: AxeFinding[] = await scanPage(visit.page);
      scans += 1;
      for (const finding of findings) tally.set(finding.rule, (tally.get(finding.rule) ?? 0) + finding.nodes.length);
      const shownAt = new URL(visit.page.url()).pathname;
      const where = `${check.route}${shownAt === check.route ? '' : ` (shown at ${shownAt})`} [${check.state}; ${describeVisit(visit.options)}]`;
      return { findings: describeFindings(where, findings), visual, hydration };
    } finally {
      // Checks that leave data or faults behind put the store back for the next one (and its tab logs in again).
      if (check.changesStore) {
        await control().reset();
        pool.storeReset();
      }
    }
  }

  const name = ({ check, language, visitor }: Run) =>
    `${check.route} ${check.state} [${language}, ${visitor}${check.theme === 'dark' ? ', dark' : ''}${check.viewport === 'phone' ? ', phone' : ''}]`;

  describe.each([
    ['every route', ROUTE_CHECKS],
    ['every route on a phone', PHONE_ROUTE_CHECKS],
    ['states a user meets', STATE_CHECKS],
    ['dark theme', DARK_CHECKS],
  ] as const)('%s', (_title, checks) => {
    // A screen that fails is reached and looked at once more (the report says "retry x1"): in one full run the
    // musician page of a shared link stayed unscrolled, its track not scrolled into view as in every other run
    // (not reproduced since). A screen that fails twice fails.
    it.each(runs(checks).map((run) => [name(run), run] as const))('%s has no violations and looks as its baseline', { timeout: 60_000, retry: 1 }, async (_name, run) => {
      const { findings, visual, hydration } = await check(run);
      expect(findings).toEqual([]);
      expect(visual.failure).toBeUndefined();
      expect(hydration).toEqual(expectedHydration(run.check, run.language));
    });
  });
});
