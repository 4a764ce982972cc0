import { describe, expect, it } from 'vitest';
import { decideMusicianAccount, getMyProfile, listMusicianAccounts, login } from '../../src/lib/api/generated/sdk.gen';
import { newClient } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';

describe("the program office's review of musician accounts", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const userIdOf = (email: string) => api().provider.ctx.db.users.findFirst((q) => q.where({ email }))!.id;
  const outboxTo = (email: string) => api().provider.ctx.db.outbox.findMany((q) => q.where({ to: email }));

  it('lists the musicians waiting for review, oldest first, to the office alone', async () => {
    const office = await api().clientFor('admin@cue.test');
    const pending = (await listMusicianAccounts({ client: office })).data!.data;
    expect(pending.content.length).toBeGreaterThan(0);
    expect(pending.content.every((account) => account.status === 'PENDING')).toBe(true);
    expect(pending.content.map((account) => account.email)).toContain('pending@cue.test');
    const created = pending.content.map((account) => account.createdAt);
    expect(created).toEqual([...created].sort());

    expect((await listMusicianAccounts({ client: api().anonymous })).error).toMatchObject({ status: 401 });
    for (const email of ['user@cue.test', 'musician@cue.test']) {
      expect((await listMusicianAccounts({ client: await api().clientFor(email) })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    await api().settle();
    expect(api().violations).toEqual([]);
  });

  it('approves a waiting musician, who is mailed and may log in; a second approval is refused', async () => {
    const office = await api().clientFor('admin@cue.test');
    const userId = userIdOf('pending@cue.test');
    const approved = await decideMusicianAccount({ client: office, path: { userId }, body: { action: 'approve' } });
    expect(approved.data!.data).toMatchObject({ status: 'APPROVED', reason: null, note: null, decidedAt: new Date(api().clock.now()).toISOString() });
    expect(outboxTo('pending@cue.test').map((email) => email.subject.en)).toEqual(['[Cue Connect] Your musician account is approved']);
    expect((await login({ client: api().anonymous, body: { login: 'pending@cue.test', password: 'cue-connect-1' } })).response!.status).toBe(200);
    expect((await decideMusicianAccount({ client: office, path: { userId }, body: { action: 'approve' } })).error).toMatchObject({
      status: 409,
      code: 'ACCOUNT_STATUS_CONFLICT',
    });
  });

  it('rejects with a reason the musician reads in the mail and the list keeps; no reason, or OTHER without a note, is refused', async () => {
    const office = await api().clientFor('admin@cue.test');
    const userId = userIdOf('pending@cue.test');
    const noReason = await decideMusicianAccount({ client: office, path: { userId }, body: { action: 'reject' } });
    expect(noReason.error).toMatchObject({ status: 400, code: 'INVALID_REQUEST', fieldErrors: [{ field: 'reason', code: 'required' }] });
    const otherWithoutNote = await decideMusicianAccount({ client: office, path: { userId }, body: { action: 'reject', reason: 'OTHER', note: ' \u200b ' } });
    expect(otherWithoutNote.error).toMatchObject({ status: 400, fieldErrors: [{ field: 'note', code: 'required' }] });
    expect(api().provider.ctx.db.users.findFirst((q) => q.where({ id: userId }))!.status).toBe('PENDING');

    const rejected = await decideMusicianAccount({
      client: office,
      path: { userId },
      body: { action: 'reject', reason: 'NOT_A_COMPOSER', note: 'Add a link to your showreel.' },
    });
    expect(rejected.data!.data).toMatchObject({ status: 'REJECTED', reason: 'NOT_A_COMPOSER', note: 'Add a link to your showreel.' });
    const [mail] = outboxTo('pending@cue.test');
    expect(mail!.text.ko).toContain('사유: 영화·미디어 음악 작업이 확인되지 않았습니다.');
    expect(mail!.text.en).toContain('Reason: No film or media music work could be found.\nAdd a link to your showreel.');
    expect((await login({ client: api().anonymous, body: { login: 'pending@cue.test', password: 'cue-connect-1' } })).error).toMatchObject({
      status: 403,
      code: 'ACCOUNT_REJECTED',
    });
    const listed = (await listMusicianAccounts({ client: office, query: { status: 'REJECTED' } })).data!.data.content;
    expect(listed.find((account) => account.userId === userId)).toMatchObject({ reason: 'NOT_A_COMPOSER', note: 'Add a link to your showreel.' });
    // A rejected musician may be approved after all.
    expect((await decideMusicianAccount({ client: office, path: { userId }, body: { action: 'approve' } })).data!.data).toMatchObject({
      status: 'APPROVED',
      reason: null,
    });
  });

  it('revokes an approved musician: their session ends at once and they are mailed why; only musicians are decided on', async () => {
    const office = await api().clientFor('admin@cue.test');
    const { data } = await login({ client: api().anonymous, body: { login: 'musician@cue.test', password: 'cue-connect-1' } });
    const musician = newClient(data!.data.accessToken ?? undefined);
    expect((await getMyProfile({ client: musician })).response!.status).toBe(200);
    const userId = userIdOf('musician@cue.test');
    expect((await decideMusicianAccount({ client: office, path: { userId }, body: { action: 'reject', reason: 'OTHER', note: 'x' } })).error).toMatchObject({
      status: 409,
    });
    const revoked = await decideMusicianAccount({ client: office, path: { userId }, body: { action: 'revoke', reason: 'TERMS_VIOLATION' } });
    expect(revoked.data!.data.status).toBe('REVOKED');
    expect((await getMyProfile({ client: musician })).response!.status).toBe(401);
    expect(outboxTo('musician@cue.test').map((email) => email.subject.ko)).toEqual(['[Cue Connect] 뮤지션 계정이 정지되었습니다']);
    expect((await decideMusicianAccount({ client: office, path: { userId: userIdOf('user@cue.test') }, body: { action: 'approve' } })).error).toMatchObject({
      status: 404,
      code: 'USER_NOT_FOUND',
    });
    expect((await decideMusicianAccount({ client: musician, path: { userId }, body: { action: 'approve' } })).error).toMatchObject({ status: 401 });
    await api().settle();
    expect(api().violations).toEqual([]);
  });
});
