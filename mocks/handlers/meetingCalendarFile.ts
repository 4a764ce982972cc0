/**
 * Meetings as a calendar file (docs/product.md 17.16), built by mocks/calendar/meetingCalendar.ts: one event per
 * meeting, UID `meeting-<id>@cue-connect`, its sequence, in the reader's language. The summary names the project
 * and the composer, the location is the table, the description the other side and the brief's address, the URL
 * the agenda page. Answered as `text/calendar; charset=utf-8`.
 */
import { buildMeetingCalendar, type CalendarEvent } from '../calendar/meetingCalendar';
import type { MockContext } from '../context';
import type { AgendaEntry } from './meetingAgendaOf';
import { MEETINGS_PAGE_PATH } from './meetingMail';
import { meetingView } from './meetingScheduleViews';
import { nowIso } from './programDecisions';

export type CalendarLanguage = 'ko' | 'en';

const CALENDAR_NAME: Record<CalendarLanguage, string> = { ko: 'Cue Connect 1:1 미팅', en: 'Cue Connect 1:1 meetings' };

const inLanguage = (text: { ko: string; en: string }, language: CalendarLanguage): string => (language === 'en' && text.en ? text.en : text.ko);

function eventOf(ctx: MockContext, { meeting, settings, side }: AgendaEntry, language: CalendarLanguage, origin: string): CalendarEvent {
  const view = meetingView(ctx, settings, meeting);
  const project = inLanguage(view.project.title, language);
  const composer = inLanguage(view.composer.name, language) || view.composer.nickname;
  const company = ctx.db.projects.findFirst((q) => q.where({ id: view.project.projectId }))?.company ?? '';
  const other = side === 'production' ? composer : company ? `${project} (${company})` : project;
  const brief = view.briefId === null ? null : `${origin}/program/briefs/${view.briefId}`;
  const description =
    language === 'ko'
      ? [`상대: ${other}`, brief ? `브리프: ${brief}` : null].filter(Boolean).join('\n')
      : [`With: ${other}`, brief ? `Brief: ${brief}` : null].filter(Boolean).join('\n');
  return {
    uid: `meeting-${meeting.id}@cue-connect`,
    sequence: meeting.sequence,
    start: view.slot.start,
    end: view.slot.end,
    summary: language === 'ko' ? `미팅: ${project} · ${composer}` : `Meeting: ${project} · ${composer}`,
    location: inLanguage(view.table.name, language),
    description,
    url: `${origin}${MEETINGS_PAGE_PATH}`,
    status: meeting.status === 'cancelled' ? 'cancelled' : 'confirmed',
  };
}

/** The entries as a calendar file answer; METHOD:CANCEL when asked for (every entry cancelled), PUBLISH otherwise. */
export function calendarResponse(
  ctx: MockContext,
  entries: readonly AgendaEntry[],
  language: CalendarLanguage,
  origin: string,
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
): Response {
  const body = buildMeetingCalendar({
    method,
    name: CALENDAR_NAME[language],
    stamp: nowIso(ctx),
    events: entries.map((entry) => eventOf(ctx, entry, language, origin)),
    language,
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'attachment; filename="cue-connect-meetings.ics"' },
  });
}
