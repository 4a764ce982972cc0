import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PILOT } from '../../mocks/seed/programPilot';
import { languages } from '../../src/lib/i18n/languages';
import { JourneyApp, STEP_TIMEOUT_MS } from '../support/journeyApp';
import { openJourneySession, openJourneyWindow, startJourneyEnvironment, type JourneyEnvironment } from '../support/journeyEnvironment';
import { demoLogin, DEMO_MUSICIAN } from '../support/journeySeed';

/** The composer the pilot's production asked for a meeting (the seed's pending request). */
const COMPOSER = demoLogin('musician@cue.test');
const OFFICE = demoLogin('admin@cue.test');
const PILOT_PROJECT = { ko: '등대지기의 겨울', en: "The Lighthouse Keeper's Winter" } as const;

/**
 * Noon in Seoul on 15 January 2027: the pilot round's decisions are announced and its meeting days (25-26 February
 * 2027) are ahead, whatever the day the journey runs.
 */
const JOURNEY_TIME = Date.parse('2027-01-15T03:00:00Z');

/** Stands for the one interpolated value of a translated template. */
const PLACEHOLDER = '\u0000';
function template(text: string): RegExp {
  const [before = '', after = ''] = text.split(PLACEHOLDER);
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

/**
 * The 1:1 meetings through the UI, each person in their own window: the demo composer accepts the pilot
 * production's request and marks both meeting days; the office runs the scheduler on the pilot round and publishes
 * the schedule; the composer finds the meeting on their agenda and downloads it, and the calendar file, read by
 * ical.js, holds that one meeting in Seoul time.
 */
describe('journey of the 1:1 meetings', () => {
  let environment: JourneyEnvironment;

  beforeAll(async () => {
    environment = await startJourneyEnvironment({ fixedTime: JOURNEY_TIME });
  }, 180_000);

  afterAll(async () => {
    await environment?.close();
  });

  it.each(languages)(
    'in %s: a request is accepted, scheduled, published and downloaded as a calendar file',
    async (language) => {
      const composerSession = await openJourneySession(environment, `meetings-composer-${language}`);
      const officeSession = await openJourneyWindow(environment, `meetings-office-${language}`);
      const composer = new JourneyApp(composerSession.page, language);
      const office = new JourneyApp(officeSession.page, language);
      const { t } = composer;
      const project = PILOT_PROJECT[language];

      await composer.openInLanguage();
      await composer.logInFromHeader(COMPOSER.email, COMPOSER.password);
      await composer.open('/program/meetings');
      await composer.expectHeading(t('meetings:page.title'));
      const request = composer.main().locator('.app-meetings-requests > li').filter({ hasText: project });
      await request.getByRole('button', { name: template(t('meetings:requests.action.accept', { name: PLACEHOLDER })) }).click();
      await request.getByText(t('meetings:requests.status.accepted'), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });

      const availability = composer.main().locator('.app-meetings-availability');
      const allDays = availability.getByRole('checkbox', { name: template(t('meetings:availability.allDayOf', { day: PLACEHOLDER })) });
      await expect.poll(() => allDays.count()).toBe(SEED_PILOT.round.meetingDays.length);
      for (const day of await allDays.all()) await day.locator('xpath=ancestor::label[1]').click();
      await availability.getByRole('button', { name: t('meetings:availability.save'), exact: true }).click();
      await composer.expectText(t('meetings:availability.saved'), composer.main());

      await office.openInLanguage();
      await office.logInFromHeader(OFFICE.email, OFFICE.password);
      await office.open('/office?tab=meetings');
      const panel = office.main().getByRole('tabpanel');
      await panel.getByRole('combobox').first().selectOption({ label: SEED_PILOT.round.name[language] });
      await panel.getByRole('button', { name: t('office:meetings.schedule.run'), exact: true }).click();
      // The schedule's status line: "Not published … · The scheduler placed 2 of 2 requests."
      await panel
        .getByText(t('office:meetings.schedule.placed', { placed: 2, count: 2 }))
        .first()
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      await panel.getByRole('button', { name: t('office:meetings.schedule.publish'), exact: true }).click();
      await office.page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('office:meetings.publish.confirm'), exact: true })
        .click();
      await panel
        .getByText(t('office:meetings.schedule.published', { at: PLACEHOLDER }).split(PLACEHOLDER)[0]!)
        .first()
        .waitFor({ timeout: STEP_TIMEOUT_MS });

      await composer.open('/program/meetings');
      const meeting = composer.main().locator('.app-meetings-agenda > li').filter({ hasText: project });
      await meeting.waitFor({ timeout: STEP_TIMEOUT_MS });
      const [download] = await Promise.all([
        composer.page.waitForEvent('download'),
        meeting.getByRole('button', { name: t('meetings:agenda.download', { name: project }), exact: true }).click(),
      ]);
      expect(await download.failure()).toBeNull();
      const file = await readFile(await download.path(), 'utf8');

      const calendar = new ICAL.Component(ICAL.parse(file));
      expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
      const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
      expect(zone.tzid).toBe('Asia/Seoul');
      const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
      expect(events).toHaveLength(1);
      const [event] = events as [InstanceType<typeof ICAL.Event>];
      expect(event.summary).toContain(project);
      expect(event.summary).toContain(DEMO_MUSICIAN.name[language]);
      expect(calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Seoul');
      // The instant through the zone's offset (ical.js finds the TZID in the file it parsed).
      const start = event.startDate.toUnixTime() * 1000;
      const days = SEED_PILOT.round.meetingDays.map((day) => Date.parse(`${day}T00:00:00+09:00`));
      expect(days.some((day) => start >= day && start < day + 24 * 3600_000)).toBe(true);
      expect(event.endDate.toUnixTime() * 1000 - start).toBe(30 * 60_000);
      const festivalHour = (new Date(start).getUTCHours() + 9) % 24;
      expect(festivalHour).toBeGreaterThanOrEqual(10);
      expect(festivalHour).toBeLessThan(18);
      expect(event.sequence).toBe(0);
    },
    240_000,
  );
});
