/**
 * The announcement of a round's decisions (docs/product.md 17.9): the mails it sends, once, when it takes effect,
 * whether at the office's call or at the first request the provider handles after a scheduled instant.
 */
import type { LocalizedText, ProgramDecisionReason, ProgramProjectDecision } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import { nextId, type RoundRecord } from '../db/database';
import { oneWriteAtATime } from '../http/writeQueue';
import { decisionsAnnounced, nowIso } from './programDecisions';

/** Each reason for not selecting as the owner reads it, in both languages (contract: `ProgramDecisionReason`). */
export const DECISION_REASON_TEXT: Record<ProgramDecisionReason, LocalizedText> = {
  PLACES_FILLED: { ko: '이번 회차의 선정 인원이 모두 찼습니다.', en: "This round's places are filled." },
  GENRE_FIT: { ko: '이번 회차의 장르와 맞지 않습니다.', en: "It is not a fit for this round's genres." },
  MATERIALS_INCOMPLETE: { ko: '심사에 필요한 자료가 부족합니다.', en: 'The materials were not enough for the jury to judge.' },
  OTHER: { ko: '아래 사무국 메모를 확인해 주세요.', en: "Please see the program office's note below." },
};

/** What a decision mail is about: a production's film project or a composer's application. */
interface Decided {
  ownerId: number;
  what: LocalizedText;
  decision: ProgramProjectDecision;
  link: string;
}

/** The bilingual mail of one decision: selected, or not selected with the reason's text and the office's note. */
export function decisionMail(name: string, round: RoundRecord, decided: Decided): { subject: LocalizedText; text: LocalizedText } {
  const { decision, what } = decided;
  const note = decision.note;
  const roundName = { ko: round.name.ko, en: round.name.en || round.name.ko };
  if (decision.decision === 'selected') {
    return {
      subject: { ko: `[Cue Connect] ${roundName.ko} 선정 안내`, en: `[Cue Connect] You are selected for ${roundName.en}` },
      text: {
        ko: `${name}님, 축하합니다. ${roundName.ko}에서 ${what.ko}이(가) 선정되었습니다.${note ? `\n사무국 메모: ${note}` : ''}`,
        en: `${name}, congratulations: ${what.en} is selected for ${roundName.en}.${note ? `\nThe office's note: ${note}` : ''}`,
      },
    };
  }
  const reason = DECISION_REASON_TEXT[decision.reasonCode ?? 'OTHER'];
  return {
    subject: { ko: `[Cue Connect] ${roundName.ko} 결과 안내`, en: `[Cue Connect] Your result for ${roundName.en}` },
    text: {
      ko: `${name}님, 아쉽게도 ${roundName.ko}에서 ${what.ko}이(가) 선정되지 않았습니다.\n사유: ${reason.ko}${note ? `\n사무국 메모: ${note}` : ''}`,
      en: `${name}, we are sorry: ${what.en} is not selected for ${roundName.en}.\nReason: ${reason.en}${note ? `\nThe office's note: ${note}` : ''}`,
    },
  };
}

/** Every decided project and application of the round, as mails to send. */
function decidedOf(ctx: MockContext, round: RoundRecord): Decided[] {
  const projects = ctx.db.projects
    .findMany((q) => q.where({ roundId: round.id }))
    .filter((project) => (project.status === 'selected' || project.status === 'not_selected') && project.decision)
    .map((project) => ({
      ownerId: project.ownerId,
      what: { ko: `영화 프로젝트 「${project.title.ko}」`, en: `your film project "${project.title.en}"` },
      decision: project.decision!,
      link: `/program/projects/${project.id}`,
    }));
  const applications = ctx.db.applications
    .findMany((q) => q.where({ roundId: round.id }))
    .filter((application) => (application.status === 'selected' || application.status === 'not_selected') && application.decision)
    .map((application) => ({
      ownerId: application.composerId,
      what: { ko: '작곡가 지원서', en: 'your composer application' },
      decision: application.decision!,
      link: '/program',
    }));
  return [...projects, ...applications];
}

/** Sends the round's decision mails unless they were sent, and marks the round so they never are again. */
export async function sendDecisionMails(ctx: MockContext, round: RoundRecord): Promise<void> {
  if (round.decisionMailsSentAt !== null || !decisionsAnnounced(round, ctx.clock.now())) return;
  const sentAt = nowIso(ctx);
  for (const decided of decidedOf(ctx, round)) {
    const owner = ctx.db.users.findFirst((q) => q.where({ id: decided.ownerId }));
    if (!owner || owner.leftAt !== null) continue;
    const mail = decisionMail(owner.name, round, decided);
    await ctx.db.outbox.create({ id: nextId(ctx.db.outbox), to: owner.email, ...mail, link: decided.link, sentAt });
  }
  await ctx.db.rounds.update(round, {
    data(record) {
      record.decisionMailsSentAt = sentAt;
    },
  });
}

/** Rounds whose announcement has taken effect and whose mails are not sent yet; a few rounds, read in one pass. */
const dueRounds = (ctx: MockContext) => ctx.db.rounds.all().filter((round) => round.decisionMailsSentAt === null && decisionsAnnounced(round, ctx.clock.now()));

/**
 * The request pipeline's due work (mocks/http/operation.ts runs it before every operation): a scheduled
 * announcement whose instant has passed sends its mails now, as one write, so a request after the instant never
 * answers before they are sent. Nothing is due almost always: then it costs one pass over the rounds.
 */
export async function settleDueAnnouncements(ctx: MockContext): Promise<void> {
  if (dueRounds(ctx).length === 0) return;
  await oneWriteAtATime(ctx, async () => {
    for (const round of dueRounds(ctx)) await sendDecisionMails(ctx, round);
  });
}
