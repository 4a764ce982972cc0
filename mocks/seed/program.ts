import type * as z from 'zod';
import type { MockContext } from '../context';
import type { industryProfileRecord, roundRecord } from '../db/schemas';

/** A plain record as the collection takes it (stored records are branded by @msw/data). */
type RoundRecord = z.infer<typeof roundRecord>;

/**
 * The seed's round of the Film Music Matching Program: open, both windows taking submissions for the winter, the
 * 1:1 meetings on two festival days in spring. Fixed instants (the seed is deterministic); the office changes
 * them on its console.
 */
export const SEED_ROUNDS: RoundRecord[] = [
  {
    id: 1,
    name: { ko: '2026 영화음악 매칭 프로그램', en: '2026 Film Music Matching Program' },
    description: {
      ko: '영화제 산업 프로그램이 영화 프로젝트와 영화음악 작곡가를 잇습니다.\n제작사는 음악이 필요한 영화 프로젝트를, 작곡가는 프로필과 대표곡으로 지원서를 제출합니다.\n현직 음악감독으로 구성된 심사단이 프로젝트와 작곡가를 선정하고, 선정된 작곡가는 영화제 기간에 제작사와 1:1 미팅을 갖습니다.',
      en: "The festival's industry program brings film projects and film-music composers together.\nProductions submit a film project that needs music; composers apply with their profile and their best tracks.\nA jury of working music directors selects projects and composers, and selected composers meet the productions one-to-one during the festival.",
    },
    projectWindow: { opensAt: '2026-10-31T15:00:00.000Z', closesAt: '2027-01-31T09:00:00.000Z' },
    composerWindow: { opensAt: '2026-10-31T15:00:00.000Z', closesAt: '2027-02-14T09:00:00.000Z' },
    projectPlaces: 20,
    composerPlaces: 40,
    meetingDays: ['2027-03-04', '2027-03-05'],
    status: 'open',
    createdAt: '2026-10-20T01:00:00.000Z',
    openedAt: '2026-10-31T15:00:00.000Z',
    closedAt: null,
    decisionsAnnouncedAt: null,
    decisionMailsSentAt: null,
    briefsOpenToAllComposers: false,
  },
];

/**
 * A store written before the program existed has no rounds: it gets the seed's, as a fresh start would (the
 * office can close it). Answers how many rounds were added.
 */
export async function addSeedRoundsToStoreWithout(ctx: MockContext): Promise<number> {
  if (ctx.db.rounds.all().length > 0) return 0;
  for (const round of SEED_ROUNDS) await ctx.db.rounds.create(structuredClone(round));
  return SEED_ROUNDS.length;
}

/** A plain industry profile record (see `RoundRecord`). */
type IndustryProfileRecord = z.infer<typeof industryProfileRecord>;

/**
 * The seed's industry profiles: user@cue.test (user 1) a verified producer, and the first seeded listener (user 10,
 * an approved general user) waiting in the office's queue. Company names read the same in both languages; the
 * filmography links point at example.com, nowhere real. Unlike the rounds, they are not added to a store written
 * before profiles existed: users withdraw profiles, so a store without any may be one whose profiles were all
 * withdrawn, and bringing them back would undo that.
 */
export const SEED_INDUSTRY_PROFILES: IndustryProfileRecord[] = [
  {
    userId: 1,
    company: 'Bluefield Pictures',
    role: 'producer',
    filmographyUrl: 'https://bluefield-pictures.example.com/films',
    note: '',
    status: 'verified',
    requestedAt: '2026-10-12T02:00:00.000Z',
    decidedAt: '2026-10-14T06:30:00.000Z',
    rejectReason: null,
    decisionNote: '',
    updatedAt: '2026-10-14T06:30:00.000Z',
  },
  {
    userId: 10,
    company: 'Northlight Films',
    role: 'director',
    filmographyUrl: 'https://northlight-films.example.com/works',
    note: 'Short films 2022-2025; a feature in development.',
    status: 'pending',
    requestedAt: '2026-10-28T05:15:00.000Z',
    decidedAt: null,
    rejectReason: null,
    decisionNote: '',
    updatedAt: '2026-10-28T05:15:00.000Z',
  },
];
