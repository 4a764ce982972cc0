import { beforeAll, describe, expect, it } from 'vitest';
import {
  zEmail,
  zIndustryProfileInput,
  zInstagramId,
  zMusicUpdateInput,
  zMusicianProfileInput,
  zNickname,
  zPersonName,
  zPhoneNo,
  zPlayRequest,
  zPortfolioUrl,
} from '../../src/lib/api/generated/zod.gen';
import { passwordMatches } from '../auth/passwords';
import { systemClock } from '../clock';
import { createAttemptThrottle } from '../auth/attemptThrottle';
import { defaultSettings, type MockContext } from '../context';
import { createFaultRegistry } from '../control/faults';
import { createDatabase, snapshotDatabase, type DatabaseSnapshot } from '../db/database';
import { inThreadAudioJobs } from '../media/audioJobs';
import { generatedAudioByteLength, generatedCoverByteLength } from '../media';
import { plainAnalyzer } from '../search/textAnalyzer';
import { createMemoryBlobStore } from '../storage/memoryBlobStore';
import { DEMO_PASSWORD, NOTICE_MARKUP_PAYLOAD, SEED_REFERENCE_TIME, SEED_SIZES, demoAccounts, seedDatabase } from './index';

const createContext = (): MockContext => ({
  db: createDatabase(),
  blobs: createMemoryBlobStore(),
  clock: systemClock,
  settings: defaultSettings,
  faults: createFaultRegistry(),
  throttle: createAttemptThrottle(systemClock.now, () => [{ attempts: 5, windowSeconds: 900 }]),
  analyzer: plainAnalyzer,
  audioJobs: inThreadAudioJobs,
});

const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DEMO_COUNT = demoAccounts.length;

let ctx: MockContext;
let snapshot: DatabaseSnapshot;

beforeAll(async () => {
  ctx = createContext();
  await seedDatabase(ctx);
  snapshot = snapshotDatabase(ctx.db);
});

describe('seedDatabase', () => {
  it('is deterministic: two fresh stores and a reseeded store hold identical records', async () => {
    const other = createContext();
    await seedDatabase(other);
    expect(snapshotDatabase(other.db)).toEqual(snapshot);
    await seedDatabase(other); // reset: clears first, then seeds the same again
    expect(snapshotDatabase(other.db)).toEqual(snapshot);
  });

  it('fills every collection with the documented counts', () => {
    const { collections } = snapshot;
    expect(collections.genres).toHaveLength(12);
    expect(collections.keywords).toHaveLength(40);
    expect(collections.notices).toHaveLength(20);
    expect(collections.faqs).toHaveLength(15);
    expect(collections.users).toHaveLength(DEMO_COUNT + SEED_SIZES.listeners + SEED_SIZES.generatedMusicians);
    expect(collections.musicians).toHaveLength(1 + SEED_SIZES.generatedMusicians);
    expect(collections.music.length).toBeGreaterThanOrEqual(1 + SEED_SIZES.generatedMusicians);
    expect(collections.music.length).toBeLessThanOrEqual(2 + 3 * SEED_SIZES.generatedMusicians);
    expect(collections.likes.length).toBeGreaterThan(300);
    expect(collections.plays.length).toBeGreaterThan(collections.likes.length);
    expect(collections.uploads).toHaveLength(0);
    expect(collections.tokens).toHaveLength(0);
    expect(ctx.db.notices.findMany((q) => q.where({ pinned: true }))).toHaveLength(2);
  });

  it('gives every collection sequential integer ids from 1 and file ids the contract pattern', () => {
    for (const name of ['users', 'musicians', 'music', 'genres', 'keywords', 'notices', 'faqs'] as const) {
      expect(ctx.db[name].all().map((record) => record.id)).toEqual(ctx.db[name].all().map((_, index) => index + 1));
    }
    expect(ctx.db.faqs.all().map((faq) => faq.order)).toEqual(ctx.db.faqs.all().map((_, index) => index + 1));
    const fileIds = ctx.db.files.all().map((file) => file.id);
    expect(new Set(fileIds).size).toBe(fileIds.length);
    for (const id of fileIds) expect(id).toMatch(FILE_ID);
    for (const id of fileIds) expect(id).toMatch(/^seed-(audio|cover|photo)-\d+$/);
  });

  it('points nowhere off this machine: the only URLs are portfolio and filmography links on example.com / example.org', () => {
    const offenders: string[] = [];
    const visit = (value: unknown, path: string, key: string) => {
      if (typeof value === 'string') {
        if (!/https?:\/\//i.test(value)) return;
        const allowed = (key === 'portfolioUrl' || key === 'filmographyUrl') && /^https:\/\/([a-z0-9-]+\.)*example\.(com|org)\//.test(value);
        if (!allowed) offenders.push(`${path}: ${value}`);
      } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`, key));
      else if (value && typeof value === 'object') for (const [child, item] of Object.entries(value)) visit(item, `${path}.${child}`, child);
    };
    visit(snapshot, 'snapshot', '');
    expect(offenders).toEqual([]);
  });

  it('keeps users valid under the contract: unique nicknames of 2-10 characters, unique emails, 11-digit phones', () => {
    const users = ctx.db.users.all();
    const nicknames = users.map((user) => user.nickname);
    expect(new Set(nicknames).size).toBe(nicknames.length);
    for (const nickname of nicknames) {
      expect(zNickname.safeParse(nickname).success, nickname).toBe(true);
      expect([...nickname].length).toBeGreaterThanOrEqual(2);
      expect([...nickname].length).toBeLessThanOrEqual(10);
    }
    const emails = users.map((user) => user.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const user of users) {
      expect(zEmail.safeParse(user.email).success, user.email).toBe(true);
      expect(user.email).toBe(user.email.toLowerCase());
      expect(zPhoneNo.safeParse(user.phoneNo).success).toBe(true);
      expect(user.phoneNo).toMatch(/^010\d{8}$/);
      expect(zPersonName.safeParse(user.name).success).toBe(true);
      // Every seeded account gave the required consents when it joined, and text-message marketing only with email marketing.
      for (const agreedAt of [user.termsAgreedAt, user.privacyAgreedAt, user.ageOver14ConfirmedAt]) expect(agreedAt).toBe(user.createdAt);
      expect(user.marketingSms && !user.marketingEmail).toBe(false);
      expect(user.leftAt === null).toBe(user.status !== 'LEFT');
      expect(user.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    }
    const phones = users.map((user) => user.phoneNo);
    expect(new Set(phones).size).toBe(phones.length);
  });

  it('keeps musician profiles valid under the contract, each with a generated photo', () => {
    const users = new Map(ctx.db.users.all().map((user) => [user.id, user]));
    for (const musician of ctx.db.musicians.all()) {
      const input = {
        name: musician.name,
        intro: musician.intro,
        bio: musician.bio,
        contactName: musician.contactName,
        contactEmail: musician.contactEmail,
        ...(musician.instagramId === null ? {} : { instagramId: musician.instagramId }),
        ...(musician.portfolioUrl === null ? {} : { portfolioUrl: musician.portfolioUrl }),
        ...(musician.photoFileId === null ? {} : { photoFileId: musician.photoFileId }),
      };
      const parsed = zMusicianProfileInput.safeParse(input);
      expect(parsed.success, `${musician.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(musician.intro.en.length).toBeGreaterThan(0);
      expect(musician.bio.en.length).toBeGreaterThan(0);
      expect(musician.contactEmail).toMatch(/@example\.com$/);
      if (musician.instagramId !== null) expect(zInstagramId.safeParse(musician.instagramId).success).toBe(true);
      if (musician.portfolioUrl !== null) expect(zPortfolioUrl.safeParse(musician.portfolioUrl).success).toBe(true);
      const user = users.get(musician.userId)!;
      expect(user.authorityType).toBe('ROLE_MUSICIAN');
      expect(user.status).toBe('APPROVED');
      const photo = ctx.db.files.findFirst((q) => q.where({ id: musician.photoFileId! }))!;
      expect(photo).toMatchObject({ contentType: 'image/png', size: generatedCoverByteLength(), ownerUserId: user.id });
      expect(photo.source.type).toBe('generatedCover');
    }
    expect(new Set(ctx.db.musicians.all().map((musician) => musician.userId)).size).toBe(ctx.db.musicians.all().length);
    expect(ctx.db.musicians.all().filter((musician) => musician.instagramId === null).length).toBeGreaterThan(0);
    expect(ctx.db.musicians.all().filter((musician) => musician.portfolioUrl === null).length).toBeGreaterThan(0);
  });

  it('gives every musician 1-3 tracks that reference existing genres, keywords and files', () => {
    const genres = new Set(ctx.db.genres.all().map((genre) => genre.id));
    const keywords = new Set(ctx.db.keywords.all().map((keyword) => keyword.id));
    const musicians = new Map(ctx.db.musicians.all().map((musician) => [musician.id, musician]));
    const perMusician = new Map<number, number>();
    for (const track of ctx.db.music.all()) {
      const parsed = zMusicUpdateInput.safeParse({ title: track.title, description: track.description, genreId: track.genreId, keywordIds: track.keywordIds });
      expect(parsed.success, `${track.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(track.title.en.length).toBeGreaterThan(0);
      expect(track.description.ko.length).toBeGreaterThan(0);
      expect(track.description.en.length).toBeGreaterThan(0);
      expect(genres.has(track.genreId)).toBe(true);
      expect(new Set(track.keywordIds).size).toBe(track.keywordIds.length);
      for (const id of track.keywordIds) expect(keywords.has(id)).toBe(true);
      const musician = musicians.get(track.musicianId)!;
      expect(musician).toBeDefined();
      expect(Date.parse(track.createdAt)).toBeGreaterThan(Date.parse(musician.createdAt));
      perMusician.set(track.musicianId, (perMusician.get(track.musicianId) ?? 0) + 1);

      const audio = ctx.db.files.findFirst((q) => q.where({ id: track.audioFileId }))!;
      expect(audio.contentType).toBe('audio/wav');
      expect(audio.ownerUserId).toBe(musician.userId);
      expect(audio.source.type).toBe('generatedAudio');
      if (audio.source.type === 'generatedAudio') {
        expect(audio.source.seconds).toBeGreaterThanOrEqual(20);
        expect(audio.source.seconds).toBeLessThanOrEqual(45);
        expect(audio.size).toBe(generatedAudioByteLength(audio.source.seconds));
        expect(audio.durationSeconds).toBeCloseTo(audio.source.seconds, 6);
      }
      if (track.coverFileId !== null) {
        const cover = ctx.db.files.findFirst((q) => q.where({ id: track.coverFileId! }))!;
        expect(cover).toMatchObject({ contentType: 'image/png', size: generatedCoverByteLength(), durationSeconds: null });
        expect(cover.source.type).toBe('generatedCover');
      }
    }
    expect([...perMusician.keys()].sort((a, b) => a - b)).toEqual([...musicians.keys()]);
    for (const count of perMusician.values()) expect(count).toBeGreaterThanOrEqual(1);
    for (const count of perMusician.values()) expect(count).toBeLessThanOrEqual(3);
    const withoutCover = ctx.db.music.all().filter((track) => track.coverFileId === null).length;
    expect(withoutCover).toBeGreaterThan(0);
    expect(withoutCover).toBeLessThan(ctx.db.music.all().length / 4);
    const titles = ctx.db.music.all().map((track) => track.title.ko);
    expect(new Set(titles).size).toBe(titles.length);
    const years = new Set(ctx.db.music.all().map((track) => track.createdAt.slice(0, 4)));
    expect([...years].sort()).toEqual(['2025', '2026']);
    const referenced = new Set(
      ctx.db.music
        .all()
        .flatMap((track) => [track.audioFileId, track.coverFileId])
        .concat(ctx.db.musicians.all().map((m) => m.photoFileId)),
    );
    for (const file of ctx.db.files.all()) expect(referenced.has(file.id), file.id).toBe(true);
  });

  it('keeps likeCount and playCount equal to the like and play records', () => {
    const users = new Map(ctx.db.users.all().map((user) => [user.id, user]));
    for (const track of ctx.db.music.all()) {
      const likes = ctx.db.likes.findMany((q) => q.where({ musicId: track.id }));
      expect(track.likeCount).toBe(likes.length);
      expect(new Set(likes.map((like) => like.userId)).size).toBe(likes.length);
      for (const like of likes) {
        const user = users.get(like.userId)!;
        expect(user.status).toBe('APPROVED');
        expect(Date.parse(like.createdAt)).toBeGreaterThan(Date.parse(track.createdAt));
      }
      const plays = ctx.db.plays.findMany((q) => q.where({ musicId: track.id }));
      expect(track.playCount).toBeGreaterThanOrEqual(plays.length);
      expect(track.playCount).toBe(plays.length);
      expect(new Set(plays.map((play) => play.listenerId)).size).toBe(plays.length);
      for (const play of plays) expect(zPlayRequest.safeParse({ listenerId: play.listenerId }).success).toBe(true);
    }
  });

  it("dates everything that happened relative to 2026-11-01T09:00:00Z, in 2025-2026 (the open round's windows are plans, open then)", () => {
    const dates: string[] = [];
    const visit = (value: unknown, key: string) => {
      if (typeof value === 'string' && /At$/.test(key) && key !== 'opensAt' && key !== 'closesAt') dates.push(value);
      else if (Array.isArray(value)) value.forEach((item) => visit(item, key));
      else if (value && typeof value === 'object') for (const [child, item] of Object.entries(value)) visit(item, child);
    };
    visit(snapshot.collections, '');
    expect(dates.length).toBeGreaterThan(1000);
    for (const date of dates) {
      expect(new Date(date).toISOString()).toBe(date);
      expect(Date.parse(date)).toBeLessThanOrEqual(SEED_REFERENCE_TIME);
      expect(Date.parse(date)).toBeGreaterThanOrEqual(Date.parse('2025-01-01T00:00:00Z'));
    }
    for (const round of ctx.db.rounds.all()) {
      for (const window of [round.projectWindow, round.composerWindow]) {
        expect(Date.parse(window.opensAt)).toBeLessThanOrEqual(SEED_REFERENCE_TIME);
        if (round.status === 'open') expect(Date.parse(window.closesAt)).toBeGreaterThan(SEED_REFERENCE_TIME);
        else expect(Date.parse(window.closesAt)).toBeLessThan(Date.parse(round.decisionsAnnouncedAt!));
      }
    }
    // The closed pilot round's brief still takes answers then (its deadline is a plan too).
    for (const brief of ctx.db.briefs.all()) expect(Date.parse(brief.deadline)).toBeGreaterThan(SEED_REFERENCE_TIME);
  });

  it('gives user@cue.test a verified producer profile and one other approved general user a pending one, valid under the contract', () => {
    const profiles = ctx.db.industryProfiles.all();
    const owners = profiles.map((profile) => ctx.db.users.findFirst((q) => q.where({ id: profile.userId }))!);
    expect(owners.map((user) => [user.email === 'user@cue.test', user.authorityType, user.status])).toEqual([
      [true, 'ROLE_USER', 'APPROVED'],
      [false, 'ROLE_USER', 'APPROVED'],
    ]);
    expect(profiles.map(({ status, role }) => [status, role])).toEqual([
      ['verified', 'producer'],
      ['pending', 'director'],
    ]);
    for (const profile of profiles) {
      expect(zIndustryProfileInput.safeParse({ company: profile.company, role: profile.role, filmographyUrl: profile.filmographyUrl, note: profile.note }).success).toBe(
        true,
      );
      expect(Date.parse(profile.requestedAt)).toBeGreaterThan(Date.parse(owners[profiles.indexOf(profile)]!.createdAt));
    }
  });

  it('has bilingual notices and FAQ entries, one notice carrying an inert markup payload', () => {
    for (const notice of ctx.db.notices.all()) {
      for (const text of [notice.title.ko, notice.title.en, notice.body.ko, notice.body.en]) expect(text.length).toBeGreaterThan(0);
    }
    for (const faq of ctx.db.faqs.all()) {
      for (const text of [faq.question.ko, faq.question.en, faq.answer.ko, faq.answer.en]) expect(text.length).toBeGreaterThan(0);
    }
    expect(NOTICE_MARKUP_PAYLOAD).toBe(`<script>alert('x')</script> and <img src=x onerror=alert(1)>`);
    const withPayload = ctx.db.notices.all().filter((notice) => notice.body.ko.includes(NOTICE_MARKUP_PAYLOAD));
    expect(withPayload).toHaveLength(1);
    expect(withPayload[0]!.body.en).toContain(NOTICE_MARKUP_PAYLOAD);
    const faqText = ctx.db.faqs
      .all()
      .map((faq) => `${faq.answer.ko} ${faq.answer.en}`)
      .join(' ');
    for (const fact of ['WAV', 'MP3', '150 MB', 'Up to 3 tracks', '1 to 5 keywords']) expect(faqText).toContain(fact);
  });
});

describe('demo accounts', () => {
  it('are users 1..9 with the documented role and status, all logging in with the demo password', async () => {
    expect(DEMO_PASSWORD).toBe('cue-connect-1');
    for (const [index, account] of demoAccounts.entries()) {
      const user = ctx.db.users.findFirst((q) => q.where({ email: account.login }))!;
      expect(user, account.login).toBeDefined();
      expect(user.id).toBe(index + 1);
      expect(user).toMatchObject({ authorityType: account.authorityType, status: account.status, nickname: account.nickname, name: account.name });
      expect(await passwordMatches(account.password, account.login.toLowerCase(), user.passwordHash)).toBe(true);
      expect(await passwordMatches('wrong-password-1', account.login.toLowerCase(), user.passwordHash)).toBe(false);
      const musician = ctx.db.musicians.findFirst((q) => q.where({ userId: user.id }));
      expect(Boolean(musician), account.login).toBe(account.hasMusicianProfile);
    }
    const roles = new Set(demoAccounts.map((account) => `${account.authorityType}/${account.status}`));
    expect(roles).toEqual(
      new Set([
        'ROLE_USER/APPROVED',
        'ROLE_MUSICIAN/APPROVED',
        'ROLE_MUSICIAN/PENDING',
        'ROLE_USER/PENDING',
        'ROLE_MUSICIAN/REJECTED',
        'ROLE_USER/REVOKED',
        'ROLE_USER/LEFT',
        'ROLE_ADMIN/APPROVED',
      ]),
    );
  });

  it('every seeded user logs in with the demo password', async () => {
    const results = await Promise.all(ctx.db.users.all().map((user) => passwordMatches(DEMO_PASSWORD, user.email, user.passwordHash)));
    expect(results.every(Boolean)).toBe(true);
  });

  it('musician@cue.test owns musician 1 with exactly two tracks; newmusician@cue.test has no profile', () => {
    const user = ctx.db.users.findFirst((q) => q.where({ email: 'musician@cue.test' }))!;
    const musician = ctx.db.musicians.findFirst((q) => q.where({ userId: user.id }))!;
    expect(musician.id).toBe(1);
    const tracks = ctx.db.music.findMany((q) => q.where({ musicianId: musician.id }));
    expect(tracks.map((track) => track.id)).toEqual([1, 2]);
    expect(tracks[0]!.title).toEqual({ ko: '새벽의 추격', en: 'Chase at Dawn' });
    const newcomer = ctx.db.users.findFirst((q) => q.where({ email: 'newmusician@cue.test' }))!;
    expect(ctx.db.musicians.findFirst((q) => q.where({ userId: newcomer.id }))).toBeUndefined();
  });

  it('user@cue.test likes six tracks, including one of the demo musician', () => {
    const user = ctx.db.users.findFirst((q) => q.where({ email: 'user@cue.test' }))!;
    const likes = ctx.db.likes.findMany((q) => q.where({ userId: user.id }));
    expect(likes).toHaveLength(SEED_SIZES.demoUserLikes);
    expect(likes.some((like) => like.musicId === 1)).toBe(true);
  });

  it('only demo accounts use the cue.test domain; others use example.com', () => {
    for (const user of ctx.db.users.all().slice(DEMO_COUNT)) expect(user.email).toMatch(/@example\.com$/);
  });
});

describe('benchmark mode (extraTracks)', () => {
  it('adds that many synthetic tracks after the unchanged base seed', async () => {
    const bench = createContext();
    await seedDatabase(bench, { extraTracks: 150 });
    const base = snapshot.collections;
    const music = bench.db.music.all();
    expect(music).toHaveLength(base.music.length + 150);
    expect(JSON.parse(JSON.stringify(music.slice(0, base.music.length)))).toEqual(base.music);
    expect(bench.db.likes.all()).toHaveLength(base.likes.length);
    const musicianIds = new Set(bench.db.musicians.all().map((musician) => musician.id));
    for (const track of music.slice(base.music.length)) {
      expect(musicianIds.has(track.musicianId)).toBe(true);
      expect(track.musicianId).not.toBe(1); // the demo musician keeps exactly two tracks
      expect(bench.db.files.findFirst((q) => q.where({ id: track.audioFileId }))).toBeDefined();
      expect(track.likeCount).toBe(0);
      expect(track.playCount).toBe(0);
    }
    const counts = new Map<number, number>();
    for (const track of music) counts.set(track.musicianId, (counts.get(track.musicianId) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeGreaterThan(3);
  });
});
