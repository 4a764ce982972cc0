import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_APPLICATIONS } from '../../mocks/seed/programApplications';
import { SEED_PROJECTS } from '../../mocks/seed/programProjects';
import { ANSWER_TRACKS_MAX } from '../../src/lib/domain/program/briefs';
import { festivalTimeOfInstant } from '../../src/lib/domain/program/festivalTime';
import { festivalDate } from '../../src/lib/domain/program/rounds';
import { languages } from '../../src/lib/i18n/languages';
import { JourneyApp, STEP_TIMEOUT_MS } from '../support/journeyApp';
import { openJourneySession, openJourneyWindow, startJourneyEnvironment, type JourneyEnvironment } from '../support/journeyEnvironment';
import { demoLogin, keyword, OPEN_ROUND, UNAPPLIED_COMPOSER } from '../support/journeySeed';

/** The production: the demo general user, a verified producer (README). */
const PRODUCTION = demoLogin('user@cue.test');
/** The program office. */
const OFFICE = demoLogin('admin@cue.test');
/** The composer: an approved musician with a profile and a track, who has not applied yet. */
const COMPOSER = UNAPPLIED_COMPOSER;

/** The film project the production brings, every field filled (the texts of features/support/pages/ProductionPages.ts). */
const PROJECT = {
  title: { ko: '봄의 녹음기사', en: 'The Spring Recordist' },
  logline: {
    ko: '봄마다 돌아오는 소리를 따라가는 한 녹음기사의 이야기.',
    en: 'A sound recordist follows a sound that returns every spring.',
  },
  genre: 'drama',
  stage: 'production',
  runtimeMinutes: '98',
  director: '한지우',
  producer: '오민재',
  company: 'Harbour Films',
  cueCount: '16',
  budget: '5m_20m_krw',
  moods: [keyword('Memory'), keyword('Peace')],
  reference: { query: { ko: '유리 정원', en: 'Glass Garden' }, title: { ko: '유리 정원 - 메인 테마', en: 'Glass Garden (Main Theme)' } },
  tempTrack: { ko: '편집본에는 피아노 솔로 임시 음악이 들어가 있습니다.', en: 'The cut uses solo piano temp music.' },
} as const;

const STATEMENT = {
  ko: '숲의 소리와 작은 현악으로 영화의 공기를 만듭니다. 계절이 바뀌는 이야기에 음악으로 함께하고 싶습니다.',
  en: "I make a film's air from forest sounds and small strings. I would love to score a story of changing seasons.",
};
const BRIEF_MESSAGE = { ko: '3월 미팅 전에 첫 스케치를 들려주세요.', en: 'Please let us hear a first sketch before the March meetings.' };
const ANSWER_NOTE = { ko: '녹음기사의 마이크가 듣는 소리로 테마를 시작하겠습니다.', en: "I would start the theme from what the recordist's microphone hears." };

/** The seed's submitted projects and applications of the open round: the office decides each before announcing. */
const SEEDED_SUBMITTED = {
  projects: SEED_PROJECTS.filter((project) => project.roundId === 1 && project.status === 'submitted').length,
  applications: SEED_APPLICATIONS.filter((application) => application.roundId === 1 && application.status === 'submitted').length,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment the journey happens at, for the server and every page (noon in Seoul on 20 November 2026): both windows
 * of the seed's open round take submissions (they close at the end of January and in mid-February 2027), and its
 * meeting days (March 2027) come after a closing now. Whatever the day the journey runs, the round is as the seed has it.
 */
const JOURNEY_TIME = Date.parse('2026-11-20T03:00:00Z');

/** Stands for a value in a translated template, to match a text whose value the journey does not know (a formatted date). */
const PLACEHOLDER = '\u0000';

/** A text of the app whose one interpolated value may be anything. */
function template(text: string): RegExp {
  const [before = '', after = ''] = text.split(PLACEHOLDER);
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

/**
 * Ticks a Blueprint checkbox or radio, found in `scope` by its name, as a person does: by pressing its label (the
 * box is drawn over a hidden input). A string name is matched exactly.
 */
async function tick(scope: Locator, role: 'checkbox' | 'radio', name: string | RegExp): Promise<void> {
  const options = { name, exact: typeof name === 'string' };
  await scope.locator('label', { has: scope.page().getByRole(role, options) }).click();
  await expect.poll(() => scope.getByRole(role, options).isChecked()).toBe(true);
}

/**
 * The Film Music Matching Program from both sides, through the UI only, each person in their own window: a
 * production submits a film project with every field filled; a composer applies with a track, drawn to that
 * project; the office selects both, decides every other submission, closes the round's windows on its round form
 * and announces the decisions; the production publishes the project's brief; the composer answers it; the
 * production shortlists the answer; and the composer sees it shortlisted on the brief and among their answers.
 */
describe('journey of the matching program', () => {
  let environment: JourneyEnvironment;

  beforeAll(async () => {
    environment = await startJourneyEnvironment({ fixedTime: JOURNEY_TIME });
  }, 180_000);

  afterAll(async () => {
    await environment?.close();
  });

  it.each(languages)(
    'in %s: a project and a composer are selected, the brief is answered and the answer shortlisted',
    async (language) => {
      const sessions = [await openJourneySession(environment, `matching-production-${language}`)];
      sessions.push(await openJourneyWindow(environment, `matching-composer-${language}`), await openJourneyWindow(environment, `matching-office-${language}`));
      const [production, composer, office] = sessions.map((session) => new JourneyApp(session.page, language)) as [JourneyApp, JourneyApp, JourneyApp];
      const { t } = production;
      const title = PROJECT.title[language];
      const composerName = COMPOSER.name[language];
      const trackTitle = COMPOSER.track[language];
      const roundName = OPEN_ROUND.name[language];

      // 1. The production starts a film project from the program page, fills every field and submits it.
      await production.openInLanguage();
      await production.logInFromHeader(PRODUCTION.email, PRODUCTION.password);
      await production.open('/program');
      await production
        .main()
        .getByRole('link', { name: t('program:takePart.productions.submit'), exact: true })
        .click();
      await production.expectAddress('/program/projects');
      await production.expectHeading(t('productions:projects.title'));
      await production
        .main()
        .getByRole('button', { name: t('productions:projects.new'), exact: true })
        .click();
      await production.expectHeading(t('productions:project.newTitle'));
      const form = production.main().locator('form');
      const box = (key: 'titleKo' | 'titleEn' | 'loglineKo' | 'loglineEn' | 'runtimeMinutes' | 'director' | 'producer' | 'company' | 'cueCount' | 'tempTrack') =>
        form.getByRole(key === 'runtimeMinutes' || key === 'cueCount' ? 'spinbutton' : 'textbox', { name: t(`productions:project.field.${key}`), exact: true });
      const choice = (key: 'genre' | 'stage' | 'budget' | 'moodKeywordIds') => form.getByRole('combobox', { name: t(`productions:project.field.${key}`), exact: true });
      await box('titleKo').fill(PROJECT.title.ko);
      await box('titleEn').fill(PROJECT.title.en);
      await box('loglineKo').fill(PROJECT.logline.ko);
      await box('loglineEn').fill(PROJECT.logline.en);
      await choice('genre').selectOption({ label: t(`program:vocabulary.genre.${PROJECT.genre}`) });
      await choice('stage').selectOption({ label: t(`program:vocabulary.stage.${PROJECT.stage}`) });
      await box('runtimeMinutes').fill(PROJECT.runtimeMinutes);
      await box('director').fill(PROJECT.director);
      await box('producer').fill(PROJECT.producer);
      await box('company').fill(PROJECT.company);
      await box('cueCount').fill(PROJECT.cueCount);
      await choice('budget').selectOption({ label: t(`program:vocabulary.budget.${PROJECT.budget}`) });
      // The music is wanted in about half a year (a date in festival time, today or later).
      await form.getByLabel(t('productions:project.field.musicDeadline'), { exact: true }).fill(festivalDate(JOURNEY_TIME + 180 * DAY_MS));
      for (const mood of PROJECT.moods) {
        await choice('moodKeywordIds').selectOption({ label: mood[language] });
        await form.getByRole('button', { name: t('productions:project.moods.remove', { mood: mood[language] }), exact: true }).waitFor();
      }
      const referenceTitle = PROJECT.reference.title[language];
      await form.getByRole('searchbox', { name: t('productions:project.field.referenceTrackIds'), exact: true }).fill(PROJECT.reference.query[language]);
      await form.getByRole('button', { name: t('productions:project.references.search'), exact: true }).click();
      await form.getByRole('button', { name: t('productions:project.references.addNamed', { title: referenceTitle }), exact: true }).click();
      await form
        .getByRole('list', { name: t('productions:project.references.chosen'), exact: true })
        .getByText(referenceTitle, { exact: true })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      await box('tempTrack').fill(PROJECT.tempTrack[language]);
      await form.getByRole('button', { name: t('productions:project.action.submit'), exact: true }).click();
      await production.expectText(t('productions:project.notice.submitted'), production.main());
      await production.expectHeading(title);
      await production.expectText(t('program:vocabulary.projectStatus.submitted'), production.main());
      const projectPath = new URL(production.page.url()).pathname;
      expect(projectPath).toMatch(/^\/program\/projects\/\d+$/);

      // 2. The composer applies from the program page: a statement in both languages, their track, drawn to the new project.
      await composer.openInLanguage();
      await composer.logInFromHeader(COMPOSER.email, COMPOSER.password);
      await composer.open('/program');
      await composer
        .main()
        .getByRole('link', { name: t('program:takePart.composers.submit'), exact: true })
        .click();
      await composer.expectAddress('/program/apply');
      await composer.expectHeading(t('composing:title'));
      const application = composer.main().locator('form');
      await application.getByRole('textbox', { name: t('composing:form.statement.ko'), exact: true }).fill(STATEMENT.ko);
      await application.getByRole('textbox', { name: t('composing:form.statement.en'), exact: true }).fill(STATEMENT.en);
      await application.getByRole('button', { name: t('composing:form.tracks.addNamed', { title: trackTitle }), exact: true }).click();
      await application
        .getByRole('list', { name: t('composing:form.tracks.chosenLabel'), exact: true })
        .getByText(trackTitle, { exact: true })
        .waitFor();
      const projects = application.getByRole('group', { name: t('composing:form.projects.label'), exact: true });
      await tick(projects, 'checkbox', new RegExp(`^${title}`));
      await application.getByRole('button', { name: t('composing:form.apply'), exact: true }).click();
      await composer.expectText(t('composing:notice.submitted'), composer.main());

      // 3. The office selects the project and the composer, and does not select the other submissions.
      await office.openInLanguage();
      await office.logInFromHeader(OFFICE.email, OFFICE.password);
      await office.navigateTo(t('nav:user.office'));
      await office.expectHeading(t('office:title'));
      const decide = async (tab: 'projects' | 'applications', chosen: string, others: number) => {
        await office
          .main()
          .getByRole('tab', { name: t(`office:tabs.${tab}`), exact: true })
          .click();
        const panel = office.main().getByRole('tabpanel');
        const bulk = panel.getByRole('group', { name: t('office:projects.bulk'), exact: true });
        await tick(panel, 'checkbox', chosen);
        await bulk.getByRole('button', { name: t('office:projects.select'), exact: true }).click();
        await office.expectText(t(`office:${tab}.done.selected`, { count: 1 }), panel);
        // The submissions still without a decision, all chosen at once, are not selected, with a reason.
        await panel
          .getByRole('combobox', { name: t('office:review.status'), exact: true })
          .selectOption({ label: t(`program:vocabulary.${tab === 'projects' ? 'projectStatus' : 'applicationStatus'}.submitted`) });
        await tick(bulk, 'checkbox', t(`office:${tab}.chooseAll`, { count: others }));
        await bulk.getByRole('button', { name: t('office:projects.notSelect'), exact: true }).click();
        const dialog = office.page.getByRole('dialog', { name: t(`office:${tab}.notSelectTitle`, { count: others }), exact: true });
        await tick(dialog, 'radio', t('office:projects.reason.PLACES_FILLED'));
        await dialog.getByRole('button', { name: t('office:projects.notSelect'), exact: true }).click();
        await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
        await office.expectText(t(`office:${tab}.done.not_selected`, { count: others }), panel);
        await office.expectText(t(`office:${tab}.empty`), panel);
      };
      await decide('projects', t('office:projects.chooseNamed', { title }), SEEDED_SUBMITTED.projects);
      await decide('applications', t('office:applications.chooseNamed', { name: composerName }), SEEDED_SUBMITTED.applications);

      // The round's windows are still open: the office closes both on the round's form (a minute ago, festival time)...
      await office
        .main()
        .getByRole('tab', { name: t('office:tabs.rounds'), exact: true })
        .click();
      const rounds = office.main().getByRole('tabpanel');
      await rounds.getByRole('button', { name: t('office:rounds.editNamed', { name: roundName }), exact: true }).click();
      const roundForm = rounds.getByRole('form', { name: t('office:rounds.editing', { name: roundName }), exact: true });
      const closing = festivalTimeOfInstant(new Date(JOURNEY_TIME - 60_000).toISOString());
      await roundForm.getByLabel(t('office:rounds.field.projectCloses'), { exact: true }).fill(closing);
      await roundForm.getByLabel(t('office:rounds.field.composerCloses'), { exact: true }).fill(closing);
      await roundForm.getByRole('button', { name: t('office:rounds.save'), exact: true }).click();
      await roundForm.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });

      // ...then announces the decisions now.
      await rounds.getByRole('button', { name: t('office:rounds.announce.announceNamed', { name: roundName }), exact: true }).click();
      const announce = office.page.getByRole('dialog', { name: t('office:rounds.announce.title', { name: roundName }), exact: true });
      expect(await announce.getByRole('radio', { name: t('office:rounds.announce.now'), exact: true }).isChecked()).toBe(true);
      await announce.getByRole('button', { name: t('office:rounds.announce.confirmNow'), exact: true }).click();
      await announce.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      await rounds
        .getByRole('listitem')
        .filter({ has: office.page.getByRole('heading', { level: 3, name: roundName, exact: true }) })
        .getByText(template(t('office:rounds.announce.state.announced', { when: PLACEHOLDER })))
        .waitFor({ timeout: STEP_TIMEOUT_MS });

      // 4. The production finds the project selected and publishes its brief, answers taken for about 20 days.
      await production.reload();
      await production.expectHeading(title);
      await production.expectText(t('productions:project.statusText.selected'), production.main());
      await production
        .main()
        .getByRole('button', { name: t('productions:project.brief.action'), exact: true })
        .click();
      await production.expectAddress(`${projectPath}/brief`);
      await production.expectHeading(t('briefs:publish.title', { title }));
      await production
        .main()
        .getByLabel(t('briefs:publish.deadline'), { exact: true })
        .fill(festivalTimeOfInstant(new Date(JOURNEY_TIME + 20 * DAY_MS).toISOString()));
      await production
        .main()
        .getByRole('textbox', { name: t('briefs:publish.message'), exact: true })
        .fill(BRIEF_MESSAGE[language]);
      await production
        .main()
        .getByRole('button', { name: t('briefs:publish.publish'), exact: true })
        .click();
      await production.expectText(t('briefs:publish.published'));
      await production.expectHeading(title);
      const briefPath = new URL(production.page.url()).pathname;
      expect(briefPath).toMatch(/^\/program\/briefs\/\d+$/);
      await production.expectText(BRIEF_MESSAGE[language], production.main());
      await production
        .main()
        .getByText(template(t('briefs:brief.open', { at: PLACEHOLDER })))
        .waitFor();

      // 5. The composer finds the brief among the briefs and answers it with their track and a note.
      await composer.open('/program');
      await composer
        .main()
        .getByRole('link', { name: t('program:takePart.briefsLink'), exact: true })
        .click();
      await composer.expectAddress('/program/briefs');
      await composer.expectHeading(t('briefs:list.title'));
      const briefItem = composer
        .main()
        .getByRole('listitem')
        .filter({ has: composer.page.getByRole('link', { name: title, exact: true }) });
      await briefItem.getByText(t('briefs:list.notAnswered'), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await briefItem.getByRole('link', { name: title, exact: true }).click();
      await composer.expectAddress(briefPath);
      await composer.expectHeading(title);
      const panel = composer.main().getByRole('region', { name: t('answering:panel.heading'), exact: true });
      const tracks = panel.getByRole('group', { name: t('answering:form.tracks', { max: ANSWER_TRACKS_MAX }), exact: true });
      await tick(tracks, 'checkbox', new RegExp(`^${trackTitle}`));
      await panel.getByRole('textbox', { name: t('answering:form.note'), exact: true }).fill(ANSWER_NOTE[language]);
      await panel.getByRole('button', { name: t('answering:action.send'), exact: true }).click();
      await composer.expectText(t('answering:notice.sent'), panel);
      await composer.expectText(t('program:vocabulary.answerStatus.submitted'), panel);

      // 6. The production hears the answer on its brief and shortlists it.
      await production.reload();
      await production.expectHeading(title);
      const answer = production
        .main()
        .getByRole('listitem')
        .filter({ has: production.page.getByRole('heading', { level: 3, name: composerName, exact: true }) });
      await answer.getByText(ANSWER_NOTE[language], { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await answer.getByRole('link', { name: trackTitle, exact: true }).waitFor();
      await answer.getByRole('button', { name: t('briefs:review.shortlist', { name: composerName }), exact: true }).click();
      await production.expectText(t('briefs:review.shortlisted', { name: composerName }));
      await answer.getByText(t('program:vocabulary.answerStatus.shortlisted'), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });

      // 7. The composer sees the answer shortlisted on the brief and among their answers.
      await composer.reload();
      await composer.expectHeading(title);
      await composer.expectText(t('program:vocabulary.answerStatus.shortlisted'), panel);
      const outcome = panel.getByText(t('answering:outcome.shortlisted'));
      await outcome.waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await outcome.getByRole('heading', { name: t('answering:outcome.shortlistedTitle'), exact: true }).count()).toBe(1);
      await composer
        .main()
        .getByRole('link', { name: t('briefs:brief.back'), exact: true })
        .click();
      await composer.expectAddress('/program/briefs');
      const shortlisted = t('program:vocabulary.answerStatus.shortlisted');
      await briefItem.getByText(t('briefs:list.yours', { status: shortlisted }), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      const mine = composer
        .main()
        .getByRole('region', { name: t('answering:mine.heading'), exact: true })
        .getByRole('listitem')
        .filter({ has: composer.page.getByRole('link', { name: title, exact: true }) });
      await mine.getByText(shortlisted, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await mine.getByText(t('answering:mine.outcome.shortlisted'), { exact: true }).waitFor();

      for (const session of sessions) await session.context.close();
      expect(sessions.flatMap((session) => session.unexpectedProblems())).toEqual([]);
    },
    240_000,
  );
});
