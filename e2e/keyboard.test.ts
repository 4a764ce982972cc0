import { renderGeneratedAudio } from '../mocks/media';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureAppBuilt } from '../features/support/appBuild';
import { RelaunchingBrowser } from '../features/support/browser';
import { openInApp } from '../features/support/pages/openInApp';
import { createMockControlClient } from '../mocks/control/client';
import { startMockServer, type MockServer } from '../mocks/server/startMockServer';
import { openVisit, SharedContext, uiText, type ViewportName, type Visitor, type VisitOptions } from './support/a11ySession';
import { settle } from './support/a11ySettle';
import { shareDemoShortlist } from './support/sharedShortlistFixture';
import { readFocus, walkWithTab } from './support/keyboardTabOrder';

/**
 * Keyboard use of the app in Chromium against the local mock server: Tab from the top reaches every visible
 * control of each main route, never gets stuck and always shows where focus is; and the controls work from
 * the keyboard (navigation groups, the phone drawer, dialogs, the language and dark-mode switches, the
 * search, a like, the FAQ accordion, a home cover's play button and the player's shortcuts). The player's seek
 * slider is proven with arrow keys, Page Up/Down, Home and End in `features/player.feature` ("The keyboard moves
 * the playback position..."), each shortcut in `features/player-shortcuts.feature`.
 */
describe('keyboard', () => {
  let server: MockServer;
  let browsers: RelaunchingBrowser;
  /** The tests' context, opened again in a new browser when a test crashed or hung the last one. */
  let sharedContext: SharedContext;
  let context: BrowserContext;
  const control = () => createMockControlClient({ baseUrl: server.url });
  const en = (namespace: string, key: string) => uiText('en', namespace, key);

  beforeAll(async () => {
    await ensureAppBuilt();
    server = await startMockServer({ port: 0, staticDir: 'dist' });
    browsers = await RelaunchingBrowser.launch();
    sharedContext = new SharedContext(browsers, server.url);
  }, 120_000);

  afterAll(async () => {
    await browsers?.close();
    await server?.close();
  });

  beforeEach(async () => {
    await control().reset();
    context = await sharedContext.live();
  });

  /** Opens a path for a visitor (English unless said) and waits until the page has settled. */
  async function openPage(path: string, options: Partial<VisitOptions> & { visitor: Visitor }): Promise<Page> {
    const { page } = await openVisit(context, server.url, { language: 'en', ...options });
    // The app's pages are touched once it has taken them over (a press before would do nothing); the embed page
    // is its own small app, rendered in the browser.
    if (path.startsWith('/embed/')) await page.goto(path);
    else await openInApp(page, path);
    await page.locator('main h1, main .bp6-non-ideal-state').first().waitFor();
    // The developer panel's launcher (in the navigation's foot, or the guard layout's header; in a tab opened with
    // ?dev) appears once its texts load: count it too.
    const launcherHost = page.locator('.app-side-nav, .app-guard__header').first();
    if (/[?&]dev\b/.test(path) && (await launcherHost.isVisible())) await launcherHost.locator('.app-dev-panel-launcher').waitFor();
    await settle(page);
    return page;
  }

  const focused = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return active ? (active.getAttribute('aria-label') ?? active.textContent ?? '').trim() : '';
    });
  const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

  describe('Tab from the top reaches every visible control, shows focus and never gets stuck', () => {
    const routes: Array<{ path: string; visitor: Visitor; viewport?: ViewportName }> = [
      { path: '/', visitor: 'anonymous' },
      { path: '/', visitor: 'musician' },
      { path: '/', visitor: 'anonymous', viewport: 'phone' },
      { path: '/search-details?q=Lyrical', visitor: 'user' },
      { path: '/musician-list', visitor: 'anonymous' },
      { path: '/musician-details/1?track=1', visitor: 'anonymous' },
      { path: '/music-details/1', visitor: 'anonymous' },
      { path: '/music-details/1', visitor: 'user' },
      { path: '/music-details/1', visitor: 'anonymous', viewport: 'phone' },
      { path: '/search-details?q=Lyrical', visitor: 'anonymous', viewport: 'phone' },
      { path: '/program', visitor: 'anonymous' },
      { path: '/notice-list', visitor: 'anonymous' },
      { path: '/notice-detail/1', visitor: 'anonymous' },
      { path: '/faq', visitor: 'anonymous' },
      { path: '/privacy', visitor: 'anonymous' },
      { path: '/privacy', visitor: 'user', viewport: 'phone' },
      { path: '/login', visitor: 'anonymous' },
      { path: '/sign-up', visitor: 'anonymous' },
      { path: '/forgot-password', visitor: 'anonymous' },
      { path: '/reset-password?token=not-a-real-token', visitor: 'anonymous' },
      { path: '/404', visitor: 'anonymous' },
      { path: '/my-page', visitor: 'user' },
      { path: '/program/projects', visitor: 'user' },
      { path: '/program/projects/1', visitor: 'user' },
      { path: '/program/projects/1', visitor: 'user', viewport: 'phone' },
      { path: '/program/apply', visitor: 'musician' },
      { path: '/program/apply', visitor: 'musician', viewport: 'phone' },
      { path: '/program/briefs', visitor: 'user' },
      { path: '/program/briefs/1', visitor: 'user' },
      { path: '/program/briefs/1', visitor: 'user', viewport: 'phone' },
      { path: '/program/projects/5/brief', visitor: 'user' },
      { path: '/program/briefs/1', visitor: 'musician' },
      { path: '/program/briefs/1', visitor: 'musician', viewport: 'phone' },
      { path: '/program/meetings', visitor: 'user' },
      { path: '/program/meetings', visitor: 'musician', viewport: 'phone' },
      { path: '/liked-music', visitor: 'user' },
      { path: '/office', visitor: 'admin' },
      { path: '/office?tab=projects', visitor: 'admin' },
      { path: '/office?tab=dashboard', visitor: 'admin' },
      { path: '/office?tab=meetings', visitor: 'admin' },
      { path: '/musician-profile', visitor: 'musician' },
      { path: '/musician-profile-edit', visitor: 'musician' },
      { path: '/music-upload', visitor: 'musician' },
      { path: '/musician-registration', visitor: 'newmusician' },
      { path: '/embed/track/1', visitor: 'anonymous' },
      { path: '/embed/track/1', visitor: 'anonymous', viewport: 'phone' },
    ];

    it.each(routes.map((route) => [`${route.path} [${route.visitor}${route.viewport ? `, ${route.viewport}` : ''}]`, route] as const))(
      '%s',
      async (_name, route) => {
        const page = await openPage(route.path, route);
        if (route.path.includes('track=')) await page.getByRole('region', { name: en('player', 'region'), exact: true }).waitFor();
        const walk = await walkWithTab(page);
        console.log(`Tab on ${route.path} [${route.visitor}]: ${walk.stops.length} stops for ${walk.controls.length} controls`);
        expect(walk.controls.length).toBeGreaterThan(3);
        expect({ skipped: walk.skipped, strays: walk.strays, invisibleFocus: walk.invisibleFocus, trapped: walk.trapped }).toEqual({
          skipped: [],
          strays: [],
          invisibleFocus: [],
          trapped: undefined,
        });
        await page.close();
      },
      120_000,
    );
  });

  it('side navigation groups close and open with Enter and Space', async () => {
    const page = await openPage('/', { visitor: 'anonymous' });
    const nav = page.getByRole('navigation', { name: en('nav', 'label') });
    const group = nav.getByRole('button', { name: en('nav', 'music.group') });
    const search = nav.getByRole('link', { name: en('nav', 'music.search') });
    await group.focus();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await search.waitFor({ state: 'hidden' });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    await search.waitFor({ state: 'visible' });
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    // The group's button keeps the focus, so the next Tab reaches the group's first link.
    expect(await isFocused(group)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(search)).toBe(true);
    await page.close();
  }, 60_000);

  it('on a phone the navigation drawer opens with Enter, keeps focus inside, closes with Escape and gives focus back', async () => {
    const page = await openPage('/', { visitor: 'anonymous', viewport: 'phone' });
    const toggle = page.getByRole('banner').getByRole('button', { name: en('common', 'header.toggleMenu') });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.bp6-drawer');
    await drawer.waitFor();
    // Once it has opened (its transition over), a control inside it has the focus, and it shows.
    await page.waitForFunction(() => document.querySelector('.bp6-drawer')?.contains(document.activeElement) === true);
    expect((await readFocus(page)).visible).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const walk = await walkWithTab(page, { scope: '.bp6-drawer', start: async () => undefined });
    expect(walk.skipped).toEqual([]);
    expect(walk.strays).toEqual([]);
    expect(walk.invisibleFocus).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await isFocused(toggle)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  }, 60_000);

  const dialogs: Array<{ name: string; path: string; visitor: Visitor; opener: (page: Page) => Locator }> = [
    { name: 'terms of service', path: '/sign-up', visitor: 'anonymous', opener: (page) => page.locator('button[name="view-terms"]') },
    {
      name: 'change password',
      path: '/my-page',
      visitor: 'user',
      opener: (page) => page.getByRole('button', { name: en('myPage', 'action.changePassword'), exact: true }),
    },
    { name: 'leave account', path: '/my-page', visitor: 'user', opener: (page) => page.getByRole('button', { name: en('myPage', 'action.leave'), exact: true }) },
    {
      name: 'player keyboard shortcuts',
      path: '/musician-details/1?track=1',
      visitor: 'anonymous',
      opener: (page) =>
        page.getByRole('region', { name: en('player', 'region'), exact: true }).getByRole('button', { name: en('player', 'shortcuts.open'), exact: true }),
    },
    {
      name: 'delete-track confirmation',
      path: '/musician-profile',
      visitor: 'musician',
      opener: (page) =>
        page
          .locator('.app-own-track')
          .first()
          .getByRole('button', { name: en('musicianProfile', 'profile.deleteTrack') }),
    },
    {
      name: 'embed snippet',
      path: '/musician-profile',
      visitor: 'musician',
      opener: (page) =>
        page
          .locator('.app-own-track')
          .first()
          .getByRole('button', { name: en('musicianProfile', 'profile.embedTrack') }),
    },
  ];

  it.each(dialogs.map((dialog) => [dialog.name, dialog] as const))(
    'the %s dialog opens with Enter, keeps focus inside, closes with Escape and gives focus back',
    async (_name, dialog) => {
      const page = await openPage(dialog.path, { visitor: dialog.visitor });
      const opener = dialog.opener(page);
      await opener.focus();
      await page.keyboard.press('Enter');
      const shown = page.locator('.bp6-dialog');
      await shown.waitFor();
      // Once it has opened (its transition over), a control of the dialog has the focus, and it shows.
      await page.waitForFunction(() => {
        const dialog = document.querySelector('.bp6-dialog');
        return dialog !== null && dialog !== document.activeElement && dialog.contains(document.activeElement);
      });
      expect((await readFocus(page)).visible).toBe(true);
      const walk = await walkWithTab(page, { scope: '.bp6-dialog', start: async () => undefined });
      expect(walk.controls.length).toBeGreaterThan(0);
      expect({ skipped: walk.skipped, strays: walk.strays, invisibleFocus: walk.invisibleFocus }).toEqual({ skipped: [], strays: [], invisibleFocus: [] });
      await page.keyboard.press('Escape');
      await shown.waitFor({ state: 'detached' });
      expect(await isFocused(opener)).toBe(true);
      await page.close();
    },
    60_000,
  );

  it('a home cover plays its track with Enter on its play button, and the player then answers to Space, M and "?"', async () => {
    const page = await openPage('/', { visitor: 'anonymous' });
    const play = page.locator('.app-catalog-gallery .app-catalog-gallery-play').first();
    const title = (await play.getAttribute('aria-label'))!.replace(/^Play /, '');
    await play.focus();
    expect((await readFocus(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    const player = page.getByRole('region', { name: en('player', 'region'), exact: true });
    await player.getByText(title, { exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelector('audio')?.paused === false);
    expect(await play.getAttribute('aria-label')).toBe(`Pause ${title}`);
    // Focus on the page itself (not a button, where Space presses it): Space pauses, M mutes, "?" lists the keys.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('audio')?.paused === true);
    await page.keyboard.press('m');
    await page.waitForFunction(() => document.querySelector('audio')?.muted === true);
    await page.keyboard.press('Shift+Slash');
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: en('player', 'shortcuts.title'), exact: true })
      .waitFor();
    // The dialog takes the focus once it has opened; Escape then closes it.
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) === true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.close();
  }, 60_000);

  it('the embed page from the keyboard: Enter plays, Space pauses, the seek slider takes End, Home and arrows, Enter on a cue marker plays from its time', async () => {
    const page = await openPage('/embed/track/1', { visitor: 'anonymous' });
    const audio = () => page.locator('audio').evaluate((element: HTMLAudioElement) => ({ paused: element.paused, seconds: element.currentTime }));
    const play = page.getByRole('button', { name: en('embed', 'play'), exact: true });
    await page.keyboard.press('Tab');
    expect(await isFocused(play)).toBe(true);
    expect((await readFocus(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('audio')?.paused === false);
    const pause = page.getByRole('button', { name: en('embed', 'pause'), exact: true });
    expect(await isFocused(pause)).toBe(true);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('audio')?.paused === true);
    const slider = page.getByRole('slider', { name: en('embed', 'seek'), exact: true });
    // After "Listen on Cue Connect" (under the title).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await isFocused(slider)).toBe(true);
    await page.keyboard.press('End');
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 30);
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.querySelector('audio')?.currentTime === 0);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('audio')?.currentTime === 5);
    const marker = page
      .getByRole('list', { name: en('embed', 'markers'), exact: true })
      .getByRole('button')
      .nth(1);
    const markerSeconds = Number(
      (await marker.locator('.app-embed__marker-time').innerText()).split(':').reduce((minutes, part) => String(Number(minutes) * 60 + Number(part))),
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await isFocused(marker)).toBe(true);
    expect((await readFocus(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction((from) => {
      const element = document.querySelector('audio');
      return element !== null && !element.paused && element.currentTime >= from;
    }, markerSeconds);
    expect((await audio()).seconds).toBeGreaterThanOrEqual(markerSeconds);
    await page.close();
  }, 60_000);

  it('the waveforms add no Tab stop and trap nothing; the seek slider still seeks with arrows, Home and End', async () => {
    for (const path of ['/musician-details/1?track=1', '/music-details/1']) {
      const page = await openPage(path, { visitor: 'anonymous' });
      await page
        .getByRole('region', { name: en('player', 'region'), exact: true })
        .or(page.locator('.app-track-details-waveform'))
        .first()
        .waitFor();
      await page.waitForFunction(() => {
        const canvases = [...document.querySelectorAll<HTMLElement>('.app-waveform__canvas')];
        return canvases.length > 0 && canvases.every((canvas) => canvas.dataset.drawn === 'true');
      });
      // Nothing inside a waveform (its shadow root included) is focusable or a scroll container Chromium would focus.
      const focusable = await page.evaluate(() => {
        const found: string[] = [];
        const visit = (root: ParentNode) => {
          for (const element of root.querySelectorAll<HTMLElement>('*')) {
            const style = getComputedStyle(element);
            const scrolls = /(auto|scroll)/.test(style.overflowX) && element.scrollWidth > element.clientWidth;
            if (element.tabIndex >= 0 || scrolls) found.push(`${element.tagName.toLowerCase()}.${element.className}`);
            if (element.shadowRoot) visit(element.shadowRoot);
          }
        };
        document.querySelectorAll('.app-waveform').forEach((waveform) => visit(waveform));
        return found;
      });
      expect(focusable).toEqual([]);
      const walk = await walkWithTab(page);
      expect({ strays: walk.strays, trapped: walk.trapped }).toEqual({ strays: [], trapped: undefined });
      await page.close();
    }
    const page = await openPage('/musician-details/1?track=1', { visitor: 'anonymous' });
    const slider = page.getByRole('region', { name: en('player', 'region'), exact: true }).getByRole('slider', { name: en('player', 'seek'), exact: true });
    await page.waitForFunction(() => (document.querySelector('audio')?.readyState ?? 0) >= 1);
    await slider.focus();
    const audioAt = (seconds: number) => page.waitForFunction((expected) => Math.abs((document.querySelector('audio')?.currentTime ?? -1) - expected) < 0.5, seconds);
    await page.keyboard.press('ArrowRight');
    await audioAt(5);
    await page.keyboard.press('End');
    await audioAt(32);
    await page.keyboard.press('Home');
    await audioAt(0);
    expect(await slider.getAttribute('aria-valuetext')).toBe('0 seconds of 32 seconds');
    await page.close();
  }, 90_000);

  it('the language switch works with Enter and Space', async () => {
    const page = await openPage('/', { visitor: 'anonymous', language: 'ko' });
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'English', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('navigation', { name: en('nav', 'label') }).waitFor();
    await header.getByRole('button', { name: '한국어', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.documentElement.lang === 'ko');
    expect(await header.getByRole('button', { name: '한국어', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.close();
  }, 60_000);

  /** Presses Tab until the target has the focus (at most `limit` times). */
  async function tabUntil(page: Page, target: Locator, limit = 40): Promise<void> {
    for (let presses = 0; presses < limit; presses += 1) {
      await page.keyboard.press('Tab');
      if ((await target.count()) && (await isFocused(target))) return;
    }
    throw new Error(`Tab never reached the control (${limit} presses)`);
  }

  it('a forgotten password is reset from the keyboard alone: the login page link, Enter in both forms, then back to login', async () => {
    const page = await openPage('/login', { visitor: 'anonymous' });
    await tabUntil(page, page.locator('a[href="/forgot-password"]'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/forgot-password');
    await page.locator('main form input[name="email"]:focus').waitFor();
    await page.keyboard.type('user@cue.test');
    await page.keyboard.press('Enter');
    await page.getByTestId('forgot-password-confirmation').waitFor();

    const [email] = await control().listOutbox('user@cue.test');
    await page.goto(email!.link);
    await page.locator('main form input[name="password"]:focus').waitFor();
    await page.keyboard.type('new-secret-42');
    await tabUntil(page, page.locator('main form input[name="confirmation"]'));
    await page.keyboard.type('new-secret-42');
    await page.keyboard.press('Enter');
    await page.getByTestId('reset-password-done').waitFor();
    await tabUntil(page, page.getByRole('main').getByRole('button', { name: en('passwordReset', 'goToLogin'), exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    expect(await page.locator('form.app-login__form input[name="loginId"]').inputValue()).toBe('user@cue.test');
    await page.close();
  }, 120_000);

  it("the mock developer panel opens from the navigation's foot with Enter, and Tab reaches the outbox's link", async () => {
    await fetch(`${server.url}/api/v1/user/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@cue.test' }),
    });
    const page = await openPage('/?dev', { visitor: 'anonymous' });
    const launcher = page.getByRole('navigation').getByRole('button', { name: en('devPanel', 'launcher.label'), exact: true });
    await launcher.focus();
    await page.keyboard.press('Enter');
    await page.locator('.app-dev-panel__outbox li').first().waitFor();
    await tabUntil(page, page.locator('.app-dev-panel__outbox a').first(), 60);
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"].app-dev-panel').waitFor({ state: 'hidden' });
    expect(await isFocused(launcher)).toBe(true);
    await page.close();
  }, 60_000);

  it('the dark-mode switch works with Space', async () => {
    const page = await openPage('/', { visitor: 'anonymous' });
    const toggle = page.getByRole('banner').getByRole('switch', { name: en('common', 'theme.dark') });
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
    expect(await toggle.isChecked()).toBe(true);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => !document.body.classList.contains('bp6-dark'));
    expect(await toggle.isChecked()).toBe(false);
    await page.close();
  }, 60_000);

  it('the search runs at once with Enter (a new history entry, before the typing pause would run it)', async () => {
    const page = await openPage('/search-details', { visitor: 'anonymous' });
    const box = page.getByRole('search').getByRole('searchbox');
    await box.focus();
    const entries = await page.evaluate(() => history.length);
    // Timers stand still: the search that runs after a pause in typing cannot run, only Enter can.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.keyboard.type('Lyrical');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'Lyrical');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.clock.resume();
    await page.locator('.app-catalog-search-results .app-catalog-track').first().waitFor();
    await page.close();
  }, 60_000);

  it('"sounds like" from the keyboard: Enter opens the panel, Space on the chooser picks a temp track, Enter on Clear gives focus back to the chooser', async () => {
    const page = await openPage('/search-details', { visitor: 'user' });
    // Listening for the chooser turns on the browser's interception of file dialogs, which takes a round trip: started
    // here, long before Space, so a slow machine cannot open the dialog before the interception is on (CI, once).
    const chooserOpens = page.waitForEvent('filechooser');
    chooserOpens.catch(() => undefined);
    const panel = page.locator('details.app-catalog-sounds-like');
    await panel.locator('summary').focus();
    await page.keyboard.press('Enter');
    const chooser = panel.locator('input[type="file"]');
    await chooser.waitFor({ state: 'attached' });
    await page.keyboard.press('Tab');
    expect(await isFocused(chooser)).toBe(true);
    // The chooser itself is hidden: its label shows the focus.
    const label = panel.locator('label.bp6-button');
    expect(await label.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.keyboard.press('Space');
    const dialog = await chooserOpens;
    await dialog.setFiles({ name: 'temp-track.wav', mimeType: 'audio/wav', buffer: Buffer.from(renderGeneratedAudio(7, 20)) });
    const clear = panel.getByRole('button', { name: en('catalog', 'soundsLike.clear'), exact: true });
    await clear.waitFor({ timeout: 30_000 });
    expect(await panel.locator('.app-catalog-track').count()).toBe(10);
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.locator('.app-catalog-track').count()).toBe(0);
    expect(await isFocused(chooser)).toBe(true);
    await page.close();
  }, 60_000);

  it('a like button toggles with Space, and the like reaches the server', async () => {
    const page = await openPage('/search-details?q=Lyrical', { visitor: 'user' });
    const row = page
      .locator('.app-catalog-search-results [data-track-id]')
      .filter({ has: page.locator('.app-catalog-like button[aria-pressed="false"]') })
      .first();
    const trackId = Number(await row.getAttribute('data-track-id'));
    const cell = page.locator(`.app-catalog-search-results [data-track-id="${trackId}"] .app-catalog-like`);
    const button = cell.getByRole('button');
    const count = async () => Number(await cell.locator('.app-catalog-like-count').textContent());
    const likedOnServer = () =>
      page.evaluate(async (id) => {
        const answer = await fetch('/api/v1/my/likes?size=100', { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
        const { data } = (await answer.json()) as { data: { content: Array<{ musicFileId: number }> } };
        return data.content.some((track) => track.musicFileId === id);
      }, trackId);
    const before = await count();
    expect(await likedOnServer()).toBe(false);
    await button.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction((id) => document.querySelector(`[data-track-id="${id}"] .app-catalog-like button`)?.getAttribute('aria-pressed') === 'true', trackId);
    expect(await count()).toBe(before + 1);
    expect(await likedOnServer()).toBe(true);
    await page.keyboard.press('Space');
    await page.waitForFunction((id) => document.querySelector(`[data-track-id="${id}"] .app-catalog-like button`)?.getAttribute('aria-pressed') === 'false', trackId);
    expect(await count()).toBe(before);
    expect(await likedOnServer()).toBe(false);
    await page.close();
  }, 60_000);

  it("a row's title opens the track's page with Enter; there Play starts it with Enter and the genre leads to the search", async () => {
    const page = await openPage('/search-details?q=Chase%20at%20Dawn', { visitor: 'anonymous' });
    const title = page.locator('.app-catalog-search-results [data-track-id="1"] .app-catalog-track-title');
    await title.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/music-details/1');
    const details = page.locator('.app-track-details');
    await details.getByRole('heading', { level: 1, name: 'Chase at Dawn' }).waitFor();
    await details.getByRole('button', { name: en('catalog', 'trackDetails.play'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await details.getByRole('button', { name: en('catalog', 'trackDetails.pause'), exact: true }).waitFor();
    await details.locator('.app-track-details-genre').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/search-details' && new URL(location.href).searchParams.get('genre') === '3');
    await page.close();
  }, 60_000);

  it("a shared shortlist, logged out: Tab reaches every control; Enter on a note's time plays its track from there", async () => {
    const setup = await openPage('/404', { visitor: 'anonymous' });
    const token = await shareDemoShortlist(setup);
    await setup.close();
    const page = await openPage(`/s/${token}`, { visitor: 'anonymous' });
    const walk = await walkWithTab(page);
    expect(walk.controls.length).toBeGreaterThan(3);
    expect({ skipped: walk.skipped, strays: walk.strays, invisibleFocus: walk.invisibleFocus, trapped: walk.trapped }).toEqual({
      skipped: [],
      strays: [],
      invisibleFocus: [],
      trapped: undefined,
    });
    const playFrom = page.locator('.app-shared-shortlist-entry[data-track-id="1"]').getByRole('button', { name: 'Play from 0:12', exact: true });
    await playFrom.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('region', { name: en('player', 'region'), exact: true })
      .getByText('Chase at Dawn', { exact: true })
      .waitFor();
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio !== null && !audio.paused && audio.currentTime >= 12;
    });
    await page.close();
  }, 120_000);

  it('the FAQ accordion opens and closes with Enter; arrow keys, Home and End move between questions', async () => {
    const page = await openPage('/faq', { visitor: 'anonymous' });
    const questions = page.locator('.app-board-faq-toggle');
    const first = questions.first();
    await first.focus();
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    const answer = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await answer.waitFor({ state: 'visible' });
    await page.keyboard.press('Enter');
    await answer.waitFor({ state: 'hidden' });
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(questions.nth(1))).toBe(true);
    await page.keyboard.press('End');
    expect(await isFocused(questions.last())).toBe(true);
    await page.keyboard.press('Home');
    expect(await isFocused(first)).toBe(true);
    expect(await focused(page)).toBe((await first.textContent())!.trim());
    await page.close();
  }, 60_000);

  it('the keyword multi-select works from the keyboard: type to filter, arrows, Enter ticks, Escape closes, Backspace removes', async () => {
    const page = await openPage('/music-upload', { visitor: 'musician' });
    const field = page.locator('form.app-track-form input[role="combobox"]');
    const tags = page.locator('.app-keyword-tags li');
    await field.focus();
    await page.keyboard.type('ten');
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    expect((await page.getByRole('listbox').getByRole('option').allTextContents()).map((label) => label.trim())).toEqual(['Tension']);
    await page.keyboard.press('Enter');
    expect((await tags.allTextContents()).map((label) => label.trim())).toEqual(['Tension']);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('ArrowDown');
    const active = await field.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).not.toBeNull();
    await page.keyboard.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Backspace');
    expect(await tags.count()).toBe(0);
    await page.close();
  }, 60_000);

  it('leaving a form with unsaved changes asks in a dialog that keeps focus, Escape stays and keeps what was typed', async () => {
    const page = await openPage('/music-upload', { visitor: 'musician' });
    const title = page.locator('form.app-track-form input[type="text"]').first();
    await title.fill('Dawn');
    await page
      .getByRole('link', { name: en('nav', 'home'), exact: true })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: en('common', 'unsavedChanges.label') });
    await dialog.waitFor();
    // Focus moves to "Keep editing" once the dialog has opened (the safe choice).
    await page.waitForFunction((label) => document.activeElement?.textContent?.trim() === label, en('common', 'unsavedChanges.stay'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/music-upload');
    expect(await title.inputValue()).toBe('Dawn');
    await page.close();
  }, 60_000);

  it('the "Add to shortlist" menu opens with Enter, moves with arrows and Tab, ticks with Space, and Escape gives focus back', async () => {
    const page = await openPage('/search-details?q=Lyrical', { visitor: 'user' });
    const row = page.locator('.app-catalog-search-results [data-track-id]').first();
    const trackId = Number(await row.getAttribute('data-track-id'));
    const opener = row.locator('.app-shortlist-button');
    const menu = page.locator('.app-shortlist-menu[role="dialog"]');
    const boxes = menu.locator('.app-shortlist-menu__lists input[type="checkbox"]');
    const heldOnServer = () =>
      page.evaluate(async (id) => {
        const answer = await fetch('/api/v1/shortlists', { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
        const { data } = (await answer.json()) as { data: Array<{ name: string; musicFileIds: number[] }> };
        return Object.fromEntries(data.map((list) => [list.name, list.musicFileIds.includes(id)]));
      }, trackId);
    const listName = async (index: number) => (await menu.locator('.app-shortlist-menu__name').nth(index).textContent())?.trim() ?? '';

    await opener.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    // Once its lists are there, the keyboard is on the first list.
    await boxes.first().waitFor();
    await page.waitForFunction(() => document.activeElement?.matches('.app-shortlist-menu__lists input') === true);
    expect(await isFocused(boxes.nth(0))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(boxes.nth(1))).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await isFocused(boxes.nth(0))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(boxes.nth(1))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(menu.getByRole('textbox'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(boxes.nth(1))).toBe(true);

    const before = await heldOnServer();
    const second = await listName(1);
    const wasTicked = await boxes.nth(1).isChecked();
    expect(before[second]).toBe(wasTicked);
    await page.keyboard.press('Space');
    await menu.locator('.app-shortlist-menu__status').filter({ hasText: /./ }).waitFor();
    expect(await boxes.nth(1).isChecked()).toBe(!wasTicked);
    expect(await heldOnServer()).toEqual({ ...before, [second]: !wasTicked });
    expect(await isFocused(boxes.nth(1))).toBe(true);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.classList.contains('app-shortlist-button') === true);
    expect(await isFocused(opener)).toBe(true);
    await page.close();
  }, 60_000);

  /** A shortlist of the demo musician's two tracks for the demo user, made through the API; answers its id. */
  async function userShortlist(): Promise<number> {
    const login = await fetch(`${server.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'user@cue.test', password: 'cue-connect-1' }),
    });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return ((await response.json()) as { data: T }).data;
    };
    const musician = await call<{ tracks: Array<{ musicFileId: number }> }>('GET', '/api/v1/musicians/1');
    const { shortlistId } = await call<{ shortlistId: number }>('POST', '/api/v1/shortlists', { name: 'Night chase' });
    for (const track of musician.tracks) await call('POST', `/api/v1/shortlists/${shortlistId}/tracks`, { musicFileId: track.musicFileId });
    return shortlistId;
  }

  it('a shortlist reorders from the keyboard: Move up keeps focus on the moved track, announces its place, and the order is saved', async () => {
    const id = await userShortlist();
    const page = await openPage(`/shortlists/${id}`, { visitor: 'user' });
    const titles = () => page.locator('.app-shortlist-entry-title').allTextContents();
    const [first, second] = await titles();
    const moveUp = page.getByRole('button', { name: `Move ${second} up`, exact: true });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual([second, first]);
    await expect.poll(() => page.locator('[data-reorder-status]').textContent()).toBe(`${second} moved to position 1 of 2.`);
    // Move up is now disabled at the top: focus stays on the moved track's other Move button.
    await expect.poll(() => focused(page)).toBe(`Move ${second} down`);
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual([first, second]);
    // At the bottom Move down is disabled: focus is on the same track's Move up.
    await expect.poll(() => focused(page)).toBe(`Move ${second} up`);
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual([second, first]);
    await page.reload();
    // The entries come before their titles are read back after a reload (one full run read none): poll.
    await expect.poll(titles).toEqual([second, first]);
    await page.close();
  }, 60_000);

  it("a brief's answer from the keyboard: Space ticks tracks, Move up keeps focus and announces the place, Enter sends", async () => {
    const page = await openPage('/program/briefs/1', { visitor: 'musician' });
    const panel = page.locator('section.app-answering');
    const boxes = panel.getByRole('checkbox');
    await boxes.first().waitFor();
    const order = () => panel.locator('.app-answering-order-name').allTextContents();
    await boxes.nth(0).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(order).toHaveLength(2);
    const [first, second] = await order();
    await panel.getByRole('button', { name: `Move ${second} up`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(order).toEqual([second, first]);
    await expect.poll(() => panel.locator('[data-reorder-status]').textContent()).toBe(`${second} moved to position 1 of 2.`);
    await expect.poll(() => focused(page)).toBe(`Move ${second} down`);
    await panel.locator('textarea').focus();
    await page.keyboard.type('Cello.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await panel.locator('.app-answering-sent-track').nth(1).waitFor();
    // The withdraw confirmation opens on its safe button; Escape closes it and keeps the answer.
    await panel.locator('[data-action="withdraw"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe(en('answering', 'withdraw.cancel'));
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await panel.locator('.app-answering-sent-track').count()).toBe(2);
    await page.close();
  }, 60_000);

  it('the meetings availability grid from the keyboard: arrows move between slots (over the break), Space ticks, Enter saves', async () => {
    const page = await openPage('/program/meetings', { visitor: 'musician' });
    const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
    await box('Available 25 Feb 10:00').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toBe('Available 26 Feb 10:00');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('Available 26 Feb 10:30');
    await page.keyboard.press('Space');
    await expect.poll(() => box('Available 26 Feb 10:30').isChecked()).toBe(true);
    await box('Available 25 Feb 12:00').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('Available 25 Feb 13:30');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toBe('Available 25 Feb 13:30');
    await page.locator('.app-meetings-availability button[type="submit"]').focus();
    await page.keyboard.press('Enter');
    await page.getByText(en('meetings', 'availability.saved'), { exact: true }).waitFor();
    await page.close();
  }, 60_000);

  it('the meetings agenda from the keyboard: once published, Enter downloads a meeting as a calendar file', async () => {
    const login = async (email: string) => {
      const response = await fetch(`${server.url}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: email, password: 'cue-connect-1' }),
      });
      return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
    };
    const office = await login('admin@cue.test');
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${office}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return ((await response.json()) as { data: { version: number } }).data;
    };
    const { version } = await call('GET', '/api/v1/program/rounds/2/schedule');
    const run = await call('POST', '/api/v1/program/rounds/2/schedule/run', { expectedVersion: version });
    await call('POST', '/api/v1/program/rounds/2/schedule/publish', { expectedVersion: run.version });
    const page = await openPage('/program/meetings', { visitor: 'user' });
    const download = page.locator('.app-meetings-agenda > li').first().getByRole('button').first();
    await download.focus();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toMatch(/^meeting-\d+\.ics$/);
    await page.close();
  }, 60_000);

  it('the share dialog takes focus, keeps it inside, and gives it back to Share on Escape', async () => {
    const id = await userShortlist();
    const page = await openPage(`/shortlists/${id}`, { visitor: 'user' });
    const share = page.getByRole('button', { name: en('shortlists', 'detail.share'), exact: true });
    await share.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false);
    // Creating the link from the keyboard: Tab to "Create link", Enter.
    const create = dialog.getByRole('button', { name: en('shortlists', 'shareDialog.create'), exact: true });
    await create.focus();
    await page.keyboard.press('Enter');
    await dialog.locator('[data-share-link]').waitFor();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe(en('shortlists', 'detail.share'));
    await page.close();
  }, 60_000);

  it('cue markers from the keyboard: Enter on "Add marker" focuses the new time field, Tab walks the row, removing gives focus back', async () => {
    const page = await openPage('/music-upload', { visitor: 'musician' });
    const add = page.locator('form.app-track-form').getByRole('button', { name: en('uploads', 'cue.add'), exact: true });
    const rows = page.locator('li.app-cue-row');
    await add.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(rows.nth(0).locator('input').nth(0))).toBe(true);
    await page.keyboard.type('0:42');
    await page.keyboard.press('Tab');
    await page.keyboard.type('메인 테마');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Main theme');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(uiText('en', 'uploads', 'cue.remove').replace('{{number}}', '1'));
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBe(0);
    await expect.poll(() => isFocused(add)).toBe(true);
    await page.close();
  }, 60_000);

  it("a track's cue markers: Enter on a marker plays the track from it, Space on its copy button says the link was copied", async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await openPage('/music-details/1', { visitor: 'anonymous' });
    const marker = page.locator('.app-cue-marker').filter({ hasText: '0:12' });
    await marker.locator('.app-cue-marker-play').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio !== null && !audio.paused && audio.currentTime >= 12 && audio.currentTime < 16;
    });
    await page.keyboard.press('Tab');
    expect(await isFocused(marker.locator('.app-cue-marker-copy'))).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await page.locator('.app-cue-markers-status').textContent())?.trim()).toBe('Link to 0:12 copied.');
    await page.close();
  }, 60_000);
});
