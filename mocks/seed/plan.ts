import { fakerEN, fakerKO } from '@faker-js/faker';
import type * as z from 'zod';
import type { faqRecord, fileRecord, labelRecord, likeRecord, musicRecord, musicianRecord, noticeRecord, playRecord, shortlistRecord, userRecord } from '../db/schemas';
import { GENERATED_COVER_SIZE, generatedAudioByteLength, generatedAudioDuration, generatedCoverByteLength } from '../media';
import { FAQS, NOTICES } from './board';
import { DEMO_CUE_MARKERS, seedCueMarkers } from './cueMarkers';
import { seedSound } from './seedSound';
import { demoShortlists } from './shortlists';
import { demoAccounts } from './demoAccounts';
import { WEIGHTED_SURNAMES, romanize, romanizeSurname } from './korean';
import { musicianBio, musicianIntro, trackDescription, trackTitle } from './text';
import { COMPANY_SUFFIXES, GENRE_KEYWORDS, GENRES, HANDLE_SUFFIXES, KEYWORDS, LISTENER_NICK_STEMS, MUSICIAN_NICK_SUFFIXES, type Pair } from './vocabulary';

/** Every date of the seed is relative to this instant, never to the current time. */
export const SEED_REFERENCE_TIME = Date.parse('2026-11-01T09:00:00Z');
const SEED_START = Date.parse('2025-01-06T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Fixed faker seeds: change them and every generated record changes. */
const FAKER_SEED_KO = 20261101;
const FAKER_SEED_EN = 1101;

export const SEED_SIZES = {
  /** Approved musicians with a profile besides the demo musician. */
  generatedMusicians: 60,
  /** Approved general users who like tracks. */
  listeners: 30,
  /** Distinct anonymous listener ids that plays are drawn from. */
  playListeners: 500,
  /** Likes of the demo general user. */
  demoUserLikes: 6,
} as const;

export interface SeedOptions {
  /**
   * Benchmark mode: this many extra synthetic tracks, spread round-robin over the generated musicians
   * (not the demo musician). Musicians then exceed the 3-track limit; their views still show at most 3.
   * Extra tracks have no likes or plays. Default 0.
   */
  extraTracks?: number;
}

/** The seed as plain records, per collection; users still need their password hashes. */
export interface SeedRecords {
  genres: LabelRecord[];
  keywords: LabelRecord[];
  users: Array<Omit<UserRecord, 'passwordHash'>>;
  musicians: MusicianRecord[];
  music: MusicRecord[];
  files: FileRecord[];
  likes: LikeRecord[];
  plays: PlayRecord[];
  notices: NoticeRecord[];
  faqs: FaqRecord[];
  /** The demo general user's shortlists (no share links: tokens come only from the API). */
  shortlists: ShortlistRecord[];
}

/** Plain records as the collections take them (stored records are branded by @msw/data). */
type UserRecord = z.infer<typeof userRecord>;
type MusicianRecord = z.infer<typeof musicianRecord>;
type MusicRecord = z.infer<typeof musicRecord>;
type LabelRecord = z.infer<typeof labelRecord>;
type NoticeRecord = z.infer<typeof noticeRecord>;
type FaqRecord = z.infer<typeof faqRecord>;
type LikeRecord = z.infer<typeof likeRecord>;
type PlayRecord = z.infer<typeof playRecord>;
type FileRecord = z.infer<typeof fileRecord>;
type ShortlistRecord = z.infer<typeof shortlistRecord>;

const iso = (ms: number) => new Date(ms).toISOString();

type SeedUser = SeedRecords['users'][number];
/** What a seeded account draws itself; the consent records are derived from it (withSeedConsents). */
type DrawnSeedUser = Omit<SeedUser, 'termsAgreedAt' | 'privacyAgreedAt' | 'ageOver14ConfirmedAt' | 'marketingEmailAt' | 'marketingSms' | 'marketingSmsAt' | 'leftAt'>;

/**
 * An account's consent records, derived without drawing (a new draw would change every record after it, and the
 * specs rely on them): every consent dates from the sign-up, marketing by text message goes with marketing by email
 * for phone numbers ending in an even digit, and the seeded account that left did so 30 days after joining (it
 * keeps its email and consents so its login still shows ACCOUNT_LEFT; leaving through the API erases them).
 */
function withSeedConsents(user: DrawnSeedUser): SeedUser {
  const lastDigit = Number(user.phoneNo.slice(-1));
  return {
    ...user,
    termsAgreedAt: user.createdAt,
    privacyAgreedAt: user.createdAt,
    ageOver14ConfirmedAt: user.createdAt,
    marketingEmailAt: user.createdAt,
    marketingSms: user.marketingEmail && lastDigit % 2 === 0,
    marketingSmsAt: user.createdAt,
    leftAt: user.status === 'LEFT' ? iso(Date.parse(user.createdAt) + 30 * DAY) : null,
  };
}

/**
 * Builds every seed record synchronously (so nothing else can draw from the shared faker instances
 * in between) from fixed faker seeds: the same options always give the same records.
 */
export function buildSeedRecords(options: SeedOptions = {}): SeedRecords {
  const extraTracks = Math.max(0, Math.floor(options.extraTracks ?? 0));
  const ko = fakerKO;
  const en = fakerEN;
  ko.seed(FAKER_SEED_KO);
  en.seed(FAKER_SEED_EN);

  /** A whole-second instant in [from, to]. */
  const between = (from: number, to: number) => Math.floor(ko.number.int({ min: from, max: Math.max(from, to) }) / 1000) * 1000;
  const chance = (probability: number) => ko.datatype.boolean({ probability });

  const genres: LabelRecord[] = GENRES.map((label, index) => ({ id: index + 1, label: { ...label } }));
  const keywords: LabelRecord[] = KEYWORDS.map((label, index) => ({ id: index + 1, label: { ...label } }));
  const genreByEn = new Map(genres.map((genre) => [genre.label.en, genre]));
  const keywordByEn = new Map(keywords.map((keyword) => [keyword.label.en, keyword]));

  const users: SeedRecords['users'] = [];
  const musicians: MusicianRecord[] = [];
  const music: MusicRecord[] = [];
  const files: FileRecord[] = [];
  const likes: LikeRecord[] = [];
  const plays: PlayRecord[] = [];

  const nicknames = new Set<string>();
  const emails = new Set<string>();
  const phones = new Set<string>();
  const koreanNames = new Set<string>();
  const trackTitles = new Set<string>();

  const uniqueNickname = (wanted: string) => {
    let nickname = wanted.slice(0, 10);
    for (let n = 2; nicknames.has(nickname); n++) nickname = `${wanted.slice(0, 10 - String(n).length)}${n}`;
    nicknames.add(nickname);
    return nickname;
  };
  const uniqueEmail = (local: string, domain = 'example.com') => {
    const base =
      local
        .toLowerCase()
        .replace(/[^a-z0-9._-]/g, '')
        .replace(/^[._-]+|[._-]+$/g, '') || 'member';
    let email = `${base}@${domain}`;
    for (let n = 2; emails.has(email); n++) email = `${base}${n}@${domain}`;
    emails.add(email);
    return email;
  };
  const uniquePhone = () => {
    let phone: string;
    do phone = `010${ko.string.numeric({ length: 8, allowLeadingZeros: true })}`;
    while (phones.has(phone));
    phones.add(phone);
    return phone;
  };
  const koreanName = () => {
    for (;;) {
      const surname = ko.helpers.weightedArrayElement(WEIGHTED_SURNAMES);
      const given = ko.person.firstName();
      if (!koreanNames.has(surname + given)) {
        koreanNames.add(surname + given);
        return { surname, given, ko: surname + given, en: `${romanize(given)} ${romanizeSurname(surname)}` };
      }
    }
  };
  const company = () => `${ko.helpers.weightedArrayElement(WEIGHTED_SURNAMES)}${ko.helpers.arrayElement(COMPANY_SUFFIXES)}`;

  // Demo accounts: users 1..9.
  for (const account of demoAccounts) {
    const createdAt = between(SEED_START, SEED_REFERENCE_TIME - 60 * DAY);
    users.push(
      withSeedConsents({
        id: users.length + 1,
        email: uniqueEmail(account.login.split('@')[0]!, account.login.split('@')[1]),
        name: account.name,
        nickname: uniqueNickname(account.nickname),
        phoneNo: uniquePhone(),
        affiliation: account.authorityType === 'ROLE_ADMIN' ? 'Cue Connect 운영팀' : chance(0.5) ? company() : null,
        authorityType: account.authorityType,
        status: account.status,
        marketingEmail: chance(0.5),
        createdAt: iso(createdAt),
        lastLoginAt: account.status === 'APPROVED' ? iso(between(createdAt + DAY, SEED_REFERENCE_TIME - DAY)) : null,
      }),
    );
    koreanNames.add(account.name);
  }
  const demoUserId = users.find((user) => user.email === 'user@cue.test')!.id;
  const demoMusicianUserId = users.find((user) => user.email === 'musician@cue.test')!.id;

  // Listeners: approved general users (film staff and international guests).
  for (let i = 0; i < SEED_SIZES.listeners; i++) {
    const international = chance(0.3);
    const person = international
      ? (() => {
          const first = en.person.firstName();
          const last = en.person.lastName();
          return { ko: `${first} ${last}`, local: `${first}.${last}` };
        })()
      : (() => {
          const name = koreanName();
          return { ko: name.ko, local: `${romanize(name.given)}.${romanizeSurname(name.surname)}` };
        })();
    const createdAt = between(SEED_START, SEED_REFERENCE_TIME - 30 * DAY);
    users.push(
      withSeedConsents({
        id: users.length + 1,
        email: uniqueEmail(person.local),
        name: person.ko,
        nickname: uniqueNickname(`${ko.helpers.arrayElement(LISTENER_NICK_STEMS)}${ko.number.int({ min: 10, max: 99 })}`),
        phoneNo: uniquePhone(),
        affiliation: chance(0.6) ? (international ? en.company.name().slice(0, 100) : company()) : null,
        authorityType: 'ROLE_USER',
        status: 'APPROVED',
        marketingEmail: chance(0.4),
        createdAt: iso(createdAt),
        lastLoginAt: chance(0.8) ? iso(between(createdAt + DAY, SEED_REFERENCE_TIME - HOUR)) : null,
      }),
    );
  }

  /** A generated PNG; an album cover or a photo (`cover`) carries its size (its resized copies come with seedDatabase). */
  const addCoverFile = (id: string, ownerUserId: number, createdAt: string, cover = false): string => {
    files.push({
      id,
      contentType: 'image/png',
      size: generatedCoverByteLength(),
      durationSeconds: null,
      ownerUserId,
      source: { type: 'generatedCover', seed: ko.number.int({ min: 1, max: 2_000_000_000 }) },
      image: cover ? { width: GENERATED_COVER_SIZE, height: GENERATED_COVER_SIZE, variants: [] } : null,
      sound: null,
      createdAt,
    });
    return id;
  };

  interface TrackPlan {
    musician: MusicianRecord;
    createdAt: number;
    genre: LabelRecord;
    keywordIds: number[];
    title: Pair;
    description?: Pair;
    seconds: number;
    withCover: boolean;
  }
  const addTrack = (plan: TrackPlan) => {
    const id = music.length + 1;
    const createdAt = iso(plan.createdAt);
    const audioFileId = `seed-audio-${id}`;
    const audioSeed = ko.number.int({ min: 1, max: 2_000_000_000 });
    files.push({
      id: audioFileId,
      contentType: 'audio/wav',
      size: generatedAudioByteLength(plan.seconds),
      durationSeconds: generatedAudioDuration(plan.seconds),
      ownerUserId: plan.musician.userId,
      source: { type: 'generatedAudio', seed: audioSeed, seconds: plan.seconds },
      image: null,
      sound: seedSound(audioSeed, plan.seconds),
      createdAt,
    });
    const coverFileId = plan.withCover ? addCoverFile(`seed-cover-${id}`, plan.musician.userId, createdAt, true) : null;
    const keywordLabels = plan.keywordIds.map((keywordId) => keywords[keywordId - 1]!.label);
    music.push({
      id,
      musicianId: plan.musician.id,
      title: plan.title,
      description: plan.description ?? trackDescription(ko, plan.genre.label, keywordLabels, plan.seconds),
      genreId: plan.genre.id,
      keywordIds: plan.keywordIds,
      cueMarkers: DEMO_CUE_MARKERS[id] ?? seedCueMarkers(id, generatedAudioDuration(plan.seconds)),
      audioFileId,
      coverFileId,
      likeCount: 0,
      playCount: 0,
      createdAt,
    });
  };

  const newTitle = (): Pair => {
    for (let attempt = 0; ; attempt++) {
      const title = trackTitle(ko);
      if (!trackTitles.has(title.ko) || attempt > 20) {
        trackTitles.add(title.ko);
        return title;
      }
    }
  };
  /** 1-5 distinct keywords, mostly ones that suit the genre. */
  const keywordsFor = (genre: LabelRecord): number[] => {
    const count = ko.helpers.weightedArrayElement([
      { value: 1, weight: 1 },
      { value: 2, weight: 3 },
      { value: 3, weight: 4 },
      { value: 4, weight: 2 },
      { value: 5, weight: 1 },
    ]);
    const suited = (GENRE_KEYWORDS[genre.label.en] ?? []).map((label) => keywordByEn.get(label)!.id);
    const chosen = new Set(ko.helpers.arrayElements(suited, Math.min(count, suited.length, ko.number.int({ min: 1, max: count }))));
    while (chosen.size < count) chosen.add(ko.helpers.arrayElement(keywords).id);
    return [...chosen];
  };

  // The demo musician: musician 1 with exactly two hand-written tracks (music 1 and 2).
  {
    const createdAt = Date.parse('2025-09-02T10:30:00Z');
    const musician: MusicianRecord = {
      id: 1,
      userId: demoMusicianUserId,
      name: { ko: '한도윤', en: 'Doyun Han' },
      intro: { ko: '새벽과 도시의 소리를 그리는 영화음악 작곡가', en: 'Film composer drawing the sounds of the city at dawn' },
      bio: {
        ko: '누리영상원에서 영화음악을 공부했고 서울에서 활동하고 있습니다. 장편 〈회색 도시〉와 단편 〈마지막 기차〉의 음악을 작곡했습니다. 2025년 남해 국제영화음악제에서 신인 작곡가상을 받았습니다. 모듈러 신스와 현악 앙상블을 엮은 일렉트로닉 사운드를 추구합니다.',
        en: 'Studied film scoring at Nuri Film School and works in Seoul. Scored the feature “Grey City” and the short film “The Last Train”. Received the New Composer Award at the 2025 Namhae International Film Music Festival. Weaves modular synth and string ensemble into an Electronic sound.',
      },
      contactName: '한도윤',
      contactEmail: 'doyun.han@example.com',
      instagramId: 'doyun.han.score',
      portfolioUrl: 'https://example.com/portfolio/doyun-han',
      photoFileId: null,
      createdAt: iso(createdAt),
    };
    musician.photoFileId = addCoverFile(`seed-photo-${musician.id}`, musician.userId, musician.createdAt, true);
    musicians.push(musician);
    addTrack({
      musician,
      createdAt: Date.parse('2025-09-05T14:00:00Z'),
      genre: genreByEn.get('Electronic')!,
      keywordIds: ['Chase', 'Dawn', 'Tension', 'City'].map((label) => keywordByEn.get(label)!.id),
      title: { ko: '새벽의 추격', en: 'Chase at Dawn' },
      description: {
        ko: '새벽 도시를 가로지르는 추격 장면을 위해 쓴 일렉트로닉 큐입니다. 모듈러 신스의 맥박 위로 현악이 긴장감을 쌓아 올립니다.',
        en: 'An Electronic cue written for a chase across the city at dawn. Strings build tension over the pulse of a modular synth.',
      },
      seconds: 32,
      withCover: true,
    });
    addTrack({
      musician,
      createdAt: Date.parse('2026-03-14T09:15:00Z'),
      genre: genreByEn.get('Orchestral')!,
      keywordIds: ['Hope', 'Lyrical', 'End Credits'].map((label) => keywordByEn.get(label)!.id),
      title: { ko: '유리 정원 - 메인 테마', en: 'Glass Garden (Main Theme)' },
      description: {
        ko: '영화 〈유리 정원〉의 메인 테마입니다. 피아노로 시작해 오케스트라가 더해지며 희망적인 엔딩으로 이어집니다.',
        en: 'The main theme of “Glass Garden”. It opens on piano and grows with the orchestra into a hopeful ending.',
      },
      seconds: 40,
      withCover: true,
    });
    for (const title of ['새벽의 추격', '유리 정원 - 메인 테마']) trackTitles.add(title);
  }

  // Generated musicians: users after the listeners, musicians 2..61, 1-3 tracks each.
  for (let i = 0; i < SEED_SIZES.generatedMusicians; i++) {
    const name = koreanName();
    const userCreatedAt = between(SEED_START, SEED_REFERENCE_TIME - 45 * DAY);
    const givenLatin = romanize(name.given).toLowerCase();
    const surnameLatin = romanizeSurname(name.surname).toLowerCase();
    const nicknameStyle = ko.helpers.weightedArrayElement([
      { value: 'korean', weight: 6 },
      { value: 'latin', weight: 2 },
      { value: 'suffix', weight: 2 },
    ] as const);
    const user = withSeedConsents({
      id: users.length + 1,
      email: uniqueEmail(`${givenLatin}.${surnameLatin}`),
      name: name.ko,
      nickname: uniqueNickname(
        nicknameStyle === 'korean'
          ? name.ko
          : nicknameStyle === 'latin'
            ? `${givenLatin}${surnameLatin.charAt(0)}`
            : `${name.given}${ko.helpers.arrayElement(MUSICIAN_NICK_SUFFIXES)}`,
      ),
      phoneNo: uniquePhone(),
      affiliation: chance(0.35) ? company() : null,
      authorityType: 'ROLE_MUSICIAN',
      status: 'APPROVED',
      marketingEmail: chance(0.5),
      createdAt: iso(userCreatedAt),
      lastLoginAt: iso(between(userCreatedAt + 3 * DAY, SEED_REFERENCE_TIME - HOUR)),
    });
    users.push(user);

    const primaryGenre = ko.helpers.arrayElement(genres);
    const musicianCreatedAt = between(userCreatedAt + 2 * DAY, userCreatedAt + 20 * DAY);
    const handle = `${givenLatin}.${surnameLatin}`;
    const manager = chance(0.2) ? koreanName().ko : name.ko;
    const musician: MusicianRecord = {
      id: musicians.length + 1,
      userId: user.id,
      name: { ko: name.ko, en: name.en },
      intro: musicianIntro(ko, primaryGenre.label),
      bio: musicianBio(ko, primaryGenre.label),
      contactName: manager,
      contactEmail: uniqueEmail(chance(0.5) ? `${handle}.${ko.helpers.arrayElement(HANDLE_SUFFIXES)}` : `contact.${handle}`),
      instagramId: chance(0.75) ? `${chance(0.5) ? handle : givenLatin}_${ko.helpers.arrayElement(HANDLE_SUFFIXES)}`.slice(0, 30) : null,
      portfolioUrl: chance(0.6)
        ? ko.helpers.arrayElement([
            `https://example.com/portfolio/${givenLatin}-${surnameLatin}`,
            `https://www.example.org/${givenLatin}${surnameLatin}`,
            `https://${givenLatin}-${surnameLatin}.example.com/`,
          ])
        : null,
      photoFileId: null,
      createdAt: iso(musicianCreatedAt),
    };
    musician.photoFileId = addCoverFile(`seed-photo-${musician.id}`, user.id, musician.createdAt, true);
    musicians.push(musician);

    const trackCount = ko.helpers.weightedArrayElement([
      { value: 1, weight: 3 },
      { value: 2, weight: 35 / 10 },
      { value: 3, weight: 35 / 10 },
    ]);
    const times = Array.from({ length: trackCount }, () => between(musicianCreatedAt + HOUR, SEED_REFERENCE_TIME - DAY)).sort((a, b) => a - b);
    for (const createdAt of times) {
      const genre = chance(0.6) ? primaryGenre : ko.helpers.arrayElement(genres);
      addTrack({
        musician,
        createdAt,
        genre,
        keywordIds: keywordsFor(genre),
        title: newTitle(),
        seconds: ko.number.int({ min: 20, max: 45 }),
        withCover: chance(0.9),
      });
    }
  }

  // Likes and plays of the base catalogue; likeCount and playCount equal their record counts.
  const likers = users.filter((user) => user.status === 'APPROVED' && user.authorityType !== 'ROLE_ADMIN' && user.id !== demoUserId).map((user) => user.id);
  const demoLikes = new Set([1, ...ko.helpers.arrayElements(music.slice(2), SEED_SIZES.demoUserLikes - 1).map((track) => track.id)]);
  const listenerIds = Array.from({ length: SEED_SIZES.playListeners }, (_, index) => `seed-listener-${String(index + 1).padStart(4, '0')}`);
  for (const track of music) {
    const created = Date.parse(track.createdAt);
    const popularity = ko.number.float({ min: 0, max: 1 });
    const fans = ko.helpers.arrayElements(likers, Math.floor(popularity ** 2.2 * 30));
    if (demoLikes.has(track.id)) fans.push(demoUserId);
    const likeTimes = fans.map(() => between(created + HOUR, SEED_REFERENCE_TIME - HOUR)).sort((a, b) => a - b);
    fans.forEach((userId, index) => likes.push({ userId, musicId: track.id, createdAt: iso(likeTimes[index]!) }));
    track.likeCount = fans.length;

    const playCount = Math.min(listenerIds.length, fans.length + Math.floor(ko.number.float({ min: 0, max: 1 }) ** 1.5 * 40));
    const playTimes = Array.from({ length: playCount }, () => between(created + HOUR, SEED_REFERENCE_TIME - HOUR)).sort((a, b) => a - b);
    ko.helpers.arrayElements(listenerIds, playCount).forEach((listenerId, index) => {
      plays.push({ musicId: track.id, listenerId, listenerKey: `seed:${listenerId}`, createdAt: iso(playTimes[index]!) });
    });
    track.playCount = playCount;
  }

  // Benchmark mode: extra tracks round-robin over the generated musicians.
  const generatedMusicians = musicians.slice(1);
  for (let i = 0; i < extraTracks; i++) {
    const musician = generatedMusicians[i % generatedMusicians.length]!;
    const genre = ko.helpers.arrayElement(genres);
    addTrack({
      musician,
      createdAt: between(Date.parse(musician.createdAt) + HOUR, SEED_REFERENCE_TIME - DAY),
      genre,
      keywordIds: keywordsFor(genre),
      title: trackTitle(ko),
      seconds: ko.number.int({ min: 20, max: 45 }),
      withCover: chance(0.9),
    });
  }

  const notices: NoticeRecord[] = NOTICES.map((notice, index) => ({
    id: index + 1,
    title: { ...notice.title },
    body: { ...notice.body },
    pinned: notice.pinned,
    createdAt: iso(SEED_REFERENCE_TIME - notice.daysAgo * DAY - (index % 5) * 3 * HOUR),
  }));
  const faqs: FaqRecord[] = FAQS.map((faq, index) => ({ id: index + 1, order: index + 1, question: { ...faq.question }, answer: { ...faq.answer } }));

  const shortlists = demoShortlists(demoUserId, music, SEED_REFERENCE_TIME);

  return { genres, keywords, users, musicians, music, files, likes, plays, notices, faqs, shortlists };
}
