import type { MockContext } from '../context';
import { nextId } from '../db/database';
import type { UserRecord } from '../db/database';

/** The mail a musician gets when an administrator approves the account: bilingual, with the login link. */
function approvalEmail(name: string, url: string) {
  return {
    subject: { ko: '[Cue Connect] 뮤지션 계정이 승인되었습니다', en: '[Cue Connect] Your musician account is approved' },
    text: {
      ko: `${name}님, 뮤지션 계정이 승인되었습니다. 이제 로그인해 프로필을 등록하고 음악을 올릴 수 있습니다.\n${url}`,
      en: `${name}, your musician account is approved. You can now log in, register your profile and upload your music.\n${url}`,
    },
  };
}

/** Puts the approval mail into the outbox (mock control `GET /__mock/outbox`), its link the login page at `origin`. */
export async function sendApprovalMail(ctx: MockContext, user: UserRecord, origin: string): Promise<void> {
  const link = '/login';
  const email = approvalEmail(user.name, `${origin}${link}`);
  await ctx.db.outbox.create({ id: nextId(ctx.db.outbox), to: user.email, ...email, link, sentAt: new Date(ctx.clock.now()).toISOString() });
}
