import type { Locator, Page } from 'playwright-core';
import { openInApp } from '../../features/support/pages/openInApp';
import type { Language, ViewportName, Visitor } from './a11ySession';
import { shareDemoShortlist } from './sharedShortlistFixture';
import { MOCK_CONTROL_HEADERS } from '../../mocks/control/client';
import { renderGeneratedAudio } from '../../mocks/media';

/** What a check may use to bring a page into its state. */
export interface ReachContext {
  page: Page;
  language: Language;
  /** A text of the app in the page's language. */
  text: (namespace: string, key: string) => string;
  /** Injects a failure into one operation of the mock provider (until the next reset). */
  injectFault: (operationId: string) => Promise<void>;
  /** The first track of the demo musician (musician@cue.test). */
  firstTrackId: () => Promise<number>;
}

/** One screen in one state, checked for every listed visitor in both languages. */
export interface A11yCheck {
  /** The route as docs/product.md section 2 names it (the address opened may carry an id or a query). */
  route: string;
  /** What is shown beyond the route itself: `shown` for the route as it opens. */
  state: string;
  visitors: Visitor[];
  theme?: 'light' | 'dark';
  viewport?: ViewportName;
  /** False: "Musician Registration Approved" may show (it is part of the state). */
  approvalSeen?: boolean;
  /** It saves data or injects a fault: the store goes back to the seed after it. */
  changesStore?: boolean;
  /**
   * The route pattern the page's HTML was prerendered for (`data-route`, scripts/build/prerender.ts): the check's
   * load of the page is then also checked to hydrate that HTML, keeping its elements, with no hydration warning.
   * False: the HTML is prerendered but cannot be what the browser shows (a search with its query), so the app
   * renders it in the browser, still warning-free.
   */
  hydrates?: string | false;
  /** Opens the page and brings it into the state; resolves once the state is on screen. */
  reach: (context: ReachContext) => Promise<void>;
}

/** The page's main heading: every screen of the app has one, inside its layout's main region. */
const mainHeading = (page: Page): Locator => page.locator('main h1').first();

/** Opens an address and waits for the page's heading (or the not-found and error screens). */
async function open(page: Page, path: string): Promise<void> {
  // Until the app has taken the prerendered page over, a press (the phone's menu button) would do nothing.
  await openInApp(page, path);
  await mainHeading(page).or(page.locator('main .bp6-non-ideal-state')).first().waitFor();
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

const LOGGED_IN: Visitor[] = ['user'];
const EVERYONE: Visitor[] = ['anonymous', ...LOGGED_IN];

/** A complete, valid step 1 of the musician registration, by the fields' `data-field`. */
const REGISTRATION_STEP_1: Record<string, string> = {
  nameKo: '한새벽',
  nameEn: 'Han Saebyeok',
  introKo: '장면의 온도를 듣는 작곡가',
  bioKo: '단편영화 열두 편의 음악을 만들었습니다.',
  contactName: '한매니저',
  contactEmail: 'manager@example.com',
};

async function openFaqItem({ page }: ReachContext): Promise<void> {
  await open(page, '/faq');
  const first = page.locator('.app-board-faq-toggle').first();
  await first.click();
  await page.locator('.app-board-faq-answer').first().waitFor();
}

async function openMusicEditFromProfile({ page, firstTrackId }: ReachContext): Promise<void> {
  const id = await firstTrackId();
  await open(page, '/musician-profile');
  // The profile page opens it with router state `{ from: 'musician-profile' }` (as its Edit button does).
  await page.locator('.app-own-track').first().waitFor();
  await page.evaluate((trackId) => {
    const state = { usr: { from: 'musician-profile' }, key: 'a11y-edit', idx: (window.history.state?.idx ?? 0) + 1 };
    window.history.pushState(state, '', `/music-edit/${trackId}`);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, id);
  await page.locator('form.app-track-form').waitFor();
}

/** Asks for a reset link for the demo user through the API and opens the link the mock's outbox holds. */
async function openResetLink(page: Page): Promise<void> {
  const asked = await page.request.post('/api/v1/user/password-reset', { data: { email: 'user@cue.test' } });
  if (!asked.ok()) throw new Error(`requestPasswordReset answered ${asked.status()}`);
  const outbox = (await (await page.request.get('/__mock/outbox?to=user%40cue.test', { headers: MOCK_CONTROL_HEADERS })).json()) as { data: Array<{ link: string }> };
  await open(page, outbox.data[0]!.link);
  await page.locator('main form input[name="password"]').waitFor();
}

async function showPlayer({ page, text }: ReachContext): Promise<void> {
  await open(page, '/musician-details/1?track=1');
  await page.getByRole('region', { name: text('player', 'region'), exact: true }).waitFor();
}

/** Waits until every waveform on the page is drawn (peaks loaded, wavesurfer rendered). */
async function waveformsDrawn(page: Page): Promise<void> {
  await page.locator('.app-waveform').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.app-waveform__canvas')].every((canvas) => canvas instanceof HTMLElement && canvas.dataset.drawn === 'true'),
  );
}

/** The player with the current track's waveform and the musician page's waveforms, all drawn. */
async function showPlayerWaveforms(context: ReachContext): Promise<void> {
  await showPlayer(context);
  await waveformsDrawn(context.page);
}

/** A track's page with its waveform and cue markers drawn. */
async function showTrackWaveform({ page }: ReachContext): Promise<void> {
  await open(page, '/music-details/1');
  await waveformsDrawn(page);
}

/** Waveforms (src/features/playback/waveform): the player's, the track page's and the musician page's, light, dark and phone. */
/** The office's 1:1 meetings part with the seed's pilot round picked (its settings, its board of two days, an accepted request to place). */
async function openPilotMeetings({ page }: { page: Page }): Promise<void> {
  await open(page, '/office?tab=meetings');
  await page.getByRole('tabpanel').getByRole('combobox').first().selectOption('2');
  await page.locator('.app-office-meetings-day').first().waitFor();
}

const WAVEFORM_CHECKS: A11yCheck[] = [
  { route: '/musician-details/{id}', state: 'waveforms drawn, player and track rows', visitors: ['anonymous'], reach: showPlayerWaveforms },
  { route: '/musician-details/{id}', state: 'waveforms drawn, player and track rows, dark', visitors: ['anonymous'], theme: 'dark', reach: showPlayerWaveforms },
  { route: '/musician-details/{id}', state: 'waveforms drawn, player and track rows, phone', visitors: ['anonymous'], viewport: 'phone', reach: showPlayerWaveforms },
  { route: '/music-details/{id}', state: 'waveform with cue markers drawn', visitors: ['anonymous'], reach: showTrackWaveform },
  { route: '/music-details/{id}', state: 'waveform with cue markers drawn, dark', visitors: ['anonymous'], theme: 'dark', reach: showTrackWaveform },
  { route: '/music-details/{id}', state: 'waveform with cue markers drawn, phone', visitors: ['anonymous'], viewport: 'phone', reach: showTrackWaveform },
];

/** Opens a shortlist the demo user has just shared, and waits for its tracks. */
async function openSharedShortlist({ page }: ReachContext): Promise<void> {
  await open(page, `/s/${await shareDemoShortlist(page)}`);
  await page.locator('.app-shared-shortlist-entry').first().waitFor();
}

/** The embeddable player (its own page, in the stored language and theme), as it opens. */
async function openEmbed(page: Page, path = '/embed/track/1'): Promise<void> {
  await page.goto(path);
  await page.locator('main:not([aria-busy]) h1').waitFor();
}

/** The own profile's "Embed" dialog of the first track, with its live preview loaded. */
async function openEmbedDialog({ page, text }: ReachContext): Promise<void> {
  await open(page, '/musician-profile');
  // Its name is "Embed <title>" / "<title> 퍼가기": it contains the button's text.
  await page
    .locator('.app-own-track')
    .first()
    .getByRole('button', { name: text('musicianProfile', 'profile.embedTrack') })
    .click();
  await page.getByRole('dialog').frameLocator('iframe').locator('main:not([aria-busy]) h1').waitFor();
}

/** The embed page (the player other sites frame) and the snippet dialog on the own profile. */
const EMBED_CHECKS: A11yCheck[] = [
  { route: '/embed/track/{id}', state: 'shown', visitors: ['anonymous'], reach: ({ page }) => openEmbed(page) },
  { route: '/embed/track/{id}', state: 'phone', visitors: ['anonymous'], viewport: 'phone', reach: ({ page }) => openEmbed(page) },
  { route: '/embed/track/{id}', state: 'dark', visitors: ['anonymous'], theme: 'dark', reach: ({ page }) => openEmbed(page) },
  {
    route: '/embed/track/{id}',
    state: 'playing',
    visitors: ['anonymous'],
    reach: async ({ page, text }) => {
      await openEmbed(page);
      await button(page, text('embed', 'play')).click();
      await button(page, text('embed', 'pause')).waitFor();
    },
  },
  { route: '/embed/track/{id}', state: 'unknown track', visitors: ['anonymous'], reach: ({ page }) => openEmbed(page, '/embed/track/9999') },
  { route: '/musician-profile', state: 'embed dialog', visitors: ['musician'], reach: openEmbedDialog },
  { route: '/musician-profile', state: 'embed dialog, phone', visitors: ['musician'], viewport: 'phone', reach: openEmbedDialog },
  { route: '/musician-profile', state: 'embed dialog, dark', visitors: ['musician'], theme: 'dark', reach: openEmbedDialog },
];

/** Every route of docs/product.md section 2 as the app has it, logged out and logged in. */
export const ROUTE_CHECKS: A11yCheck[] = [
  { route: '/', state: 'shown', visitors: [...EVERYONE, 'musician'], hydrates: '/', reach: ({ page }) => open(page, '/') },
  { route: '/search-details', state: 'empty', visitors: EVERYONE, hydrates: '/search-details', reach: ({ page }) => open(page, '/search-details') },
  {
    route: '/search-details',
    state: 'a query with results',
    visitors: EVERYONE,
    hydrates: false,
    reach: async ({ page }) => {
      await open(page, '/search-details?q=Lyrical');
      await page.locator('.app-catalog-search-results .app-catalog-track').first().waitFor();
    },
  },
  { route: '/musician-list', state: 'shown', visitors: EVERYONE, hydrates: '/musician-list', reach: ({ page }) => open(page, '/musician-list') },
  {
    route: '/musician-details/{id}',
    state: 'shown',
    visitors: EVERYONE,
    hydrates: '/musician-details/:musicianId',
    reach: ({ page }) => open(page, '/musician-details/1'),
  },
  {
    route: '/music-details/{id}',
    state: 'shown',
    visitors: [...EVERYONE, 'musician'],
    hydrates: '/music-details/:musicFileId',
    reach: ({ page }) => open(page, '/music-details/1'),
  },
  { route: '/program', state: 'shown', visitors: EVERYONE, hydrates: '/program', reach: ({ page }) => open(page, '/program') },
  { route: '/notice-list', state: 'shown', visitors: EVERYONE, hydrates: '/notice-list', reach: ({ page }) => open(page, '/notice-list') },
  { route: '/notice-detail/{id}', state: 'shown', visitors: EVERYONE, hydrates: '/notice-detail/:noticeId', reach: ({ page }) => open(page, '/notice-detail/1') },
  { route: '/faq', state: 'an item open', visitors: EVERYONE, hydrates: '/faq', reach: openFaqItem },
  { route: '/privacy', state: 'shown', visitors: EVERYONE, hydrates: '/privacy', reach: ({ page }) => open(page, '/privacy') },
  { route: '/music-upload', state: 'shown', visitors: [...EVERYONE, 'musician'], reach: ({ page }) => open(page, '/music-upload') },
  { route: '/my-page', state: 'shown', visitors: [...EVERYONE, 'musician'], reach: ({ page }) => open(page, '/my-page') },
  { route: '/liked-music', state: 'shown', visitors: EVERYONE, reach: ({ page }) => open(page, '/liked-music') },
  {
    route: '/office',
    state: 'musicians waiting for review',
    visitors: ['admin'],
    reach: async ({ page }) => {
      await open(page, '/office');
      await page.locator('.app-office-accounts > li').first().waitFor();
    },
  },
  { route: '/office', state: 'not the office', visitors: ['user'], reach: ({ page }) => open(page, '/office') },
  {
    route: '/office?tab=industry',
    state: 'industry profiles waiting',
    visitors: ['admin'],
    reach: async ({ page }) => {
      await open(page, '/office?tab=industry');
      await page.locator('.app-office-accounts > li').first().waitFor();
    },
  },
  {
    route: '/office?tab=applications',
    state: "the round's composer applications",
    visitors: ['admin'],
    reach: async ({ page }) => {
      await open(page, '/office?tab=applications');
      await page.locator('.app-office-accounts > li').first().waitFor();
    },
  },
  {
    route: '/office?tab=rounds',
    state: 'the rounds',
    visitors: ['admin'],
    reach: async ({ page }) => {
      await open(page, '/office?tab=rounds');
      await page.locator('.app-office-accounts > li').first().waitFor();
    },
  },
  {
    route: '/office?tab=dashboard',
    state: "the round's dashboard",
    visitors: ['admin'],
    reach: async ({ page }) => {
      await open(page, '/office?tab=dashboard');
      await page.locator('.app-office-dashboard table').first().waitFor();
    },
  },
  {
    route: '/office?tab=meetings',
    state: "the pilot round's meeting settings and schedule",
    visitors: ['admin'],
    reach: openPilotMeetings,
  },
  {
    route: '/office?tab=projects',
    state: "the round's film projects",
    visitors: ['admin'],
    reach: async ({ page }) => {
      await open(page, '/office?tab=projects');
      await page.locator('.app-office-accounts > li').first().waitFor();
    },
  },
  {
    route: '/program/projects',
    state: 'a draft and a submitted project',
    visitors: ['user'],
    reach: async ({ page }) => {
      await open(page, '/program/projects');
      await page.locator('.app-productions-projects > li').first().waitFor();
    },
  },
  {
    route: '/program/projects/new',
    state: 'shown',
    visitors: ['user'],
    reach: async ({ page }) => {
      await open(page, '/program/projects/new');
      await page.locator('form.app-productions-form').waitFor();
    },
  },
  {
    route: '/program/projects/{id}',
    state: 'a submitted project',
    visitors: ['user'],
    reach: async ({ page }) => {
      await open(page, '/program/projects/2');
      await page.locator('.app-productions-reference-list li').first().waitFor();
    },
  },
  {
    route: '/program/apply',
    state: 'an application',
    visitors: ['musician'],
    reach: async ({ page }) => {
      await open(page, '/program/apply');
      await page.locator('.app-composing-application .app-composing-actions').waitFor();
    },
  },
  {
    route: '/program/apply',
    state: 'a general user',
    visitors: ['user'],
    reach: async ({ page }) => {
      await open(page, '/program/apply');
      await page.locator('.app-composing-gate').waitFor();
    },
  },
  {
    route: '/program/briefs',
    state: "a production's briefs",
    visitors: ['user'],
    reach: async ({ page }) => {
      await open(page, '/program/briefs');
      await page.locator('.app-briefs-list > li').first().waitFor();
    },
  },
  {
    route: '/program/briefs/{id}',
    state: "the production's answers",
    visitors: ['user'],
    reach: async ({ page }) => {
      await open(page, '/program/briefs/1');
      await page.locator('.app-briefs-answers > li').first().waitFor();
    },
  },
  { route: '/program/briefs/{id}', state: 'not one of theirs', visitors: ['newmusician'], reach: ({ page }) => open(page, '/program/briefs/1') },
  {
    route: '/program/meetings',
    state: "a production's requests, order, availability and calendar address",
    visitors: ['user'],
    reach: async ({ page }) => {
      await open(page, '/program/meetings');
      await page.locator('.app-meetings-ranking-item').first().waitFor();
      await page.locator('.app-meetings-availability input[type="checkbox"]').first().waitFor();
      await page.locator('.app-meetings-feed button').first().waitFor();
    },
  },
  {
    route: '/program/meetings',
    state: "a composer's request waiting for their answer",
    visitors: ['musician'],
    reach: async ({ page }) => {
      await open(page, '/program/meetings');
      await page.locator('.app-meetings-request-actions button').first().waitFor();
      await page.locator('.app-meetings-availability input[type="checkbox"]').first().waitFor();
    },
  },
  {
    route: '/musician-details/{id}',
    state: "a production's 1:1 meetings part",
    visitors: ['user'],
    reach: async ({ page }) => {
      await open(page, '/musician-details/1');
      await page.locator('.app-meetings-offers li').first().waitFor();
    },
  },
  {
    route: '/program/meetings',
    state: 'not taking part',
    visitors: ['newmusician'],
    reach: async ({ page }) => {
      await open(page, '/program/meetings?round=2');
      await page.locator('.app-meetings-note').waitFor();
    },
  },
  {
    route: '/program/projects/{id}/brief',
    state: "a selected project's published brief",
    visitors: ['user'],
    reach: async ({ page }) => {
      await open(page, '/program/projects/5/brief');
      await page.locator('form.app-briefs-form').waitFor();
    },
  },
  {
    route: '/musician-registration',
    state: 'step 1',
    visitors: ['anonymous', 'user', 'newmusician'],
    reach: ({ page }) => open(page, '/musician-registration'),
  },
  {
    route: '/musician-registration',
    state: 'step 2 after saving step 1',
    visitors: ['newmusician'],
    changesStore: true,
    reach: async ({ page, text }) => {
      await open(page, '/musician-registration');
      for (const [field, value] of Object.entries(REGISTRATION_STEP_1)) {
        await page.locator(`[data-field="${field}"]`).locator('input, textarea').first().fill(value);
      }
      await button(page, text('musicianProfile', 'registration.saveInfo')).click();
      await page.locator('.app-registration-music').waitFor();
    },
  },
  {
    route: '/musician-registration',
    state: 'step 2 of a musician with a profile',
    visitors: ['musician'],
    reach: async ({ page }) => {
      await open(page, '/musician-registration');
      await page.locator('.app-registration-music').waitFor();
    },
  },
  {
    route: '/musician-profile',
    state: 'shown',
    visitors: ['anonymous', 'user', 'musician', 'newmusician'],
    reach: ({ page }) => open(page, '/musician-profile'),
  },
  { route: '/musician-profile-edit', state: 'shown', visitors: ['anonymous', 'musician'], reach: ({ page }) => open(page, '/musician-profile-edit') },
  { route: '/music-edit/{id}', state: 'opened from the profile page', visitors: ['musician'], reach: openMusicEditFromProfile },
  {
    route: '/music-edit/{id}',
    state: 'a direct visit (Access Denied)',
    visitors: ['anonymous', 'musician'],
    reach: async ({ page, firstTrackId }) => open(page, `/music-edit/${await firstTrackId()}`),
  },
  { route: '/login', state: 'shown', visitors: EVERYONE, hydrates: '/login', reach: ({ page }) => open(page, '/login') },
  { route: '/sign-up', state: 'shown', visitors: EVERYONE, hydrates: '/sign-up', reach: ({ page }) => open(page, '/sign-up') },
  { route: '/forgot-password', state: 'shown', visitors: ['anonymous'], hydrates: '/forgot-password', reach: ({ page }) => open(page, '/forgot-password') },
  { route: '/reset-password', state: 'shown', visitors: ['anonymous'], changesStore: true, reach: ({ page }) => openResetLink(page) },
  { route: '/404', state: 'shown', visitors: EVERYONE, reach: ({ page }) => open(page, '/404') },
  { route: '/{unknown}', state: 'shown', visitors: EVERYONE, reach: ({ page }) => open(page, '/no-such-page/here') },
  { route: '/s/{token}', state: 'shown', visitors: EVERYONE, changesStore: true, hydrates: '/s/:shareToken', reach: openSharedShortlist },
];

/** Who a route is looked at by on a phone: nobody logged in where anyone may open it, else the role it is for. */
function phoneVisitor(check: A11yCheck): Visitor {
  if (check.visitors.length === 1) return check.visitors[0]!;
  const forAnyone = check.hydrates !== undefined || ['/404', '/{unknown}'].includes(check.route);
  if (forAnyone && check.visitors.includes('anonymous')) return 'anonymous';
  return (['musician', 'newmusician', 'user'] as const).find((visitor) => check.visitors.includes(visitor)) ?? check.visitors[0]!;
}

/** Every route of {@link ROUTE_CHECKS} on a 390 px phone, as the visitor it is for ({@link phoneVisitor}). */
export const PHONE_ROUTE_CHECKS: A11yCheck[] = ROUTE_CHECKS.map((check) => ({ ...check, visitors: [phoneVisitor(check)], viewport: 'phone' }));

/**
 * Gives the logged-in visitor a shortlist of the demo musician's two tracks (one with a timed note) through the
 * API, with the tab's own session; answers its id. The check then leaves data behind (`changesStore`).
 */
async function makeShortlist(page: Page): Promise<number> {
  await open(page, '/');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const musician = await page.request.get('/api/v1/musicians/1', { headers });
  const tracks = ((await musician.json()) as { data: { tracks: Array<{ musicFileId: number }> } }).data.tracks;
  const created = await page.request.post('/api/v1/shortlists', { headers, data: { name: 'Night chase', description: 'Cues for reel 3' } });
  if (!created.ok()) throw new Error(`createShortlist answered ${created.status()}`);
  const id = ((await created.json()) as { data: { shortlistId: number } }).data.shortlistId;
  for (const track of tracks) await page.request.post(`/api/v1/shortlists/${id}/tracks`, { headers, data: { musicFileId: track.musicFileId } });
  await page.request.patch(`/api/v1/shortlists/${id}/tracks/${tracks[0]!.musicFileId}`, { headers, data: { note: 'Strings at the cut', noteSeconds: 20 } });
  return id;
}

/** Opens a fresh shortlist's page (see {@link makeShortlist}); resolves once its entries show. */
async function openShortlist(page: Page): Promise<number> {
  const id = await makeShortlist(page);
  await open(page, `/shortlists/${id}`);
  await page.locator('.app-shortlist-entry').first().waitFor();
  return id;
}

/** The shortlist pages, their dialogs and states, logged in; light, dark and phone. */
const SHORTLIST_CHECKS: A11yCheck[] = [
  {
    route: '/shortlists',
    state: 'my lists and the new-list form',
    visitors: EVERYONE,
    changesStore: true,
    reach: async ({ page }) => {
      await open(page, '/');
      const signedIn = await page.evaluate(() => localStorage.getItem('accessToken'));
      if (signedIn) await makeShortlist(page);
      await open(page, '/shortlists');
      if (signedIn) await page.locator('.app-shortlist-item').first().waitFor();
    },
  },
  {
    route: '/shortlists',
    state: 'new-list form errors',
    visitors: LOGGED_IN,
    reach: async ({ page, text }) => {
      await open(page, '/shortlists');
      await button(page, text('shortlists', 'create.submit')).click();
      await page.locator('.app-shortlist-field-message').first().waitFor();
    },
  },
  {
    route: '/shortlists',
    state: 'delete confirmation',
    visitors: LOGGED_IN,
    changesStore: true,
    reach: async ({ page }) => {
      await makeShortlist(page);
      await open(page, '/shortlists');
      await page.locator('.app-shortlist-item .bp6-intent-danger').first().click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  { route: '/shortlists/{id}', state: 'entries with a note', visitors: LOGGED_IN, changesStore: true, reach: async ({ page }) => void (await openShortlist(page)) },
  {
    route: '/shortlists/{id}',
    state: 'name, description and a note in edit',
    visitors: LOGGED_IN,
    changesStore: true,
    reach: async ({ page, text }) => {
      await openShortlist(page);
      await button(page, text('shortlists', 'detail.edit')).click();
      await page
        .locator('.app-shortlist-entry')
        .first()
        .getByRole('button', { name: text('shortlists', 'note.edit'), exact: true })
        .click();
      await page.locator('.app-shortlist-note-form').waitFor();
    },
  },
  {
    route: '/shortlists/{id}',
    state: 'share dialog with a link',
    visitors: LOGGED_IN,
    changesStore: true,
    reach: async ({ page, text }) => {
      await openShortlist(page);
      await button(page, text('shortlists', 'detail.share')).click();
      await button(page.getByRole('dialog'), text('shortlists', 'shareDialog.create')).click();
      await page.locator('[data-share-link]').waitFor();
    },
  },
  {
    route: '/shortlists/{id}',
    state: 'revoke confirmation',
    visitors: LOGGED_IN,
    changesStore: true,
    reach: async ({ page, text }) => {
      await openShortlist(page);
      await button(page, text('shortlists', 'detail.share')).click();
      await button(page.getByRole('dialog'), text('shortlists', 'shareDialog.create')).click();
      await button(page.getByRole('dialog'), text('shortlists', 'shareDialog.revoke')).click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  {
    route: '/shortlists/{id}',
    state: 'not yours',
    visitors: ['musician'],
    changesStore: true,
    reach: async ({ page }) => {
      const login = await page.request.post('/api/v1/user/login', { data: { login: 'user@cue.test', password: 'cue-connect-1' } });
      const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
      const created = await page.request.post('/api/v1/shortlists', { headers: { authorization: `Bearer ${accessToken}` }, data: { name: 'Their list' } });
      const id = ((await created.json()) as { data: { shortlistId: number } }).data.shortlistId;
      await open(page, `/shortlists/${id}`);
    },
  },
  { route: '/shortlists/{id}', state: 'not found', visitors: LOGGED_IN, reach: ({ page }) => open(page, '/shortlists/987654') },
];

/** The states a user meets on the way: form errors, dialogs, the drawer, the player, failures. */
/** The track form's cue markers with a rule message under each field (a bad time, a missing label, one too long). */
async function showCueMarkerErrors({ page, text }: ReachContext): Promise<void> {
  await open(page, '/music-upload');
  const form = page.locator('form.app-track-form');
  for (const [time, ko, en] of [
    ['1:5', '도입', 'Intro'],
    ['0:10', '', 'x'.repeat(41)],
  ] as const) {
    await button(form, text('uploads', 'cue.add')).click();
    const inputs = form.locator('li.app-cue-row').last().locator('input');
    await inputs.nth(0).fill(time);
    await inputs.nth(1).fill(ko);
    await inputs.nth(2).fill(en);
  }
  await button(form, text('uploads', 'action.upload')).click();
  await form.locator('.app-cue-fields .app-upload-field-error').nth(2).waitFor();
}

/** A track's page with its cue marker list, after "Copy link" on the first marker (its status line showing). */
async function copyCueMarkerLink({ page }: ReachContext): Promise<void> {
  await open(page, '/music-details/1');
  await page.locator('.app-cue-marker-copy').first().click();
  await page.locator('.app-cue-markers-status').filter({ hasText: /./ }).waitFor();
}

/** The cue markers: the form's rows with their messages and the listeners' list; light, dark and phone. */
const CUE_MARKER_CHECKS: A11yCheck[] = [
  { route: '/music-upload', state: 'cue markers with errors', visitors: ['musician'], reach: showCueMarkerErrors },
  { route: '/music-details/{id}', state: 'cue marker link copied', visitors: ['anonymous'], reach: copyCueMarkerLink },
  { route: '/musician-details/{id}', state: 'cue marker lists under the tracks', visitors: ['anonymous'], reach: ({ page }) => open(page, '/musician-details/1') },
];

/** Opens the music search's "sounds like" panel (folded under the filters). */
async function openSoundsLike({ page, text }: ReachContext): Promise<Locator> {
  await open(page, '/search-details');
  const panel = page.locator('details.app-catalog-sounds-like');
  await panel.getByText(text('catalog', 'soundsLike.title'), { exact: true }).click();
  return panel;
}

/** A temp track a director would drop: generated music (the seed's own generator), a WAV. */
const tempTrack = (): { name: string; mimeType: string; buffer: Buffer } => ({
  name: 'temp-track.wav',
  mimeType: 'audio/wav',
  buffer: Buffer.from(renderGeneratedAudio(7, 20)),
});

/** "Sounds like": the tracks found for a temp track, a refused file, the visitor's login offer. */
const SOUNDS_LIKE_CHECKS: A11yCheck[] = [
  {
    route: '/search-details',
    state: 'sounds like: the tracks like a temp track',
    visitors: LOGGED_IN,
    reach: async (context) => {
      const panel = await openSoundsLike(context);
      await panel.locator('input[type="file"]').setInputFiles(tempTrack());
      await panel.locator('.app-catalog-sounds-like-result').waitFor({ timeout: 30_000 });
      await panel.locator('.app-catalog-track').first().waitFor();
    },
  },
  {
    route: '/search-details',
    state: 'sounds like: a file that is not music refused',
    visitors: LOGGED_IN,
    reach: async (context) => {
      const panel = await openSoundsLike(context);
      await panel.locator('input[type="file"]').setInputFiles({ name: 'notes.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('These are liner notes.\n') });
      await panel.getByRole('alert').waitFor();
    },
  },
  {
    route: '/search-details',
    state: 'sounds like: the login offer',
    visitors: ['anonymous'],
    reach: async (context) => {
      const panel = await openSoundsLike(context);
      await panel.getByRole('link', { name: context.text('catalog', 'soundsLike.login'), exact: true }).waitFor();
    },
  },
];

/** The composer's answer on a brief's page (src/features/briefs/answering), as musician@cue.test on the seed's brief 1. */
async function openAnswerForm(page: Page): Promise<Locator> {
  await open(page, '/program/briefs/1');
  const panel = page.locator('section.app-answering');
  await panel.locator('label.bp6-checkbox').first().waitFor();
  return panel;
}
async function sendAnswer(page: Page): Promise<Locator> {
  const panel = await openAnswerForm(page);
  await panel.locator('label.bp6-checkbox').first().click();
  await panel.locator('form button[type="submit"]').click();
  await panel.locator('.app-answering-sent-track').first().waitFor();
  return panel;
}
const BRIEF_ANSWER_CHECKS: A11yCheck[] = [
  {
    route: '/program/briefs/{id}',
    state: "a composer's answer form, two tracks chosen",
    visitors: ['musician'],
    reach: async ({ page }) => {
      const panel = await openAnswerForm(page);
      await panel.locator('label.bp6-checkbox').nth(0).click();
      await panel.locator('label.bp6-checkbox').nth(1).click();
      await panel.locator('.app-answering-order-item').nth(1).waitFor();
      // The clicks scroll as far as each box needs; the screen is taken with the panel at the top, always the same.
      await panel.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    },
  },
  {
    route: '/program/briefs/{id}',
    state: "a composer's answer refused, the tracks' error named",
    visitors: ['musician'],
    reach: async ({ page }) => {
      const panel = await openAnswerForm(page);
      await panel.locator('form button[type="submit"]').click();
      await panel.locator('.app-answering-error').waitFor();
    },
  },
  {
    route: '/program/briefs/{id}',
    state: "a composer's sent answer",
    visitors: ['musician'],
    changesStore: true,
    reach: async ({ page }) => void (await sendAnswer(page)),
  },
  {
    route: '/program/briefs/{id}',
    state: "a composer's answer, withdraw confirmation",
    visitors: ['musician'],
    changesStore: true,
    reach: async ({ page }) => {
      const panel = await sendAnswer(page);
      await panel.locator('[data-action="withdraw"]').click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
];

export const STATE_CHECKS: A11yCheck[] = [
  ...SOUNDS_LIKE_CHECKS,
  ...SOUNDS_LIKE_CHECKS.slice(0, 1).map((check) => ({ ...check, state: `${check.state}, phone, dark`, viewport: 'phone' as const, theme: 'dark' as const })),
  {
    route: '/login',
    state: 'form errors shown',
    visitors: ['anonymous'],
    reach: async ({ page, text }) => {
      await open(page, '/login');
      await button(page.locator('form.app-login__form'), text('login', 'submit')).click();
      await page.locator('form.app-login__form .bp6-form-helper-text').first().waitFor();
    },
  },
  {
    route: '/login',
    state: 'approval pending dialog',
    visitors: ['anonymous'],
    reach: async ({ page, text }) => {
      await open(page, '/login');
      await page.locator('form.app-login__form input[name="loginId"]').fill('pending@cue.test');
      await page.locator('form.app-login__form input[name="password"]').fill('cue-connect-1');
      await button(page.locator('form.app-login__form'), text('login', 'submit')).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    route: '/sign-up',
    state: 'form errors shown',
    visitors: ['anonymous'],
    reach: async ({ page, text }) => {
      await open(page, '/sign-up');
      await button(page, text('signUp', 'submit')).click();
      await page.locator('.bp6-form-helper-text, [role="alert"]').first().waitFor();
    },
  },
  {
    route: '/sign-up',
    state: 'checks run on leaving the fields, a long nickname cut',
    visitors: ['anonymous'],
    reach: async ({ page }) => {
      await open(page, '/sign-up');
      await page.locator('form input[name="email"]').fill('user@cue.test');
      const nickname = page.locator('form input[name="nickname"]');
      await nickname.focus();
      // A paste longer than the 10 characters allowed: the form cuts it and tells the rule (a warning).
      await nickname.evaluate((input) => {
        const data = new DataTransfer();
        data.setData('text/plain', 'filmcomposer');
        input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await nickname.blur();
      await page.locator('[data-field-message="email"]').waitFor();
      await page.locator('[data-field-message="nickname"]').waitFor();
    },
  },
  {
    route: '/sign-up',
    state: 'terms of service dialog',
    visitors: ['anonymous'],
    reach: async ({ page }) => {
      await open(page, '/sign-up');
      // Asked for reduced motion, the dialog opens in place (no zoom): the screen is then the same on a loaded
      // machine too, where text rastered mid-zoom in its scrolling body stayed shifted by a pixel (0.86% differed).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.locator('button[name="view-terms"]').click();
      await page.getByRole('dialog').waitFor();
      const moving = await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);
      if (moving > 0) throw new Error(`${moving} transitions run in the terms dialog although the visitor asked for reduced motion`);
    },
  },
  {
    route: '/office?tab=meetings',
    state: 'place dialog of an accepted request',
    visitors: ['admin'],
    reach: async ({ page, text }) => {
      await openPilotMeetings({ page });
      await page.locator('.app-office-meetings-unplaced button').first().click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text('office', 'meetings.placeDialog.place') })
        .waitFor();
    },
  },
  {
    route: '/office?tab=rounds',
    state: 'new round form with errors',
    visitors: ['admin'],
    reach: async ({ page, text }) => {
      await open(page, '/office?tab=rounds');
      await button(page, text('office', 'rounds.new')).click();
      await button(page, text('office', 'rounds.save')).click();
      await page.locator('.app-office-round-form .bp6-intent-danger').first().waitFor();
    },
  },
  {
    route: '/office?tab=rounds',
    state: 'announce dialog refusing a time before the windows close',
    visitors: ['admin'],
    reach: async ({ page }) => {
      await open(page, '/office?tab=rounds');
      await page.locator('.app-office-round-announcement button').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type="datetime-local"]').fill('2027-01-01T10:00');
      await dialog.locator('button[type="submit"]').click();
      await dialog.locator('.bp6-form-group.bp6-intent-danger').waitFor();
    },
  },
  {
    route: '/program/briefs/{id}',
    state: 'pass dialog asking for a reason',
    visitors: ['user'],
    reach: async ({ page }) => {
      await open(page, '/program/briefs/1');
      await page.locator('.app-briefs-answer-actions button').nth(1).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('button[type="submit"]').click();
      await dialog.locator('.app-reason-dialog-error').waitFor();
    },
  },
  {
    route: '/office',
    state: 'reject dialog asking for a reason',
    visitors: ['admin'],
    reach: async ({ page, text }) => {
      await open(page, '/office');
      await page
        .locator('.app-office-accounts > li')
        .first()
        .getByRole('button', { name: text('office', 'action.reject'), exact: false })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await button(dialog, text('office', 'decision.reject.confirm')).click();
      await dialog.locator('.app-reason-dialog-error').waitFor();
    },
  },
  {
    route: '/my-page',
    state: 'industry profile form with errors',
    visitors: ['user'],
    reach: async ({ page, text }) => {
      await open(page, '/my-page');
      const section = page.locator('.app-productions-industry');
      await button(section, text('productions', 'industry.action.edit')).click();
      await section.locator('[data-field="company"] input').fill('');
      await section.locator('[data-field="filmographyUrl"] input').fill('javascript:alert(1)');
      await button(section, text('productions', 'industry.action.saveEdit')).click();
      await section.locator('.app-productions-field-error').first().waitFor();
    },
  },
  {
    route: '/program/projects/{id}',
    state: 'submitted incomplete, the missing fields named',
    visitors: ['user'],
    changesStore: true,
    reach: async ({ page, text }) => {
      await open(page, '/program/projects/1');
      await button(page, text('productions', 'project.action.submit')).click();
      await page.locator('.app-productions-incomplete').waitFor();
    },
  },
  { route: '/program/projects/{id}', state: 'not the user’s', visitors: ['user'], reach: ({ page }) => open(page, '/program/projects/3') },
  {
    route: '/program/apply',
    state: 'editing, the statement and tracks missing',
    visitors: ['musician'],
    reach: async ({ page, text }) => {
      await open(page, '/program/apply');
      await button(page, text('composing', 'application.edit')).click();
      const form = page.locator('form.app-composing-form');
      await form.locator('[data-field="statementKo"] textarea').fill('');
      await form.locator('[data-field="statementEn"] textarea').fill('');
      while ((await form.locator('[data-remove]').count()) > 0) await form.locator('[data-remove]').first().click();
      await button(form, text('composing', 'form.save')).click();
      await form.locator('.app-composing-field-error').first().waitFor();
    },
  },
  {
    route: '/my-page',
    state: 'profile form with an error',
    visitors: ['user'],
    reach: async ({ page, text }) => {
      await open(page, '/my-page');
      await button(page, text('myPage', 'action.edit')).click();
      const form = page.locator('form.app-my-page-edit');
      await form.getByLabel(text('myPage', 'field.nickname'), { exact: false }).fill('x');
      await button(form, text('myPage', 'edit.check')).click();
      await form.locator('.bp6-form-helper-text.bp6-intent-danger, .bp6-intent-danger .bp6-form-helper-text').first().waitFor();
    },
  },
  {
    route: '/my-page',
    state: 'account form without a name',
    visitors: ['user'],
    reach: async ({ page, text }) => {
      await open(page, '/my-page');
      await button(page, text('myPage', 'action.edit')).click();
      const form = page.locator('form.app-my-page-edit');
      await form.locator('input[autocomplete="name"]').fill('');
      await button(form, text('myPage', 'edit.save')).click();
      await form.locator('.bp6-intent-danger .bp6-form-helper-text, .bp6-form-helper-text.bp6-intent-danger').first().waitFor();
    },
  },
  {
    route: '/my-page',
    state: 'change password dialog with errors',
    visitors: ['user'],
    reach: async ({ page, text }) => {
      await open(page, '/my-page');
      await button(page, text('myPage', 'action.changePassword')).click();
      const dialog = page.getByRole('dialog');
      await button(dialog, text('myPage', 'password.submit')).click();
      await dialog.locator('.bp6-form-helper-text').first().waitFor();
    },
  },
  {
    route: '/my-page',
    state: 'leave account dialog',
    visitors: ['user'],
    reach: async ({ page, text }) => {
      await open(page, '/my-page');
      await button(page, text('myPage', 'action.leave')).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    route: '/musician-profile',
    state: 'delete-track confirmation',
    visitors: ['musician'],
    reach: async ({ page, text }) => {
      await open(page, '/musician-profile');
      await page
        .locator('.app-own-track')
        .first()
        .getByRole('button', { name: text('musicianProfile', 'profile.deleteTrack') })
        .click();
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor();
    },
  },
  {
    route: '/music-upload',
    state: 'form errors shown',
    visitors: ['musician'],
    reach: async ({ page, text }) => {
      await open(page, '/music-upload');
      await button(page.locator('form.app-track-form'), text('uploads', 'action.upload')).click();
      await page.locator('form.app-track-form .bp6-intent-danger').first().waitFor();
    },
  },
  {
    route: '/music-upload',
    state: 'keyword list open, 5 keywords chosen',
    visitors: ['musician'],
    reach: async ({ page }) => {
      await open(page, '/music-upload');
      const field = page.locator('form.app-track-form input[role="combobox"]');
      await field.click();
      for (let i = 0; i < 5; i++) await page.getByRole('listbox').getByRole('option').nth(i).click();
      await page.locator('.app-keyword-picker-full').filter({ hasText: /./ }).waitFor();
    },
  },
  {
    route: '/music-upload',
    state: 'leave with unsaved changes dialog',
    visitors: ['musician'],
    reach: async ({ page, text }) => {
      await open(page, '/music-upload');
      await page.locator('form.app-track-form input[type="text"]').first().fill('Dawn');
      await page
        .getByRole('link', { name: text('nav', 'home'), exact: true })
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  {
    route: '/music-upload',
    state: 'musician without a profile',
    visitors: ['newmusician'],
    viewport: 'phone',
    reach: ({ page }) => open(page, '/music-upload'),
  },
  {
    route: '/musician-registration',
    state: 'step 1 form errors shown',
    visitors: ['newmusician'],
    reach: async ({ page, text }) => {
      await open(page, '/musician-registration');
      await button(page, text('musicianProfile', 'registration.saveInfo')).click();
      await page.locator('.app-profile-field-message').first().waitFor();
    },
  },
  {
    route: '/',
    state: 'musician registration approved dialog',
    visitors: ['newmusician'],
    approvalSeen: false,
    reach: async ({ page }) => {
      await open(page, '/');
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    route: '/',
    state: 'navigation drawer open',
    visitors: ['anonymous', 'musician'],
    viewport: 'phone',
    reach: async ({ page, text }) => {
      await open(page, '/');
      await button(page.getByRole('banner'), text('common', 'header.toggleMenu')).click();
      await page.locator('.bp6-drawer').waitFor();
    },
  },
  // Logged out, every route on a phone is in PHONE_ROUTE_CHECKS.
  { route: '/music-details/{id}', state: 'phone', visitors: LOGGED_IN, viewport: 'phone', reach: ({ page }) => open(page, '/music-details/1') },
  { route: '/music-details/{id}', state: 'not found', visitors: ['anonymous'], reach: ({ page }) => open(page, '/music-details/9999') },
  {
    route: '/music-details/{id}',
    state: 'failed to load',
    visitors: ['anonymous'],
    changesStore: true,
    reach: async ({ page, injectFault }) => {
      await injectFault('getMusic');
      await open(page, '/music-details/1');
      await page.locator('main [role="alert"]').waitFor();
    },
  },
  {
    route: '/music-details/{id}',
    state: 'like login offer',
    visitors: ['anonymous'],
    reach: async ({ page, text }) => {
      await open(page, '/music-details/1');
      await page.locator('.app-track-details-actions .app-catalog-like button').click();
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: text('catalog', 'likes.loginTitle') })
        .waitFor();
    },
  },
  {
    route: '/forgot-password',
    state: 'form errors shown',
    visitors: ['anonymous'],
    reach: async ({ page, text }) => {
      await open(page, '/forgot-password');
      await button(page.locator('main form'), text('passwordReset', 'forgot.submit')).click();
      await page.locator('[data-field-message="email"]').waitFor();
    },
  },
  {
    route: '/forgot-password',
    state: 'link sent',
    visitors: ['anonymous'],
    viewport: 'phone',
    changesStore: true,
    reach: async ({ page, text }) => {
      await open(page, '/forgot-password');
      await page.locator('main form input[name="email"]').fill('user@cue.test');
      await button(page.locator('main form'), text('passwordReset', 'forgot.submit')).click();
      await page.getByTestId('forgot-password-confirmation').waitFor();
    },
  },
  {
    route: '/reset-password',
    state: 'form errors shown',
    visitors: ['anonymous'],
    changesStore: true,
    reach: async ({ page, text }) => {
      await openResetLink(page);
      await button(page.locator('main form'), text('passwordReset', 'reset.submit')).click();
      await page.locator('[data-field-message="password"]').waitFor();
    },
  },
  {
    route: '/reset-password',
    state: 'password changed',
    visitors: ['anonymous'],
    viewport: 'phone',
    changesStore: true,
    reach: async ({ page, text }) => {
      await openResetLink(page);
      await page.locator('main form input[name="password"]').fill('new-secret-42');
      await page.locator('main form input[name="confirmation"]').fill('new-secret-42');
      await button(page.locator('main form'), text('passwordReset', 'reset.submit')).click();
      await page.getByTestId('reset-password-done').waitFor();
    },
  },
  {
    route: '/reset-password',
    state: 'unknown link',
    visitors: ['anonymous'],
    reach: async ({ page }) => {
      await open(page, '/reset-password?token=not-a-real-token');
      await page.getByTestId('reset-password-unusable').waitFor();
    },
  },
  { route: '/musician-details/{id}', state: 'player bar with a track loaded', visitors: EVERYONE, reach: showPlayer },
  {
    route: '/musician-details/{id}',
    state: 'player queue open',
    visitors: ['anonymous'],
    reach: async (context) => {
      await showPlayer(context);
      await context.page.getByRole('button', { name: context.text('player', 'queue') }).click();
      await context.page.locator('.bp6-popover, [role="dialog"]').first().waitFor();
    },
  },
  {
    route: '/musician-details/{id}',
    state: 'player keyboard shortcuts dialog',
    visitors: ['anonymous'],
    reach: async (context) => {
      await showPlayer(context);
      await context.page
        .getByRole('region', { name: context.text('player', 'region'), exact: true })
        .getByRole('button', { name: context.text('player', 'shortcuts.open'), exact: true })
        .click();
      await context.page.getByRole('dialog').getByRole('switch').first().waitFor();
    },
  },
  {
    route: '/',
    state: 'a cover played from its play button',
    visitors: ['anonymous'],
    reach: async ({ page, text }) => {
      await open(page, '/');
      await page.locator('.app-catalog-gallery .app-catalog-gallery-play').first().click();
      await page.getByRole('region', { name: text('player', 'region'), exact: true }).waitFor();
    },
  },
  {
    route: '/',
    state: 'phone, a cover played from its play button',
    visitors: ['anonymous'],
    viewport: 'phone',
    reach: async ({ page, text }) => {
      await open(page, '/');
      await page.locator('.app-catalog-gallery .app-catalog-gallery-play').first().click();
      await page.getByRole('region', { name: text('player', 'region'), exact: true }).waitFor();
    },
  },
  {
    route: '/',
    state: 'covers failed to load',
    visitors: ['anonymous'],
    changesStore: true,
    reach: async ({ page, injectFault }) => {
      await injectFault('listHomeCovers');
      await open(page, '/');
      await page.locator('.app-catalog-gallery-failure').waitFor();
    },
  },
  {
    route: '/',
    state: 'mock developer panel open',
    visitors: ['anonymous'],
    reach: async ({ page, text }) => {
      await open(page, '/?dev');
      await button(page.getByRole('navigation'), text('devPanel', 'launcher.label')).click();
      await page.locator('.bp6-drawer').waitFor();
    },
  },
  {
    route: '/',
    state: 'mock developer panel with an email in the outbox',
    visitors: ['anonymous'],
    changesStore: true,
    reach: async ({ page, text }) => {
      await page.request.post('/api/v1/user/password-reset', { data: { email: 'user@cue.test' } });
      await open(page, '/?dev');
      await button(page.getByRole('navigation'), text('devPanel', 'launcher.label')).click();
      await page.locator('.app-dev-panel__outbox li').first().waitFor();
    },
  },
  {
    route: '/',
    state: 'mock developer panel launcher in the navigation drawer',
    visitors: ['anonymous'],
    viewport: 'phone',
    reach: async ({ page, text }) => {
      await open(page, '/?dev');
      await button(page.getByRole('banner'), text('common', 'header.toggleMenu')).click();
      await page.locator('.bp6-drawer .app-dev-panel-launcher').waitFor();
    },
  },
  {
    route: '/search-details',
    state: 'add to shortlist menu open',
    visitors: ['user'],
    reach: (context) => openShortlistMenu(context),
  },
  {
    route: '/search-details',
    state: 'phone, add to shortlist menu open with a name error',
    visitors: ['user'],
    viewport: 'phone',
    reach: async (context) => {
      await openShortlistMenu(context);
      const menu = context.page.locator('.app-shortlist-menu[role="dialog"]');
      await button(menu, context.text('shortlistMenu', 'create')).click();
      await menu.locator('[aria-invalid="true"]').waitFor();
    },
  },
  {
    route: '/search-details',
    state: 'add to shortlist login offer',
    visitors: ['anonymous'],
    reach: async ({ page, text }) => {
      await open(page, '/search-details?q=Lyrical');
      await page.locator('.app-catalog-track .app-shortlist-button').first().click();
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: text('shortlistMenu', 'loginTitle') })
        .waitFor();
    },
  },
  {
    route: '/musician-details/{id}',
    state: "player's add to shortlist menu open",
    visitors: ['user'],
    reach: async (context) => {
      await showPlayer(context);
      await context.page.locator('.app-player .app-shortlist-button').click();
      await context.page.locator('.app-shortlist-menu__lists input').first().waitFor();
    },
  },
  { route: '/s/{token}', state: 'phone', visitors: ['anonymous'], viewport: 'phone', changesStore: true, reach: openSharedShortlist },
  {
    route: '/s/{token}',
    state: 'no longer available (revoked)',
    visitors: ['anonymous'],
    changesStore: true,
    reach: async ({ page }) => open(page, `/s/${await shareDemoShortlist(page, { revoked: true })}`),
  },
  { route: '/s/{token}', state: 'unknown link', visitors: ['anonymous'], reach: ({ page }) => open(page, '/s/AAAAAAAAAAAAAAAAAAAAAAAA') },
  {
    route: '/musician-profile',
    state: 'listener feedback as a table',
    visitors: ['musician'],
    reach: async ({ page, text }) => {
      await open(page, '/musician-profile');
      await button(page.locator('.app-feedback-card').first(), text('trackFeedback', 'showTable')).click();
      await page.locator('.app-feedback-table').first().waitFor();
    },
  },
  {
    route: '/musician-profile',
    state: 'listener feedback as a table, phone',
    visitors: ['musician'],
    viewport: 'phone',
    reach: async ({ page, text }) => {
      await open(page, '/musician-profile');
      await button(page.locator('.app-feedback-card').first(), text('trackFeedback', 'showTable')).click();
      await page.locator('.app-feedback-table').first().waitFor();
    },
  },
  ...SHORTLIST_CHECKS,
  ...SHORTLIST_CHECKS.filter((check) => check.state !== 'not found' && check.state !== 'not yours').map((check) => ({
    ...check,
    state: `${check.state}, phone`,
    visitors: check.visitors.slice(-1),
    viewport: 'phone' as const,
  })),
  ...SHORTLIST_CHECKS.filter((check) => check.state !== 'not found').map((check) => ({
    ...check,
    state: `${check.state}, dark`,
    visitors: check.visitors.slice(-1),
    theme: 'dark' as const,
  })),
  ...WAVEFORM_CHECKS,
  ...CUE_MARKER_CHECKS,
  ...CUE_MARKER_CHECKS.map((check) => ({ ...check, state: `${check.state}, phone`, viewport: 'phone' as const })),
  ...CUE_MARKER_CHECKS.map((check) => ({ ...check, state: `${check.state}, dark`, theme: 'dark' as const })),
  ...EMBED_CHECKS,
  ...BRIEF_ANSWER_CHECKS,
  ...BRIEF_ANSWER_CHECKS.slice(0, 2).map((check) => ({ ...check, state: `${check.state}, phone`, viewport: 'phone' as const })),
];

/** A search's first track row's "Add to shortlist" menu, open with the lists loaded. */
async function openShortlistMenu({ page }: ReachContext): Promise<void> {
  await open(page, '/search-details?q=Lyrical');
  await page.locator('.app-catalog-track .app-shortlist-button').first().click();
  await page.locator('.app-shortlist-menu__lists input').first().waitFor();
}

/** A few screens again in the dark theme (its own colours, so its own contrast). */
export const DARK_CHECKS: A11yCheck[] = [
  ...ROUTE_CHECKS.filter(
    (check) =>
      ['/', '/search-details', '/musician-list', '/music-details/{id}', '/program', '/notice-list', '/faq', '/privacy', '/login', '/sign-up', '/404'].includes(
        check.route,
      ) && check.state !== 'empty',
  ).map((check) => ({ ...check, visitors: check.visitors.slice(0, 1) })),
  ...ROUTE_CHECKS.filter((check) => ['/my-page', '/musician-profile'].includes(check.route)).map((check): A11yCheck => ({ ...check, visitors: ['musician'] })),
  ...ROUTE_CHECKS.filter((check) => check.route.startsWith('/program/projects')),
  ...ROUTE_CHECKS.filter((check) => check.route === '/program/apply'),
  ...ROUTE_CHECKS.filter((check) => check.route.startsWith('/program/briefs')),
  ...ROUTE_CHECKS.filter((check) => check.route === '/program/meetings' || check.state === "a production's 1:1 meetings part"),
  ...STATE_CHECKS.filter((check) =>
    [
      'terms of service dialog',
      'navigation drawer open',
      'player bar with a track loaded',
      'player keyboard shortcuts dialog',
      'delete-track confirmation',
      'form errors shown',
      'change password dialog with errors',
      'industry profile form with errors',
      'submitted incomplete, the missing fields named',
    ].includes(check.state),
  ).map((check) => ({ ...check, visitors: check.visitors.slice(-1) })),
  ...STATE_CHECKS.filter((check) => check.route === '/s/{token}' && check.state === 'phone'),
  ...STATE_CHECKS.filter((check) => check.state === 'listener feedback as a table'),
  ...ROUTE_CHECKS.filter((check) => check.route === '/office?tab=projects'),
  ...ROUTE_CHECKS.filter((check) => check.route === '/office?tab=dashboard'),
  ...ROUTE_CHECKS.filter((check) => check.route === '/office?tab=meetings'),
  ...STATE_CHECKS.filter((check) => check.state === 'place dialog of an accepted request'),
  ...STATE_CHECKS.filter((check) => check.state === 'announce dialog refusing a time before the windows close'),
  ...STATE_CHECKS.filter((check) => check.state === 'new round form with errors'),
  ...BRIEF_ANSWER_CHECKS,
].map((check) => ({ ...check, theme: 'dark' as const }));
