/**
 * The meetings' mails (docs/product.md 17.16), bilingual like every mail of the mock (so each side reads it in
 * their language): a participant's agenda when the schedule is first published, each change after that (a new,
 * moved or cancelled meeting) to both sides, and the reminder the evening before. Each links to the agenda page.
 */
import type { LocalizedText, MeetingSettings } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import { nextId, type MeetingRecord } from '../db/database';
import { nowIso } from './programDecisions';
import { meetingView, sidesOfMeeting } from './meetingScheduleViews';

/** The app's agenda page (a participant's meetings, their calendar file and address). */
export const MEETINGS_PAGE_PATH = '/program/meetings';

export type MeetingChange = 'placed' | 'moved' | 'cancelled';

/** One meeting as a mail line: when (festival time), where, with whom. */
function meetingLine(ctx: MockContext, settings: MeetingSettings, meeting: MeetingRecord): LocalizedText {
  const view = meetingView(ctx, settings, meeting);
  const when = `${view.slot.slotId.replace('T', ' ')}`;
  const project = { ko: view.project.title.ko, en: view.project.title.en || view.project.title.ko };
  const composer = { ko: view.composer.name.ko, en: view.composer.name.en || view.composer.name.ko };
  const table = { ko: view.table.name.ko, en: view.table.name.en || view.table.name.ko };
  return {
    ko: `${when} (한국 시간) · ${table.ko} · 「${project.ko}」 · ${composer.ko}`,
    en: `${when} (Korea time) · ${table.en} · "${project.en}" · ${composer.en}`,
  };
}

async function send(ctx: MockContext, userId: number, subject: LocalizedText, body: (name: string) => LocalizedText): Promise<void> {
  const user = ctx.db.users.findFirst((q) => q.where({ id: userId }));
  if (!user || user.leftAt !== null) return;
  await ctx.db.outbox.create({ id: nextId(ctx.db.outbox), to: user.email, subject, text: body(user.name), link: MEETINGS_PAGE_PATH, sentAt: nowIso(ctx) });
}

const bothSides = (ctx: MockContext, meeting: MeetingRecord): number[] => {
  const sides = sidesOfMeeting(ctx, meeting);
  return sides ? [...new Set([sides.productionId, sides.composerId])] : [];
};

const CHANGE_TEXT: Record<MeetingChange, { subject: LocalizedText; lead: LocalizedText }> = {
  placed: {
    subject: { ko: '[Cue Connect] 1:1 미팅이 잡혔습니다', en: '[Cue Connect] A 1:1 meeting is scheduled' },
    lead: { ko: '새 1:1 미팅이 잡혔습니다.', en: 'A new 1:1 meeting is scheduled for you.' },
  },
  moved: {
    subject: { ko: '[Cue Connect] 1:1 미팅 일정이 바뀌었습니다', en: '[Cue Connect] Your 1:1 meeting has changed' },
    lead: { ko: '1:1 미팅의 시간 또는 장소가 바뀌었습니다. 새 일정:', en: 'The time or place of your 1:1 meeting has changed. Now:' },
  },
  cancelled: {
    subject: { ko: '[Cue Connect] 1:1 미팅이 취소되었습니다', en: '[Cue Connect] Your 1:1 meeting is cancelled' },
    lead: { ko: '다음 1:1 미팅이 취소되었습니다.', en: 'This 1:1 meeting is cancelled.' },
  },
};

/** A change of a published schedule, mailed to both sides of the meeting. */
export async function mailMeetingChange(ctx: MockContext, settings: MeetingSettings, meeting: MeetingRecord, change: MeetingChange): Promise<void> {
  const line = meetingLine(ctx, settings, meeting);
  const { subject, lead } = CHANGE_TEXT[change];
  for (const userId of bothSides(ctx, meeting)) {
    await send(ctx, userId, subject, (name) => ({
      ko: `${name}님, ${lead.ko}\n${line.ko}\n달력 파일은 미팅 페이지에서 다시 받을 수 있습니다.`,
      en: `${name}, ${lead.en}\n${line.en}\nYou can download the calendar file again from your meetings page.`,
    }));
  }
}

/** The first publishing: each participant with a meeting gets their agenda (their meetings that are not cancelled). */
export async function mailAgendas(ctx: MockContext, settings: MeetingSettings, meetings: readonly MeetingRecord[]): Promise<void> {
  const byUser = new Map<number, MeetingRecord[]>();
  for (const meeting of meetings) {
    for (const userId of bothSides(ctx, meeting)) byUser.set(userId, [...(byUser.get(userId) ?? []), meeting]);
  }
  for (const [userId, own] of [...byUser].sort(([a], [b]) => a - b)) {
    const lines = own.map((meeting) => meetingLine(ctx, settings, meeting));
    await send(ctx, userId, { ko: '[Cue Connect] 1:1 미팅 일정이 나왔습니다', en: '[Cue Connect] Your 1:1 meeting agenda' }, (name) => ({
      ko: `${name}님, 영화음악 매칭 프로그램의 1:1 미팅 일정입니다.\n${lines.map((line) => `- ${line.ko}`).join('\n')}\n미팅 페이지에서 달력 파일을 받거나 개인 달력 주소를 구독할 수 있습니다.`,
      en: `${name}, here is your agenda of 1:1 meetings in the Film Music Matching Program.\n${lines.map((line) => `- ${line.en}`).join('\n')}\nDownload the calendar file or subscribe to your private calendar address on your meetings page.`,
    }));
  }
}

/** The evening-before reminder, to both sides. */
export async function mailReminder(ctx: MockContext, settings: MeetingSettings, meeting: MeetingRecord): Promise<void> {
  const line = meetingLine(ctx, settings, meeting);
  for (const userId of bothSides(ctx, meeting)) {
    await send(ctx, userId, { ko: '[Cue Connect] 내일 1:1 미팅이 있습니다', en: '[Cue Connect] Your 1:1 meeting is tomorrow' }, (name) => ({
      ko: `${name}님, 내일 1:1 미팅이 있습니다.\n${line.ko}`,
      en: `${name}, a reminder of your 1:1 meeting tomorrow.\n${line.en}`,
    }));
  }
}
