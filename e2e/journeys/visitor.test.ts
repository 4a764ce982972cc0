import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../src/lib/i18n/languages';
import { JourneyApp, STEP_TIMEOUT_MS } from '../support/journeyApp';
import { openJourneySession, startJourneyEnvironment, type JourneyEnvironment } from '../support/journeyEnvironment';
import { DEMO_MUSICIAN, demoLogin } from '../support/journeySeed';

/**
 * A visitor who is not logged in, through the UI only: searches by Korean initial consonants and in English,
 * plays a track (the player really plays), presses like and is asked to log in; after logging in the app brings
 * them back to the same search, where the like they asked for is set and counts.
 */
describe('journey of a visitor', () => {
  let environment: JourneyEnvironment;

  beforeAll(async () => {
    environment = await startJourneyEnvironment();
  }, 180_000);

  afterAll(async () => {
    await environment?.close();
  });

  it.each(languages)(
    'in %s: searches, plays, is asked to log in to like, and comes back',
    async (language) => {
      const session = await openJourneySession(environment, `visitor-${language}`);
      const { context, page } = session;
      const app = new JourneyApp(page, language);
      const { t } = app;
      const { chaseAtDawn, glassGarden } = DEMO_MUSICIAN.tracks;
      const listener = demoLogin('user@cue.test');

      await app.openInLanguage();
      await app
        .header()
        .getByRole('link', { name: t('common:header.login'), exact: true })
        .waitFor();

      // Korean initial consonants, one group per word, find the track by its Korean title.
      await app.searchMusic(chaseAtDawn.initials);
      await app.expectSearchResultsInclude(chaseAtDawn.title[language]);

      // An English query finds the track, shown with its title in the interface's language.
      await app.searchMusic(glassGarden.query.en);
      await app.expectSearchResultsInclude(glassGarden.title[language]);
      const search = new URL(page.url());
      const shown = (await app.trackTitles(app.searchResults())).length;
      await app
        .main()
        .getByText(t('catalog:search.total', { count: shown }), { exact: true })
        .waitFor();

      // Play it: the bottom player shows it and really plays.
      const result = app.trackItem(app.searchResults(), glassGarden.title[language]);
      await result.getByRole('button', { name: t('catalog:trackList.play', { title: glassGarden.title[language] }), exact: true }).click();
      await app.expectPlayerPlaying(glassGarden.title[language], DEMO_MUSICIAN.name[language]);
      await result.getByRole('button', { name: t('catalog:trackList.pause', { title: glassGarden.title[language] }), exact: true }).waitFor();

      // Like it: not logged in, so the app offers the login instead of liking.
      const likeName = t('catalog:trackList.like', { title: glassGarden.title[language] });
      const likes = () => result.getByText(/^\d+$/).first().textContent().then(Number);
      const likesBefore = await likes();
      await result.getByRole('button', { name: likeName, exact: true }).click();
      const offer = page.getByRole('dialog', { name: t('catalog:likes.loginTitle'), exact: true });
      await offer.getByText(t('catalog:likes.loginBody'), { exact: true }).waitFor();
      await offer.getByRole('button', { name: t('catalog:likes.login'), exact: true }).click();

      // Log in; the app brings the visitor back to the same search, now logged in.
      await app.logInWithForm(listener.email, listener.password);
      await app.expectAddress(`${search.pathname}${search.search}`);
      await app.expectHeading(t('pages:searchDetails.title'));
      expect(
        await app
          .main()
          .getByRole('searchbox', { name: t('catalog:search.queryLabel'), exact: true })
          .inputValue(),
      ).toBe(glassGarden.query.en);
      // The like asked for before the login is applied, once.
      await result.getByRole('button', { name: likeName, exact: true, pressed: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await expect.poll(likes).toBe(likesBefore + 1);

      // And it is the listener's own: pressing it again takes it back.
      await result.getByRole('button', { name: likeName, exact: true }).click();
      await result.getByRole('button', { name: likeName, exact: true, pressed: false }).waitFor();
      await expect.poll(likes).toBe(likesBefore);

      await context.close();
      expect(session.unexpectedProblems()).toEqual([]);
    },
    120_000,
  );
});
