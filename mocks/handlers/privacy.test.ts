import { describe, expect, it } from 'vitest';
import {
  addShortlistTrack,
  checkLoginAvailable,
  createShareLink,
  createShortlist,
  exportMyData,
  getMusic,
  getMyProfile,
  getSharedShortlist,
  leaveAccount,
  likeMusic,
  login,
  requestPasswordReset,
  signUp,
  updateMarketingConsents,
  updateMusicianProfile,
  updateShortlistNote,
  uploadMusicianPhoto,
} from '../../src/lib/api/generated/sdk.gen';
import type { SignUpRequest } from '../../src/lib/api/generated/types.gen';
import { zMyData } from '../../src/lib/api/generated/zod.gen';
import { encodePng } from '../media';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { newClient } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';

const PASSWORD = 'cue-connect-1';
const MINUTE = 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const form = (overrides: Partial<SignUpRequest> = {}): SignUpRequest => ({
  login: 'new.member@cue.test',
  password: 'film-score1',
  name: '한지민',
  nickName: '새회원',
  phoneNo: '01098765432',
  authorityType: 'ROLE_USER',
  termsAgreed: true,
  privacyConsent: true,
  ageOver14Consent: true,
  marketingEmailConsent: true,
  marketingSmsConsent: false,
  ...overrides,
});

describe('consents at sign-up', () => {
  const api = useTestApi();

  it('records every consent with the time the provider received the sign-up, a refused marketing consent too', async () => {
    const signedUpAt = iso(api().clock.now());
    expect((await signUp({ client: api().anonymous, body: form() })).response?.status).toBe(201);
    api().clock.advance(5 * MINUTE);
    const client = await api().clientFor('new.member@cue.test', 'film-score1');
    expect((await getMyProfile({ client })).data?.data.consents).toEqual({
      termsAgreedAt: signedUpAt,
      privacyAgreedAt: signedUpAt,
      ageOver14ConfirmedAt: signedUpAt,
      marketingEmail: { agreed: true, decidedAt: signedUpAt },
      marketingSms: { agreed: false, decidedAt: signedUpAt },
    });
  });

  it.each(['termsAgreed', 'privacyConsent', 'ageOver14Consent'] as const)('refuses a sign-up whose required %s is not given, and creates no account', async (field) => {
    for (const body of [form({ [field]: false }), { ...form(), [field]: undefined }]) {
      const { error, response } = await signUp({ client: api().anonymous, body });
      expect(response?.status).toBe(400);
      expect(error?.fieldErrors?.map((item) => item.field)).toContain(field);
    }
    expect((await checkLoginAvailable({ client: api().anonymous, body: { login: 'new.member@cue.test' } })).data?.data.available).toBe(true);
  });

  it('accepts a sign-up that refuses both marketing consents', async () => {
    const refused = await signUp({ client: api().anonymous, body: form({ marketingEmailConsent: false, marketingSmsConsent: false }) });
    expect(refused.response?.status).toBe(201);
    const client = await api().clientFor('new.member@cue.test', 'film-score1');
    const consents = (await getMyProfile({ client })).data!.data.consents;
    expect([consents.marketingEmail.agreed, consents.marketingSms.agreed]).toEqual([false, false]);
  });
});

describe('changing the marketing consents', () => {
  const api = useTestApi();

  it("changes only the channel sent, with a new date, and keeps the other's consent and date", async () => {
    const client = await api().clientFor('user@cue.test');
    const before = (await getMyProfile({ client })).data!.data.consents;
    api().clock.advance(10 * MINUTE);
    const changedAt = iso(api().clock.now());
    const answer = await updateMarketingConsents({ client, body: { sms: !before.marketingSms.agreed } });
    expect(answer.data?.data).toEqual({ ...before, marketingSms: { agreed: !before.marketingSms.agreed, decidedAt: changedAt } });
    expect((await getMyProfile({ client })).data?.data.consents).toEqual(answer.data?.data);

    api().clock.advance(MINUTE);
    const withdrawnAt = iso(api().clock.now());
    const both = await updateMarketingConsents({ client, body: { email: false, sms: false } });
    expect(both.data?.data.marketingEmail).toEqual({ agreed: false, decidedAt: withdrawnAt });
    expect(both.data?.data.marketingSms).toEqual({ agreed: false, decidedAt: withdrawnAt });
    expect(both.data?.data.termsAgreedAt).toBe(before.termsAgreedAt);
  });

  it('refuses a request that names no channel or an unknown one, and anyone not logged in', async () => {
    const client = await api().clientFor('user@cue.test');
    const before = (await getMyProfile({ client })).data!.data.consents;
    expect((await updateMarketingConsents({ client, body: {} })).response?.status).toBe(400);
    expect((await updateMarketingConsents({ client, body: { phone: true } as never })).response?.status).toBe(400);
    expect((await updateMarketingConsents({ client: api().anonymous, body: { email: true } })).response?.status).toBe(401);
    expect((await getMyProfile({ client })).data?.data.consents).toEqual(before);
  });
});

describe('downloading my data', () => {
  const api = useTestApi();

  it("holds the user's account, consents, likes and shortlists with notes, and nothing secret or of anyone else", async () => {
    const client = await api().clientFor('user@cue.test');
    const { db } = api().provider.ctx;
    const me = (await getMyProfile({ client })).data!.data;
    const [first, second] = db.shortlists.findMany((q) => q.where({ ownerUserId: me.userId })).sort((a, b) => a.id - b.id);
    const track = first!.entries[0]!.musicId;
    await updateShortlistNote({ client, path: { shortlistId: first!.id, musicFileId: track }, body: { note: '추격 장면에 딱', noteSeconds: 12 } });
    const shareToken = (await createShareLink({ client, path: { shortlistId: first!.id }, body: { expiry: 'NEVER' } })).data!.data.token;

    const answer = await exportMyData({ client, parseAs: 'text' });
    const text = answer.data as unknown as string;
    const data = zMyData.parse((JSON.parse(text) as { data: unknown }).data);

    expect(data.account).toMatchObject({ userId: me.userId, email: 'user@cue.test', name: me.name, nickname: me.nickname, phoneNo: me.phoneNo });
    expect(data.consents).toEqual(me.consents);
    expect(data.musicianProfile).toBeNull();
    expect(data.tracks).toEqual([]);
    const likes = db.likes.findMany((q) => q.where({ userId: me.userId }));
    expect(data.likes.map((like) => like.musicFileId).sort((a, b) => a - b)).toEqual(likes.map((like) => like.musicId).sort((a, b) => a - b));
    const titleOf = (id: number) => db.music.findFirst((q) => q.where({ id }))!.title;
    for (const like of data.likes) expect(like.title).toEqual(titleOf(like.musicFileId));
    expect(data.shortlists.map((list) => [list.shortlistId, list.name, list.shared])).toEqual([
      [first!.id, first!.name, true],
      [second!.id, second!.name, false],
    ]);
    expect(data.shortlists[0]!.entries.find((entry) => entry.musicFileId === track)).toMatchObject({ title: titleOf(track), note: '추격 장면에 딱', noteSeconds: 12 });

    // Nothing secret, and nothing that names another account.
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain(db.users.findFirst((q) => q.where({ id: me.userId }))!.passwordHash);
    expect(text).not.toContain(shareToken);
    for (const token of db.tokens.findMany((q) => q.where({ userId: me.userId }))) {
      expect(text).not.toContain(token.accessToken);
      expect(text).not.toContain(token.refreshToken);
    }
    for (const other of db.users.findMany((q) => q.where({ id: (id) => id !== me.userId }))) {
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(other.phoneNo);
      expect(text, other.nickname).not.toContain(`"${other.nickname}"`);
    }
  });

  it("holds a musician's profile and tracks with their information", async () => {
    const client = await api().clientFor('musician@cue.test');
    const data = (await exportMyData({ client })).data!.data;
    expect(data.musicianProfile).toMatchObject({ musicianId: 1, name: { ko: '한도윤', en: 'Doyun Han' }, instagramId: 'doyun.han.score' });
    expect(data.musicianProfile?.photoUrl).toMatch(/^\/api\/v1\/files\//);
    expect(data.tracks.map((track) => track.title.en)).toEqual(['Chase at Dawn', 'Glass Garden (Main Theme)']);
    expect(data.tracks[0]!.cueMarkers.length).toBeGreaterThan(0);
    expect(data.tracks[0]!.genre.label.en).toBe('Electronic');
  });

  it('is only for a logged-in user', async () => {
    expect((await exportMyData({ client: api().anonymous })).response?.status).toBe(401);
  });
});

describe('leaving', () => {
  const api = useTestApi();

  it('erases the personal data, likes, shortlists, tracks and photo, and frees the email and nickname', async () => {
    const { ctx } = api().provider;
    const client = await api().clientFor('musician@cue.test');
    const me = (await getMyProfile({ client })).data!.data;
    // A photo of their own bytes, a like, a shortlist with a share link and a password-reset email.
    const png = encodePng(2, 2, new Uint8Array(12));
    const photo = (await uploadMusicianPhoto({ client, body: { file: new Blob([png as BlobPart], { type: 'image/png' }) } })).data!.data;
    const musician = ctx.db.musicians.findFirst((q) => q.where({ userId: me.userId }))!;
    await updateMusicianProfile({
      client,
      body: {
        name: musician.name,
        intro: musician.intro,
        bio: musician.bio,
        contactName: musician.contactName,
        contactEmail: musician.contactEmail,
        photoFileId: photo.fileId,
      },
    });
    const photoBlob = ctx.db.files.findFirst((q) => q.where({ id: photo.fileId }))!.source;
    expect(photoBlob.type).toBe('blob');
    const liked = 5;
    await likeMusic({ client, path: { musicFileId: liked } });
    const likesBefore = ctx.db.music.findFirst((q) => q.where({ id: liked }))!.likeCount;
    const list = (await createShortlist({ client, body: { name: '내 후보' } })).data!.data;
    await addShortlistTrack({ client, path: { shortlistId: list.shortlistId }, body: { musicFileId: liked } });
    const shareToken = (await createShareLink({ client, path: { shortlistId: list.shortlistId }, body: { expiry: 'NEVER' } })).data!.data.token;
    await requestPasswordReset({ client: api().anonymous, body: { email: 'musician@cue.test' } });

    api().clock.advance(MINUTE);
    const leftAt = iso(api().clock.now());
    expect((await leaveAccount({ client, path: { userId: me.userId }, body: { password: DEMO_PASSWORD } })).data?.data).toBe(true);

    const record = ctx.db.users.findFirst((q) => q.where({ id: me.userId }))!;
    expect(record).toMatchObject({
      status: 'LEFT',
      leftAt,
      passwordHash: '',
      name: '',
      nickname: '',
      phoneNo: '',
      affiliation: null,
      termsAgreedAt: null,
      privacyAgreedAt: null,
      ageOver14ConfirmedAt: null,
      marketingEmail: false,
      marketingEmailAt: null,
      marketingSms: false,
      marketingSmsAt: null,
    });
    expect(record.email).not.toContain('@');
    expect(JSON.stringify(record)).not.toContain('musician@cue.test');
    expect(ctx.db.musicians.findFirst((q) => q.where({ userId: me.userId }))).toBeUndefined();
    expect(ctx.db.files.findMany((q) => q.where({ ownerUserId: me.userId }))).toEqual([]);
    if (photoBlob.type === 'blob') expect(await ctx.blobs.size(photoBlob.blobId)).toBeUndefined();
    expect((await getMusic({ client: api().anonymous, path: { musicFileId: 1 } })).response?.status).toBe(404);
    expect(ctx.db.likes.findMany((q) => q.where({ userId: me.userId }))).toEqual([]);
    expect(ctx.db.music.findFirst((q) => q.where({ id: liked }))!.likeCount).toBe(likesBefore - 1);
    expect(ctx.db.shortlists.findMany((q) => q.where({ ownerUserId: me.userId }))).toEqual([]);
    expect((await getSharedShortlist({ client: api().anonymous, path: { shareToken } })).response?.status).toBe(410);
    expect(ctx.db.tokens.findMany((q) => q.where({ userId: me.userId }))).toEqual([]);
    expect(ctx.db.passwordResets.findMany((q) => q.where({ userId: me.userId }))).toEqual([]);
    expect(ctx.db.outbox.findMany((q) => q.where({ to: 'musician@cue.test' }))).toEqual([]);

    // The old password opens nothing; the same email and nickname sign up again and log in.
    expect((await login({ client: api().anonymous, body: { login: 'musician@cue.test', password: PASSWORD } })).error?.code).toBe('INVALID_CREDENTIALS');
    const again = await signUp({ client: api().anonymous, body: form({ login: 'musician@cue.test', nickName: me.nickname, password: 'brand-new-1' }) });
    expect(again.response?.status).toBe(201);
    expect(again.data?.data.userId).not.toBe(me.userId);
    const fresh = (await login({ client: api().anonymous, body: { login: 'musician@cue.test', password: 'brand-new-1' } })).data!.data;
    expect(fresh.userStatus).toBe('APPROVED');
    const profile = (await getMyProfile({ client: newClient(fresh.accessToken!) })).data!.data;
    expect(profile).toMatchObject({ email: 'musician@cue.test', nickname: me.nickname, profile: false });
  });

  it('erases only the account that leaves, and gives each account that left an email of its own', async () => {
    const { ctx } = api().provider;
    const ids: number[] = [];
    for (const email of ['user@cue.test', 'newmusician@cue.test']) {
      const client = await api().clientFor(email);
      const me = (await getMyProfile({ client })).data!.data;
      await leaveAccount({ client, path: { userId: me.userId }, body: { password: DEMO_PASSWORD } });
      ids.push(me.userId);
    }
    const emails = ids.map((id) => ctx.db.users.findFirst((q) => q.where({ id }))!.email);
    expect(new Set(emails).size).toBe(2);
    for (const email of emails) expect((await checkLoginAvailable({ client: api().anonymous, body: { login: email } })).response?.status).toBe(400);
    expect((await login({ client: api().anonymous, body: { login: 'musician@cue.test', password: PASSWORD } })).data?.data.userStatus).toBe('APPROVED');
  });
});
