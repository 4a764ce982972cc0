import type { IndustryRejectReason, LocalizedText } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import { nextId, type IndustryProfileRecord, type UserRecord } from '../db/database';

/** The page a decision mail links to: the user's own page, where the profile is kept. */
const MY_PAGE_PATH = '/my-page';

/** Each rejection reason as the user reads it, in both languages (contract: `IndustryRejectReason`). */
export const REJECT_REASON_TEXT: Record<IndustryRejectReason, LocalizedText> = {
  CANNOT_CONFIRM: { ko: '제출하신 필모그래피로 영화 제작 경력을 확인할 수 없었습니다.', en: 'We could not confirm your film work from the filmography you gave.' },
  NOT_INDUSTRY: {
    ko: '영화 제작사(연출, 제작, 음악감독)로 확인되지 않았습니다.',
    en: 'We could not confirm that you work for a film production (directing, producing or music supervision).',
  },
  INCOMPLETE: { ko: '확인에 필요한 정보가 부족합니다.', en: 'The information is not enough for us to check.' },
  OTHER: { ko: '아래 사무국 메모를 확인해 주세요.', en: "Please see the program office's note below." },
};

/**
 * The mail the program office's decision sends: bilingual like every mail of the mock (subject and text in Korean
 * and English, so it reaches the user in their language whichever it is), with the reason's text and the office's
 * note, and a link to the user's page.
 */
function decisionEmail(user: UserRecord, profile: IndustryProfileRecord, url: string): { subject: LocalizedText; text: LocalizedText } {
  const note = profile.decisionNote;
  if (profile.status === 'verified') {
    return {
      subject: { ko: '[Cue Connect] 산업 관계자 프로필이 확인되었습니다', en: '[Cue Connect] Your industry profile is verified' },
      text: {
        ko: `${user.name}님, 영화음악 매칭 프로그램 사무국이 ${profile.company}의 산업 관계자 프로필을 확인했습니다. 이제 제작사로 프로그램에 참여할 수 있습니다.${note ? `\n사무국 메모: ${note}` : ''}\n${url}`,
        en: `${user.name}, the Film Music Matching Program office has verified your industry profile at ${profile.company}. You can now take part in the program as a production.${note ? `\nThe office's note: ${note}` : ''}\n${url}`,
      },
    };
  }
  const reason = REJECT_REASON_TEXT[profile.rejectReason ?? 'OTHER'];
  return {
    subject: { ko: '[Cue Connect] 산업 관계자 프로필을 확인하지 못했습니다', en: '[Cue Connect] Your industry profile could not be verified' },
    text: {
      ko: `${user.name}님, 영화음악 매칭 프로그램 사무국이 ${profile.company}의 산업 관계자 프로필을 확인하지 못했습니다.\n사유: ${reason.ko}${note ? `\n사무국 메모: ${note}` : ''}\n프로필을 고쳐 저장하면 다시 확인을 요청합니다.\n${url}`,
      en: `${user.name}, the Film Music Matching Program office could not verify your industry profile at ${profile.company}.\nReason: ${reason.en}${note ? `\nThe office's note: ${note}` : ''}\nSave your profile again, corrected, to ask for another check.\n${url}`,
    },
  };
}

/** Puts the decision mail into the outbox (mock control `GET /__mock/outbox`), its link the user's page at `origin`. */
export async function sendIndustryDecisionMail(ctx: MockContext, user: UserRecord, profile: IndustryProfileRecord, origin: string): Promise<void> {
  const email = decisionEmail(user, profile, `${origin}${MY_PAGE_PATH}`);
  await ctx.db.outbox.create({ id: nextId(ctx.db.outbox), to: user.email, ...email, link: MY_PAGE_PATH, sentAt: new Date(ctx.clock.now()).toISOString() });
}
