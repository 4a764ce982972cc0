import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../src/lib/i18n/languages';
import { JourneyApp, STEP_TIMEOUT_MS } from '../support/journeyApp';
import { signUp } from '../support/journeySignUp';
import { DEMO_MUSICIAN } from '../support/journeySeed';
import { openJourneySession, startJourneyEnvironment, type JourneyEnvironment } from '../support/journeyEnvironment';

/**
 * A general user's whole life on Cue Connect, through the UI only: signs up, logs in, searches, likes a track
 * and finds it under Liked Music, changes the password (the old one stops working), and leaves the account
 * (it cannot log in any more).
 */
describe('journey of a general user', () => {
  let environment: JourneyEnvironment;

  beforeAll(async () => {
    environment = await startJourneyEnvironment();
  }, 180_000);

  afterAll(async () => {
    await environment?.close();
  });

  it.each(languages)(
    'in %s: signs up, likes a track, changes the password and leaves',
    async (language) => {
      const session = await openJourneySession(environment, `general-user-${language}`);
      const { context, page } = session;
      const app = new JourneyApp(page, language);
      const { t } = app;
      const account = { email: `listener-${language}@cue.test`, password: 'firstPass1', nickname: `listener${language}` };
      const newPassword = 'secondPass2';
      const track = DEMO_MUSICIAN.tracks.glassGarden;

      await app.openInLanguage();

      // Sign up as a general user from the login page.
      await app
        .header()
        .getByRole('link', { name: t('common:header.login'), exact: true })
        .click();
      await app
        .main()
        .getByRole('link', { name: t('login:signUp'), exact: true })
        .click();
      await signUp(app, { ...account, role: 'general' });
      await app.expectText(t('signUp:success.generalToast'));
      await app.expectAddress('/login');

      // Log in with the new account: the navigation gains the User group, without a musician profile entry.
      await app.logInWithForm(account.email, account.password);
      const nav = app.navigation();
      await nav.getByRole('link', { name: t('nav:user.likedMusic'), exact: true }).waitFor();
      expect(await nav.getByRole('link', { name: t('nav:user.musicianProfile'), exact: true }).count()).toBe(0);

      // Search and like a track: the like is on and counted at once.
      await app.searchMusic(track.query[language]);
      await app.expectSearchResultsInclude(track.title[language]);
      const result = app.trackItem(app.searchResults(), track.title[language]);
      const like = result.getByRole('button', { name: t('catalog:trackList.like', { title: track.title[language] }), exact: true });
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      const likesBefore = Number(await result.getByText(/^\d+$/).first().textContent());
      await like.click();
      await result.getByRole('button', { name: t('catalog:trackList.like', { title: track.title[language] }), exact: true, pressed: true }).waitFor();
      await expect.poll(async () => Number(await result.getByText(/^\d+$/).first().textContent())).toBe(likesBefore + 1);

      // Liked Music lists the track, liked.
      await app.navigateTo(t('nav:user.likedMusic'));
      await app.expectHeading(t('board:likedMusic.heading'));
      const liked = app.main().getByRole('list', { name: t('board:likedMusic.listLabel'), exact: true });
      await expect.poll(() => app.trackTitles(liked), { timeout: STEP_TIMEOUT_MS }).toEqual([track.title[language]]);
      await app
        .trackItem(liked, track.title[language])
        .getByRole('button', { name: t('catalog:trackList.like', { title: track.title[language] }), pressed: true })
        .waitFor();

      // Change the password on the profile page.
      await app.navigateTo(t('nav:user.profile'));
      await app.expectHeading(t('pages:myPage.title'));
      await app.main().getByRole('definition').filter({ hasText: account.email }).waitFor();
      await app
        .main()
        .getByRole('button', { name: t('myPage:action.changePassword'), exact: true })
        .click();
      const passwordDialog = page.getByRole('dialog', { name: t('myPage:password.title'), exact: true });
      await passwordDialog.getByLabel(t('myPage:password.current'), { exact: true }).fill(account.password);
      await passwordDialog.getByLabel(t('myPage:password.new'), { exact: true }).fill(newPassword);
      await passwordDialog.getByLabel(t('myPage:password.confirm'), { exact: true }).fill(newPassword);
      await passwordDialog.getByRole('button', { name: t('myPage:password.submit'), exact: true }).click();
      await app.expectText(t('myPage:password.changed'));
      await passwordDialog.waitFor({ state: 'detached' });

      // Log out; the old password is refused, the new one lets the user in.
      await app.logOut();
      await app
        .header()
        .getByRole('link', { name: t('common:header.login'), exact: true })
        .click();
      session.allow(/status of 401 .*\/api\/v1\/user\/login\)$/);
      await app.submitLoginForm(account.email, account.password);
      await app
        .main()
        .getByRole('alert')
        .filter({ hasText: t('errors:code.INVALID_CREDENTIALS') })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      await app.logInWithForm(account.email, newPassword);

      // Leave the account: the app goes home, logged out.
      await app.navigateTo(t('nav:user.profile'));
      await app
        .main()
        .getByRole('button', { name: t('myPage:action.leave'), exact: true })
        .click();
      const leaveDialog = page.getByRole('dialog', { name: t('myPage:leave.title'), exact: true });
      await leaveDialog.getByText(t('myPage:leave.warning'), { exact: true }).waitFor();
      const leave = leaveDialog.getByRole('button', { name: t('myPage:leave.confirm'), exact: true });
      expect(await leave.isDisabled()).toBe(true);
      await leaveDialog.getByLabel(t('myPage:leave.password'), { exact: true }).fill(newPassword);
      await leaveDialog.getByText(t('myPage:leave.understand'), { exact: true }).click();
      expect(await leaveDialog.getByRole('checkbox', { name: t('myPage:leave.understand'), exact: true }).isChecked()).toBe(true);
      await leave.click();
      await app.expectAddress('/');
      await app.expectHeading(t('common:home.title'));
      await app
        .header()
        .getByRole('link', { name: t('common:header.login'), exact: true })
        .waitFor();
      expect(await nav.getByRole('link', { name: t('nav:user.likedMusic'), exact: true }).count()).toBe(0);

      // The closed account cannot log in any more: its email and password were erased, so nothing answers to them.
      await app
        .header()
        .getByRole('link', { name: t('common:header.login'), exact: true })
        .click();
      await app.submitLoginForm(account.email, newPassword);
      await app
        .main()
        .getByRole('alert')
        .filter({ hasText: t('errors:code.INVALID_CREDENTIALS') })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      await app.expectAddress('/login');

      await context.close();
      expect(session.unexpectedProblems()).toEqual([]);
    },
    120_000,
  );
});
