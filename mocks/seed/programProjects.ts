import type * as z from 'zod';
import type { MockContext } from '../context';
import type { projectRecord } from '../db/schemas';

/** A plain record as the collection takes it (stored records are branded by @msw/data). */
type ProjectRecord = z.infer<typeof projectRecord>;

const music = (cueCount: number | null, moodKeywordIds: number[], referenceTrackIds: number[], tempTrack = '', budget: ProjectRecord['music']['budget'] = null) => ({
  cueCount,
  moodKeywordIds,
  referenceTrackIds,
  tempTrack,
  budget,
});

/**
 * The seed's film projects in the open round (round 1), in different states: the demo general user
 * (`user@cue.test`, user 1) has a draft and a submitted project; two listeners (users 10 and 11, general users)
 * have one submitted and one withdrawn. Fixed instants between the round's opening and the seed's reference
 * time; no decisions yet.
 */
export const SEED_PROJECTS: ProjectRecord[] = [
  {
    id: 1,
    roundId: 1,
    ownerId: 1,
    title: { ko: '겨울 항구', en: 'Winter Harbour' },
    logline: { ko: '문을 닫는 항구 마을에서 마지막 겨울을 보내는 세 자매.', en: '' },
    genre: 'drama',
    stage: null,
    runtimeMinutes: null,
    director: '',
    producer: '',
    company: '',
    music: music(null, [2, 9], []),
    musicDeadline: null,
    status: 'draft',
    decision: null,
    createdAt: '2026-10-31T23:10:00.000Z',
    updatedAt: '2026-11-01T02:40:00.000Z',
    submittedAt: null,
  },
  {
    id: 2,
    roundId: 1,
    ownerId: 1,
    title: { ko: '새벽 추격', en: 'Dawn Chase' },
    logline: {
      ko: '새벽 네 시, 택시 기사가 우연히 태운 승객이 사라진 증인이었다.',
      en: 'At four in the morning a taxi driver picks up a passenger who turns out to be a missing witness.',
    },
    genre: 'thriller',
    stage: 'post_production',
    runtimeMinutes: 112,
    director: '박서진',
    producer: '오민재',
    company: '새벽필름',
    music: music(24, [1, 3, 4], [1, 2], '편집본에는 신시사이저 펄스 위주의 임시 음악이 들어가 있습니다. / The cut uses synth-pulse temp music.', '20m_50m_krw'),
    musicDeadline: '2027-05-15',
    status: 'submitted',
    decision: null,
    createdAt: '2026-10-31T16:05:00.000Z',
    updatedAt: '2026-11-01T01:20:00.000Z',
    submittedAt: '2026-11-01T01:20:00.000Z',
  },
  {
    id: 3,
    roundId: 1,
    ownerId: 10,
    title: { ko: '빗소리 정류장', en: 'The Rain Stop' },
    logline: {
      ko: '비 오는 날에만 나타나는 버스 정류장에서 만난 두 사람의 이야기.',
      en: 'Two strangers meet at a bus stop that appears only on rainy days.',
    },
    genre: 'romance',
    stage: 'production',
    runtimeMinutes: 96,
    director: '한지우',
    producer: '최유나',
    company: '정류장픽처스',
    music: music(15, [5, 13, 2], [], '', 'undisclosed'),
    musicDeadline: '2027-06-30',
    status: 'submitted',
    decision: null,
    createdAt: '2026-10-31T18:30:00.000Z',
    updatedAt: '2026-10-31T21:00:00.000Z',
    submittedAt: '2026-10-31T21:00:00.000Z',
  },
  {
    id: 4,
    roundId: 1,
    ownerId: 11,
    title: { ko: '북쪽 숲의 기록', en: 'Notes from the Northern Forest' },
    logline: {
      ko: '사라져 가는 원시림을 일 년 동안 기록한 다큐멘터리.',
      en: 'A documentary that follows a vanishing old-growth forest for one year.',
    },
    genre: 'documentary',
    stage: 'development',
    runtimeMinutes: 80,
    director: 'Mara Lindqvist',
    producer: '윤세아',
    company: 'Northwind Docs',
    music: music(10, [10, 9], [3]),
    musicDeadline: '2027-08-31',
    status: 'withdrawn',
    decision: null,
    createdAt: '2026-10-31T15:30:00.000Z',
    updatedAt: '2026-11-01T03:00:00.000Z',
    submittedAt: '2026-10-31T17:45:00.000Z',
  },
];

/**
 * A store written before film projects existed has none: it gets the seed's (those whose round and owner it
 * holds), as a fresh start would. Answers how many projects were added.
 */
export async function addSeedProjectsToStoreWithout(ctx: MockContext): Promise<number> {
  if (ctx.db.projects.all().length > 0) return 0;
  let added = 0;
  for (const project of SEED_PROJECTS) {
    const round = ctx.db.rounds.findFirst((q) => q.where({ id: project.roundId }));
    const owner = ctx.db.users.findFirst((q) => q.where({ id: project.ownerId }));
    if (!round || !owner) continue;
    await ctx.db.projects.create(structuredClone(project));
    added++;
  }
  return added;
}
