import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../src/lib/i18n/languages';
import { JourneyApp, STEP_TIMEOUT_MS } from '../support/journeyApp';
import { openJourneySession, startJourneyEnvironment, type JourneyEnvironment } from '../support/journeyEnvironment';
import { fillMusicianInformation, labelled, trackForm, uploadTrack, type MusicianInformation, type TrackEntry } from '../support/journeyForms';
import { genre, keyword } from '../support/journeySeed';
import { signUp } from '../support/journeySignUp';

/** The composer of this journey, as typed in registration step 1. */
const COMPOSER: MusicianInformation = {
  name: { ko: '윤서진', en: 'Seojin Yoon' },
  intro: { ko: '바다와 기억을 그리는 영화음악 작곡가', en: 'Film composer of the sea and of memory' },
  bio: {
    ko: '단편 〈파도의 기억〉과 다큐멘터리 〈섬의 시간〉의 음악을 작곡했습니다.',
    en: 'Scored the short film “Memory of Waves” and the documentary “Island Time”.',
  },
  contactName: '윤서진',
  contactEmail: 'seojin.yoon@example.com',
  instagramId: 'seojin.score',
  portfolioUrl: 'https://example.com/seojin-yoon',
};

/** Three tracks: two uploaded in registration step 2, the third from the profile. */
const TRACKS: TrackEntry[] = [
  {
    title: { ko: '파도의 기억', en: 'Memory of Waves' },
    description: { ko: '바다를 걷는 장면의 테마입니다.', en: 'The theme of a walk by the sea.' },
    genre: genre('Orchestral'),
    keywords: [keyword('Sea'), keyword('Memory')],
    audio: 'track.wav',
    cover: 'cover.png',
  },
  {
    title: { ko: '섬의 시간', en: 'Island Time' },
    description: { ko: '다큐멘터리의 오프닝 큐입니다.', en: 'The opening cue of a documentary.' },
    genre: genre('Documentary'),
    keywords: [keyword('Peace')],
    audio: 'track.mp3',
    cover: 'cover.jpg',
  },
  {
    title: { ko: '등대의 밤', en: 'Lighthouse Night' },
    description: { ko: '밤바다 추격 장면의 큐입니다.', en: 'A cue for a chase on the night sea.' },
    genre: genre('Thriller'),
    keywords: [keyword('Night'), keyword('Chase'), keyword('Tension')],
    audio: 'track.wav',
    cover: 'cover.jpg',
  },
];

/** The second track's new titles after the edit. */
const EDITED_TITLE = { ko: '섬의 시간 - 새 편집', en: 'Island Time (New Cut)' };

/**
 * A musician's way onto Cue Connect, through the UI only (the administrator's approval is the one step done
 * through the mock control): signs up as a musician after reading the terms, is told to wait when logging in,
 * is approved, logs in again and is invited to register, fills step 1 with a photo, uploads tracks in step 2
 * and from the profile up to the limit of 3, edits one (the new title shows on the profile and on the public
 * musician page) and deletes one after confirming (2 left).
 */
describe('journey of a musician', () => {
  let environment: JourneyEnvironment;

  beforeAll(async () => {
    environment = await startJourneyEnvironment();
  }, 180_000);

  afterAll(async () => {
    await environment?.close();
  });

  it.each(languages)(
    'in %s: signs up, is approved, registers, uploads three tracks, edits one and deletes one',
    async (language) => {
      const session = await openJourneySession(environment, `musician-${language}`);
      const { context, page } = session;
      const app = new JourneyApp(page, language);
      const { t } = app;
      const account = { email: `composer-${language}@cue.test`, password: 'composer1!', nickname: `작곡가${language}`, role: 'musician' as const };
      const title = (track: { title: { ko: string; en: string } }) => track.title[language];
      const name = COMPOSER.name[language];

      await app.openInLanguage();

      // Sign up as a musician, after reading the terms: the account waits for approval.
      await app
        .header()
        .getByRole('link', { name: t('common:header.login'), exact: true })
        .click();
      await app
        .main()
        .getByRole('link', { name: t('login:signUp'), exact: true })
        .click();
      await signUp(app, account);
      const waiting = app.main().getByRole('region', { name: t('signUp:success.pendingTitle'), exact: true });
      await waiting.getByText(t('signUp:success.pendingBody'), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await waiting.getByText(t('signUp:success.pendingNext', { email: account.email }), { exact: true }).waitFor();

      // Logging in before the approval: the "Approval Pending" dialog, whose OK goes home, still logged out.
      await waiting.getByRole('button', { name: t('signUp:success.goToLogin'), exact: true }).click();
      session.allow(/status of 403 .*\/api\/v1\/user\/login\)$/);
      await app.submitLoginForm(account.email, account.password);
      const pending = page.getByRole('dialog', { name: t('login:pending.title'), exact: true });
      await pending.getByText(t('login:pending.message'), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await pending.getByRole('button', { name: t('login:pending.confirm'), exact: true }).click();
      await app.expectAddress('/');
      await app.expectHeading(t('common:home.title'));
      await app
        .header()
        .getByRole('link', { name: t('common:header.login'), exact: true })
        .waitFor();

      // The administrator approves the account (mock control); the next login invites the musician to register.
      await environment.control.approveUser(account.email);
      await app.logInFromHeader(account.email, account.password);
      const approved = page.getByRole('dialog', { name: t('login:musicianApproved.title'), exact: true });
      await approved.getByText(t('login:musicianApproved.message'), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await approved.getByText(t('login:musicianApproved.hint'), { exact: true }).waitFor();
      await approved.getByRole('button', { name: t('login:musicianApproved.register'), exact: true }).click();
      await app.expectAddress('/musician-registration');
      await app.expectHeading(t('musicianProfile:registration.title'));
      await app
        .navigation()
        .getByRole('link', { name: t('nav:user.musicianProfile'), exact: true })
        .waitFor();

      // Step 1: the musician information with a photo.
      const steps = app.main().getByRole('navigation', { name: t('musicianProfile:registration.stepsLabel'), exact: true });
      await fillMusicianInformation(app, COMPOSER, 'photo.png');
      const stepOf = (key: 'stepInfo' | 'stepMusic') => steps.getByRole('button', { name: t(`musicianProfile:registration.${key}`), exact: true });
      expect(await stepOf('stepInfo').getAttribute('aria-current')).toBe('step');
      await app
        .main()
        .getByRole('button', { name: t('musicianProfile:registration.saveInfo'), exact: true })
        .click();
      await expect.poll(() => stepOf('stepMusic').getAttribute('aria-current'), { timeout: STEP_TIMEOUT_MS }).toBe('step');

      // Step 2: two tracks, one after the other.
      await app.expectText(t('musicianProfile:registration.musicIntro'), app.main());
      const saved = app.main().getByRole('list', { name: t('musicianProfile:registration.savedTracks'), exact: true });
      await uploadTrack(app, TRACKS[0]!);
      await expect.poll(() => saved.getByRole('listitem').allTextContents(), { timeout: STEP_TIMEOUT_MS }).toEqual([title(TRACKS[0]!)]);
      await app
        .main()
        .getByRole('button', { name: t('musicianProfile:registration.addAnother'), exact: true })
        .click();
      await uploadTrack(app, TRACKS[1]!);
      await expect.poll(() => saved.getByRole('listitem').allTextContents(), { timeout: STEP_TIMEOUT_MS }).toEqual([title(TRACKS[0]!), title(TRACKS[1]!)]);
      await app
        .main()
        .getByRole('button', { name: t('musicianProfile:registration.finish'), exact: true })
        .click();

      // The profile: the information of step 1, the photo, and 2 of 3 tracks.
      await app.expectText(t('musicianProfile:registration.completed'));
      await app.expectAddress('/musician-profile');
      await app.expectHeading(name);
      await app.main().getByRole('img', { name, exact: true }).waitFor();
      await app.expectText(COMPOSER.intro[language], app.main());
      await app.expectText(COMPOSER.bio[language], app.main());
      const ownTracks = app.main().getByRole('list', { name: t('musicianProfile:profile.tracksLabel'), exact: true });
      const ownTitles = () => app.ownTrackTitles(ownTracks);
      await app.expectText(t('musicianProfile:profile.trackCount', { count: 2 }), app.main());
      expect(await ownTitles()).toEqual([title(TRACKS[0]!), title(TRACKS[1]!)]);

      // A third track from the profile; then the upload page refuses a fourth.
      await app
        .main()
        .getByRole('button', { name: t('musicianProfile:profile.upload'), exact: true })
        .click();
      await app.expectHeading(t('pages:musicUpload.title'));
      await uploadTrack(app, TRACKS[2]!);
      await app.expectText(t('uploads:done.created'), app.main());
      await app.expectText(t('music:maxTracks.title'), app.main());
      await app.expectText(t('uploads:rule.maxTracks'), app.main());
      expect(await trackForm(app).count()).toBe(0);
      await app
        .main()
        .getByRole('link', { name: t('music:maxTracks.action'), exact: true })
        .click();
      await app.expectHeading(name);
      await app.expectText(t('musicianProfile:profile.trackCount', { count: 3 }), app.main());
      await app.expectText(t('musicianProfile:profile.trackLimit'), app.main());
      expect(
        await app
          .main()
          .getByRole('button', { name: t('musicianProfile:profile.upload'), exact: true })
          .count(),
      ).toBe(0);
      await expect.poll(() => ownTitles()).toEqual(TRACKS.map(title));

      // Edit the second track from the profile: its new title shows on the profile.
      await ownTracks.getByRole('button', { name: t('musicianProfile:profile.editTrackLabel', { title: title(TRACKS[1]!) }), exact: true }).click();
      await app.expectHeading(t('pages:musicEdit.title'));
      const edit = trackForm(app);
      const titleKo = edit.getByRole('textbox', { name: labelled(t('uploads:field.titleKo')) });
      await expect.poll(() => titleKo.inputValue(), { timeout: STEP_TIMEOUT_MS }).toBe(TRACKS[1]!.title.ko);
      await titleKo.fill(EDITED_TITLE.ko);
      await edit.getByRole('textbox', { name: labelled(t('uploads:field.titleEn')) }).fill(EDITED_TITLE.en);
      await edit.getByRole('button', { name: t('uploads:action.save'), exact: true }).click();
      await app.expectAddress('/musician-profile');
      await expect.poll(() => ownTitles(), { timeout: STEP_TIMEOUT_MS }).toEqual([title(TRACKS[0]!), EDITED_TITLE[language], title(TRACKS[2]!)]);

      // ...and on the public musician page, found through the musician list.
      await app.navigateTo(t('nav:music.musicians'));
      await app.expectHeading(t('pages:musicianList.title'));
      await app
        .main()
        .getByRole('searchbox', { name: t('musicians:filter.label'), exact: true })
        .fill(name);
      const card = app
        .main()
        .getByRole('list', { name: t('musicians:list.label'), exact: true })
        .getByRole('listitem');
      await expect.poll(() => card.count(), { timeout: STEP_TIMEOUT_MS }).toBe(1);
      await card.getByText(t('musicians:list.trackCount', { count: 3 }), { exact: true }).waitFor();
      await card.getByRole('link', { name, exact: true }).click();
      await app.expectHeading(name);
      const publicTracks = app.main().getByRole('list', { name: t('musicians:details.tracksLabel', { name }), exact: true });
      await expect
        .poll(() => app.trackTitles(publicTracks), { timeout: STEP_TIMEOUT_MS })
        .toEqual(expect.arrayContaining([title(TRACKS[0]!), EDITED_TITLE[language], title(TRACKS[2]!)]));
      expect(await app.trackTitles(publicTracks)).toHaveLength(3);

      // Delete the first track after confirming: 2 tracks are left.
      await app.navigateTo(t('nav:user.musicianProfile'));
      await app.expectHeading(name);
      await ownTracks.getByRole('button', { name: t('musicianProfile:profile.deleteTrackLabel', { title: title(TRACKS[0]!) }), exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(t('musicianProfile:profile.deleteConfirm', { title: title(TRACKS[0]!) }), { exact: true }).waitFor();
      await confirm.getByRole('button', { name: t('musicianProfile:profile.deleteTrack'), exact: true }).click();
      await app.expectText(t('musicianProfile:profile.deleted', { title: title(TRACKS[0]!) }));
      await expect.poll(() => ownTitles(), { timeout: STEP_TIMEOUT_MS }).toEqual([EDITED_TITLE[language], title(TRACKS[2]!)]);
      await app.expectText(t('musicianProfile:profile.trackCount', { count: 2 }), app.main());
      await app
        .main()
        .getByRole('button', { name: t('musicianProfile:profile.upload'), exact: true })
        .waitFor();

      await context.close();
      expect(session.unexpectedProblems()).toEqual([]);
    },
    180_000,
  );
});
