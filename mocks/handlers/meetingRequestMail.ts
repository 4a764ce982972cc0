/**
 * The mails of meeting requests (docs/product.md 17.15), bilingual like every mail of the mock (so each reaches
 * its reader in their language): a new request to the side asked; accepted, declined (with the note), withdrawn
 * and cancelled (with the note) to the other side. Each links to the meetings page.
 */
import type { LocalizedText, MeetingSide } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import { nextId, type MeetingRequestRecord } from '../db/database';
import { musicianOfUser } from '../http/views';
import { productionUserOf } from './meetingRequestViews';
import { nowIso } from './programDecisions';

/** The page a meeting mail links to. */
export const MEETINGS_PAGE_PATH = '/program/meetings';

export type MeetingRequestMailKind = 'requested' | 'accepted' | 'declined' | 'withdrawn' | 'cancelled';

interface MailParts {
  /** The reader's name. */
  name: string;
  /** Who the other side is, as the reader knows them. */
  other: LocalizedText;
  note: string;
}

const SUBJECTS: Record<MeetingRequestMailKind, LocalizedText> = {
  requested: { ko: '[Cue Connect] 1:1 미팅 요청이 도착했습니다', en: '[Cue Connect] You have a 1:1 meeting request' },
  accepted: { ko: '[Cue Connect] 1:1 미팅 요청이 수락되었습니다', en: '[Cue Connect] Your 1:1 meeting request is accepted' },
  declined: { ko: '[Cue Connect] 1:1 미팅 요청이 거절되었습니다', en: '[Cue Connect] Your 1:1 meeting request is declined' },
  withdrawn: { ko: '[Cue Connect] 1:1 미팅 요청이 철회되었습니다', en: '[Cue Connect] A 1:1 meeting request is withdrawn' },
  cancelled: { ko: '[Cue Connect] 1:1 미팅이 취소되었습니다', en: '[Cue Connect] A 1:1 meeting is cancelled' },
};

function bodyOf(kind: MeetingRequestMailKind, { name, other, note }: MailParts): LocalizedText {
  const noteLine = { ko: note ? `\n메모: ${note}` : '', en: note ? `\nTheir note: ${note}` : '' };
  switch (kind) {
    case 'requested':
      return {
        ko: `${name}님, ${other.ko}이(가) 1:1 미팅을 요청했습니다. 수락하거나 거절해 주세요.${noteLine.ko}`,
        en: `${name}, ${other.en} asks you for a 1:1 meeting. Please accept or decline it.${noteLine.en}`,
      };
    case 'accepted':
      return {
        ko: `${name}님, ${other.ko}이(가) 1:1 미팅 요청을 수락했습니다. 사무국이 시간과 테이블을 정해 알려 드립니다.`,
        en: `${name}, ${other.en} accepted your 1:1 meeting request. The program office will tell you the time and table.`,
      };
    case 'declined':
      return {
        ko: `${name}님, ${other.ko}이(가) 1:1 미팅 요청을 거절했습니다.${noteLine.ko}`,
        en: `${name}, ${other.en} declined your 1:1 meeting request.${noteLine.en}`,
      };
    case 'withdrawn':
      return {
        ko: `${name}님, ${other.ko}이(가) 1:1 미팅 요청을 철회했습니다.`,
        en: `${name}, ${other.en} withdrew their 1:1 meeting request.`,
      };
    case 'cancelled':
      return {
        ko: `${name}님, ${other.ko}이(가) 1:1 미팅을 취소했습니다.${noteLine.ko}`,
        en: `${name}, ${other.en} cancelled your 1:1 meeting.${noteLine.en}`,
      };
  }
}

/** The side `from` as the other side reads it: a project by its title, a composer by their name. */
function sideName(ctx: MockContext, request: MeetingRequestRecord, from: MeetingSide): LocalizedText {
  if (from === 'production') {
    const title = ctx.db.projects.findFirst((q) => q.where({ id: request.projectId }))?.title ?? { ko: '', en: '' };
    return { ko: `「${title.ko}」 제작사`, en: `the production of "${title.en || title.ko}"` };
  }
  const musician = musicianOfUser(ctx, request.composerId);
  const user = ctx.db.users.findFirst((q) => q.where({ id: request.composerId }));
  const name = musician?.name ?? { ko: user?.nickname ?? '', en: user?.nickname ?? '' };
  return { ko: `작곡가 ${name.ko}`, en: `the composer ${name.en || name.ko}` };
}

/** Mails the side `to` of `request` about `kind`, which the other side did (nobody when that account has left). */
export async function sendMeetingRequestMail(ctx: MockContext, request: MeetingRequestRecord, to: MeetingSide, kind: MeetingRequestMailKind): Promise<void> {
  const userId = to === 'composer' ? request.composerId : productionUserOf(ctx, request);
  const reader = ctx.db.users.findFirst((q) => q.where({ id: userId }));
  if (!reader || reader.leftAt !== null) return;
  const from: MeetingSide = to === 'composer' ? 'production' : 'composer';
  const note = kind === 'requested' ? request.note : kind === 'declined' || kind === 'cancelled' ? request.responseNote : '';
  const text = bodyOf(kind, { name: reader.name, other: sideName(ctx, request, from), note });
  await ctx.db.outbox.create({ id: nextId(ctx.db.outbox), to: reader.email, subject: SUBJECTS[kind], text, link: MEETINGS_PAGE_PATH, sentAt: nowIso(ctx) });
}
