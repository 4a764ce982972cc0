import type { AccountDecisionReason } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import { nextId, type UserRecord } from '../db/database';

/** The reasons as the musician reads them in the mail, in both languages. */
const REASONS: Record<AccountDecisionReason, { ko: string; en: string }> = {
  NOT_A_COMPOSER: { ko: '영화·미디어 음악 작업이 확인되지 않았습니다.', en: 'No film or media music work could be found.' },
  INCOMPLETE_INFORMATION: { ko: '검토에 필요한 정보가 부족합니다.', en: 'The sign-up lacks what the office needs to review it.' },
  DUPLICATE_ACCOUNT: { ko: '이미 다른 계정이 있습니다.', en: 'You already have another account.' },
  TERMS_VIOLATION: { ko: '이용약관을 위반했습니다.', en: 'The terms of use were broken.' },
  OTHER: { ko: '아래 메모를 확인해 주세요.', en: 'Please read the note below.' },
};

/** The mail a musician gets when the office rejects or revokes the account: the reason and the office's note. */
export async function sendAccountDecisionMail(
  ctx: MockContext,
  user: UserRecord,
  action: 'reject' | 'revoke',
  reason: AccountDecisionReason,
  note: string | null,
): Promise<void> {
  const why = REASONS[reason];
  const noteLine = note ? `\n${note}` : '';
  const email =
    action === 'reject'
      ? {
          subject: { ko: '[Cue Connect] 뮤지션 계정 신청 결과', en: '[Cue Connect] Your musician account request' },
          text: {
            ko: `${user.name}님, 뮤지션 계정 신청이 승인되지 않았습니다.\n사유: ${why.ko}${noteLine}`,
            en: `${user.name}, your musician account request was not approved.\nReason: ${why.en}${noteLine}`,
          },
        }
      : {
          subject: { ko: '[Cue Connect] 뮤지션 계정이 정지되었습니다', en: '[Cue Connect] Your musician account is revoked' },
          text: {
            ko: `${user.name}님, 뮤지션 계정이 정지되어 더 이상 로그인할 수 없습니다.\n사유: ${why.ko}${noteLine}`,
            en: `${user.name}, your musician account is revoked; you can no longer log in.\nReason: ${why.en}${noteLine}`,
          },
        };
  await ctx.db.outbox.create({ id: nextId(ctx.db.outbox), to: user.email, ...email, link: '/', sentAt: new Date(ctx.clock.now()).toISOString() });
}
