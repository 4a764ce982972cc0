import { describe, expect, it } from 'vitest';
import {
  createShareLink,
  decideIndustryProfile,
  deleteMyIndustryProfile,
  exportMyData,
  getMyIndustryProfile,
  getSharedShortlist,
  leaveAccount,
  listIndustryProfiles,
  listMyShortlists,
  saveMyIndustryProfile,
} from '../../src/lib/api/generated/sdk.gen';
import type { IndustryProfileInput } from '../../src/lib/api/generated/types.gen';
import { createMockControlClient } from '../control/client';
import { TEST_ORIGIN } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';

const HOUR = 3600_000;
const OFFICE = 'admin@cue.test';
const VERIFIED = 'user@cue.test';

const input = (overrides: Partial<IndustryProfileInput> = {}): IndustryProfileInput => ({
  company: '  Studio Reel  ',
  role: 'music_supervisor',
  filmographyUrl: 'https://studio-reel.example.com/films',
  note: 'Two features in post-production.',
  ...overrides,
});

const fieldsOf = (error: { fieldErrors?: Array<{ field: string; code: string }> } | undefined) => error?.fieldErrors?.map(({ field, code }) => `${field} ${code}`);

describe('industry profiles of the matching program', () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const control = createMockControlClient({ baseUrl: TEST_ORIGIN });
  const emailOf = (userId: number) => api().provider.ctx.db.users.findFirst((q) => q.where({ id: userId }))!.email;

  it('tells each user their own profile, or null; anonymous callers get 401', async () => {
    expect((await getMyIndustryProfile({ client: api().anonymous })).error).toMatchObject({ status: 401 });
    expect((await getMyIndustryProfile({ client: await api().clientFor(VERIFIED) })).data!.data).toMatchObject({
      userId: 1,
      company: 'Bluefield Pictures',
      role: 'producer',
      status: 'verified',
      rejectReason: null,
    });
    expect((await getMyIndustryProfile({ client: await api().clientFor('musician@cue.test') })).data!.data).toBeNull();
  });

  it('is for general users: a musician is told composers take part as composers, the office is forbidden, anonymous 401', async () => {
    expect((await saveMyIndustryProfile({ client: api().anonymous, body: input() })).error).toMatchObject({ status: 401 });
    const musician = await saveMyIndustryProfile({ client: await api().clientFor('musician@cue.test'), body: input() });
    expect(musician.error).toMatchObject({ status: 403, code: 'INDUSTRY_PROFILE_NOT_FOR_MUSICIANS' });
    expect((await saveMyIndustryProfile({ client: await api().clientFor(OFFICE), body: input() })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(api().provider.ctx.db.industryProfiles.all()).toHaveLength(2);
  });

  it('refuses fields that break a rule, naming the field, and saves nothing', async () => {
    const client = await api().clientFor(emailOf(11));
    const refused = async (body: IndustryProfileInput) => {
      const answer = await saveMyIndustryProfile({ client, body });
      expect(answer.error).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
      return fieldsOf(answer.error);
    };
    expect(await refused(input({ filmographyUrl: 'javascript:alert(document.cookie)' }))).toEqual(expect.arrayContaining([expect.stringMatching(/^filmographyUrl /)]));
    expect(await refused(input({ filmographyUrl: 'https://office.example.com@evil.example.com/' }))).toEqual(['filmographyUrl invalid_url']);
    expect(await refused(input({ filmographyUrl: `https://studio.example.com/${'a'.repeat(300)}` }))).toEqual(['filmographyUrl too_big']);
    expect(await refused(input({ company: '\u200b\u200b' }))).toEqual(['company too_small']);
    expect(await refused(input({ company: 'x'.repeat(101) }))).toEqual(['company too_big']);
    expect(await refused(input({ note: 'n'.repeat(501) }))).toEqual(['note too_big']);
    expect(await refused({ ...input(), role: 'composer' as IndustryProfileInput['role'] })).toEqual(['role invalid_value']);
    expect((await getMyIndustryProfile({ client })).data!.data).toBeNull();
  });

  it('queues a new profile as pending, keeps its place when edited, and lists the queue oldest request first for the office', async () => {
    const office = await api().clientFor(OFFICE);
    const client = await api().clientFor(emailOf(11));
    const created = (await saveMyIndustryProfile({ client, body: input() })).data!.data;
    expect(created).toMatchObject({ userId: 11, company: 'Studio Reel', status: 'pending', decidedAt: null, requestedAt: new Date(api().clock.now()).toISOString() });
    api().clock.advance(HOUR);
    const edited = (await saveMyIndustryProfile({ client, body: input({ company: 'Studio Reel Seoul', note: undefined }) })).data!.data;
    expect(edited).toMatchObject({ status: 'pending', company: 'Studio Reel Seoul', note: '', requestedAt: created.requestedAt });

    const queue = (await listIndustryProfiles({ client: office })).data!.data;
    expect(queue.content.map((profile) => profile.userId)).toEqual([10, 11]);
    expect(queue.content[1]).toMatchObject({ email: emailOf(11), status: 'pending' });
    expect(queue.totalElements).toBe(2);
    const verified = (await listIndustryProfiles({ client: office, query: { status: 'verified' } })).data!.data.content;
    expect(verified.map((profile) => [profile.userId, profile.email])).toEqual([[1, VERIFIED]]);
  });

  it("is the office's alone to list and decide: anonymous 401, users and musicians 403", async () => {
    const body = { action: 'verify' as const };
    expect((await listIndustryProfiles({ client: api().anonymous })).error).toMatchObject({ status: 401 });
    expect((await decideIndustryProfile({ client: api().anonymous, path: { userId: 10 }, body })).error).toMatchObject({ status: 401 });
    for (const email of [VERIFIED, 'musician@cue.test', emailOf(10)]) {
      const client = await api().clientFor(email);
      expect((await listIndustryProfiles({ client })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await decideIndustryProfile({ client, path: { userId: 10 }, body })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect(api().provider.ctx.db.industryProfiles.findFirst((q) => q.where({ userId: 10 }))!.status).toBe('pending');
  });

  it('decides only a pending profile (409 otherwise), with a reason to reject and a note for OTHER, and mails the user in Korean and English', async () => {
    const office = await api().clientFor(OFFICE);
    const decide = (userId: number, body: Parameters<typeof decideIndustryProfile>[0]['body']) => decideIndustryProfile({ client: office, path: { userId }, body });
    expect((await decide(1, { action: 'reject', reason: 'NOT_INDUSTRY' })).error).toMatchObject({ status: 409, code: 'INDUSTRY_PROFILE_STATUS_CONFLICT' });
    expect((await decide(11, { action: 'verify' })).error).toMatchObject({ status: 404, code: 'INDUSTRY_PROFILE_NOT_FOUND' });
    expect(fieldsOf((await decide(10, { action: 'reject' })).error)).toEqual(['reason required']);
    expect(fieldsOf((await decide(10, { action: 'verify', reason: 'INCOMPLETE' })).error)).toEqual(['reason not_allowed']);
    expect(fieldsOf((await decide(10, { action: 'reject', reason: 'OTHER', note: ' ' })).error)).toEqual(['note required']);
    expect(await control.listOutbox(emailOf(10))).toEqual([]);

    const rejected = (await decide(10, { action: 'reject', reason: 'CANNOT_CONFIRM', note: 'The filmography page is empty.' })).data!.data;
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectReason: 'CANNOT_CONFIRM',
      decisionNote: 'The filmography page is empty.',
      decidedAt: new Date(api().clock.now()).toISOString(),
    });
    expect((await decide(10, { action: 'verify' })).error).toMatchObject({ status: 409, code: 'INDUSTRY_PROFILE_STATUS_CONFLICT' });

    const [mail] = await control.listOutbox(emailOf(10));
    expect(mail!.subject).toEqual({ ko: '[Cue Connect] 산업 관계자 프로필을 확인하지 못했습니다', en: '[Cue Connect] Your industry profile could not be verified' });
    expect(mail!.text.ko).toContain('사유: 제출하신 필모그래피로 영화 제작 경력을 확인할 수 없었습니다.');
    expect(mail!.text.en).toContain('Reason: We could not confirm your film work from the filmography you gave.');
    expect(mail!.text.en).toContain("The office's note: The filmography page is empty.");
    expect(mail!.text.ko).toContain(`${TEST_ORIGIN}/my-page`);
    expect(mail!.link).toBe('/my-page');

    // Saved again, a rejected profile is asked again: pending, a new request date, the decision cleared.
    api().clock.advance(HOUR);
    const client = await api().clientFor(emailOf(10));
    const again = (await saveMyIndustryProfile({ client, body: input({ company: 'Northlight Films' }) })).data!.data;
    expect(again).toMatchObject({ status: 'pending', rejectReason: null, decisionNote: '', decidedAt: null, requestedAt: new Date(api().clock.now()).toISOString() });
    expect((await decide(10, { action: 'verify' })).data!.data.status).toBe('verified');
    const mails = await control.listOutbox(emailOf(10));
    expect(mails[0]!.subject).toEqual({ ko: '[Cue Connect] 산업 관계자 프로필이 확인되었습니다', en: '[Cue Connect] Your industry profile is verified' });
    expect(mails[0]!.text.ko).toContain('Northlight Films의 산업 관계자 프로필을 확인했습니다');
  });

  it('keeps a verified profile verified when only its link or note changes, and returns it to pending when its company or role does', async () => {
    const client = await api().clientFor(VERIFIED);
    const kept = await saveMyIndustryProfile({
      client,
      body: input({ company: 'Bluefield Pictures', role: 'producer', filmographyUrl: 'https://bluefield.example.com/new' }),
    });
    expect(kept.data!.data).toMatchObject({ status: 'verified', decidedAt: '2026-10-14T06:30:00.000Z', filmographyUrl: 'https://bluefield.example.com/new' });
    const moved = (await saveMyIndustryProfile({ client, body: input({ company: 'Bluefield Pictures', role: 'director' }) })).data!.data;
    expect(moved).toMatchObject({ status: 'pending', decidedAt: null, requestedAt: new Date(api().clock.now()).toISOString() });
    const office = await api().clientFor(OFFICE);
    expect((await listIndustryProfiles({ client: office })).data!.data.content.map((profile) => profile.userId)).toEqual([10, 1]);
  });

  it('shows only the verified mark on a shared list, and a withdrawn profile takes it away (404 when there is none)', async () => {
    const client = await api().clientFor(VERIFIED);
    const shortlistId = (await listMyShortlists({ client })).data!.data[0]!.shortlistId;
    const { token } = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'DAYS_7' } })).data!.data;
    expect((await getSharedShortlist({ client: api().anonymous, path: { shareToken: token } })).data!.data.ownerIndustryVerified).toBe(true);

    expect((await deleteMyIndustryProfile({ client })).data!.data).toBe(true);
    expect((await getMyIndustryProfile({ client })).data!.data).toBeNull();
    expect((await deleteMyIndustryProfile({ client })).error).toMatchObject({ status: 404, code: 'INDUSTRY_PROFILE_NOT_FOUND' });
    expect((await getSharedShortlist({ client: api().anonymous, path: { shareToken: token } })).data!.data.ownerIndustryVerified).toBe(false);
    expect((await deleteMyIndustryProfile({ client: api().anonymous })).error).toMatchObject({ status: 401 });
  });

  it("is in the user's data export, and goes when the user leaves", async () => {
    const client = await api().clientFor(VERIFIED);
    expect((await exportMyData({ client })).data!.data.industryProfile).toMatchObject({ company: 'Bluefield Pictures', status: 'verified' });
    await leaveAccount({ client, path: { userId: 1 }, body: { password: 'cue-connect-1' }, throwOnError: true });
    expect(api().provider.ctx.db.industryProfiles.findMany((q) => q.where({ userId: 1 }))).toEqual([]);
  });
});
