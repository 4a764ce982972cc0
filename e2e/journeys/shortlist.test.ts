import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardContext } from '../../features/support/guards';
import { languages } from '../../src/lib/i18n/languages';
import { JourneyApp, STEP_TIMEOUT_MS } from '../support/journeyApp';
import { DESKTOP_VIEWPORT, openJourneySession, startJourneyEnvironment, type JourneyEnvironment } from '../support/journeyEnvironment';
import { DEMO_MUSICIAN, demoLogin } from '../support/journeySeed';

/** The demo general user (README): a music supervisor, here, by nickname only on the shared page. */
const SUPERVISOR = { ...demoLogin('user@cue.test'), nickname: '영화좋아' };

/** Seconds of an `m:ss` time on screen. */
const secondsOf = (time: string) => {
  const [minutes = '0', seconds = '0'] = time.split(':');
  return Number(minutes) * 60 + Number(seconds);
};

/**
 * A film's music chosen together, through the UI only: a supervisor builds a shortlist from the search, notes a
 * time in a track, reorders the list and shares it; a colleague with no account opens the link, plays the list
 * and jumps to the noted time; the supervisor revokes the link, and it then says it is no longer available.
 */
describe('journey of a shortlist', () => {
  let environment: JourneyEnvironment;

  beforeAll(async () => {
    environment = await startJourneyEnvironment();
  }, 180_000);

  afterAll(async () => {
    await environment?.close();
  });

  it.each(languages)(
    'in %s: built from the search, annotated, reordered, shared, played by a visitor, revoked',
    async (language) => {
      const session = await openJourneySession(environment, `shortlist-${language}`);
      const { context, page } = session;
      const app = new JourneyApp(page, language);
      const { t } = app;
      const listName = language === 'ko' ? '추격 장면 후보' : 'Chase scene candidates';
      const garden = DEMO_MUSICIAN.tracks.glassGarden.title[language];
      const chase = DEMO_MUSICIAN.tracks.chaseAtDawn.title[language];
      const musician = DEMO_MUSICIAN.name[language];

      await app.openInLanguage();
      await app.logInFromHeader(SUPERVISOR.email, SUPERVISOR.password);

      // From the search: a new shortlist with the first track, then the second track ticked into it.
      const addFromSearch = async (query: string, title: string, add: (menu: ReturnType<typeof page.getByRole>) => Promise<void>) => {
        await app.searchMusic(query);
        await app.expectSearchResultsInclude(title);
        await app
          .trackItem(app.searchResults(), title)
          .getByRole('button', { name: t('catalog:trackList.addToShortlist', { title }), exact: true })
          .click();
        const menu = page.getByRole('dialog', { name: t('shortlistMenu:heading', { title }), exact: true });
        await menu.waitFor();
        await add(menu);
        const focusInMenu = await menu.evaluate((element) => element.contains(document.activeElement));
        expect(focusInMenu).toBe(true);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
      };
      await addFromSearch(DEMO_MUSICIAN.tracks.glassGarden.query[language], garden, async (menu) => {
        await menu.getByRole('textbox', { name: t('shortlistMenu:newName'), exact: true }).fill(listName);
        await menu.getByRole('button', { name: t('shortlistMenu:create'), exact: true }).click();
        await menu.getByText(t('shortlistMenu:created', { name: listName }), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      });
      await addFromSearch(chase, chase, async (menu) => {
        const box = menu.getByRole('checkbox', { name: listName });
        expect(await box.isChecked()).toBe(false);
        await menu.locator('label').filter({ hasText: listName }).click();
        await expect.poll(() => box.isChecked()).toBe(true);
        await menu.getByText(t('shortlistMenu:added', { name: listName }), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      });

      // The list, from the navigation: two tracks, in the order they were added.
      await app.navigateTo(t('nav:user.shortlists'));
      const item = app.main().getByRole('listitem').filter({ hasText: listName });
      await item.getByText(t('shortlists:list.trackCount', { count: 2 }), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await item.getByText(t('shortlists:share.notShared'), { exact: true }).waitFor();
      await item.getByRole('link').first().click();
      await app.expectHeading(listName);
      const titles = () => app.main().locator('.app-shortlist-entry-title').allTextContents();
      await expect.poll(titles, { timeout: STEP_TIMEOUT_MS }).toEqual([garden, chase]);

      // A note with a time on the first track, then the second track moved up.
      const gardenEntry = app.main().locator('.app-shortlist-entry').filter({ hasText: garden });
      await gardenEntry.getByRole('button', { name: t('shortlists:note.edit') }).click();
      await gardenEntry.getByRole('textbox', { name: t('shortlists:note.text') }).fill('Swells here: the main theme');
      await gardenEntry.getByRole('textbox', { name: t('shortlists:note.time') }).fill('0:12');
      await gardenEntry.getByRole('button', { name: t('shortlists:note.save'), exact: true }).click();
      await gardenEntry.getByRole('button', { name: t('shortlists:note.playFrom', { time: '0:12' }) }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await app
        .main()
        .getByRole('button', { name: t('shortlists:detail.moveUp', { title: chase }), exact: true })
        .click();
      await expect.poll(titles, { timeout: STEP_TIMEOUT_MS }).toEqual([chase, garden]);

      // Shared for 7 days: the dialog shows the link to send.
      await app
        .main()
        .getByRole('button', { name: t('shortlists:detail.share'), exact: true })
        .click();
      const shareDialog = page.getByRole('dialog');
      await shareDialog
        .locator('label')
        .filter({ hasText: t('shortlists:shareDialog.expiry7') })
        .click();
      await expect.poll(() => shareDialog.getByRole('radio', { name: t('shortlists:shareDialog.expiry7'), exact: true }).isChecked()).toBe(true);
      await shareDialog.getByRole('button', { name: t('shortlists:shareDialog.create'), exact: true }).click();
      const linkField = shareDialog.locator('[data-share-link]');
      await linkField.waitFor({ timeout: STEP_TIMEOUT_MS });
      const link = await linkField.inputValue();
      // The link carries the sharer's language, which a colleague opening it for the first time gets.
      expect(link).toMatch(new RegExp(`/s/[A-Za-z0-9_-]{22,64}\\?lang=${language}$`));
      const sharedPath = new URL(link).pathname;
      await page.keyboard.press('Escape');
      await shareDialog.waitFor({ state: 'detached' });

      // A colleague with no account opens the link: the list, in its order, with the note, by nickname only.
      const colleagueContext = await environment.browser.newContext({
        baseURL: environment.server.url,
        locale: 'ko-KR',
        timezoneId: 'UTC',
        viewport: DESKTOP_VIEWPORT,
        reducedMotion: 'reduce',
      });
      const colleagueProblems: string[] = [];
      await guardContext(colleagueContext, colleagueProblems);
      const colleaguePage = await colleagueContext.newPage();
      const colleague = new JourneyApp(colleaguePage, language);
      await colleague.openInLanguage();
      await colleague.open(sharedPath);
      await colleague.expectHeading(listName);
      await colleague
        .main()
        .getByText(t('sharedShortlist:sharedBy', { nickname: SUPERVISOR.nickname }), { exact: true })
        .waitFor();
      expect(await colleague.main().getByText(SUPERVISOR.email).count()).toBe(0);
      await expect.poll(() => colleague.main().locator('.app-shared-shortlist-title').allTextContents()).toEqual([chase, garden]);
      await colleague.main().getByText('Swells here: the main theme', { exact: true }).waitFor();

      // Play all starts with the first track; the note's time plays the noted track from 0:12.
      await colleague
        .main()
        .getByRole('button', { name: t('sharedShortlist:playAll'), exact: true })
        .click();
      await colleague.expectPlayerPlaying(chase, musician);
      await colleague
        .main()
        .getByRole('button', { name: t('sharedShortlist:playFrom', { time: '0:12' }) })
        .click();
      await colleague.expectPlayerPlaying(garden, musician);
      const elapsed = colleague
        .player()
        .getByText(/^\d+:\d\d$/)
        .first();
      expect(secondsOf((await elapsed.textContent()) ?? '0:00')).toBeGreaterThanOrEqual(12);

      // The supervisor revokes the link; the colleague's next visit finds it no longer available.
      await app
        .main()
        .getByRole('button', { name: t('shortlists:detail.share'), exact: true })
        .click();
      await shareDialog.getByRole('button', { name: t('shortlists:shareDialog.revoke'), exact: true }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('shortlists:shareDialog.revokeConfirm'), exact: true })
        .click();
      await app.expectText(t('shortlists:shareDialog.revoked'));
      colleagueProblems.length = 0;
      // The page itself answers 410 now (the server asks the shared-list API in process), like the API the app calls.
      const gone = colleaguePage.waitForResponse((response) => /^\/(s|api\/v1\/shared)\//.test(new URL(response.url()).pathname));
      await colleague.reload();
      expect((await gone).status()).toBe(410);
      await colleague.main().getByText(t('sharedShortlist:unavailable.title'), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });

      await colleagueContext.close();
      await context.close();
      expect(colleagueProblems.filter((problem) => !/status of 410 /.test(problem))).toEqual([]);
      expect(session.unexpectedProblems()).toEqual([]);
    },
    150_000,
  );
});
