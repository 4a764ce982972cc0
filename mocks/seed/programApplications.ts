import type * as z from 'zod';
import type { MockContext } from '../context';
import type { applicationRecord } from '../db/schemas';

/** A plain record as the collection takes it (stored records are branded by @msw/data). */
type ApplicationRecord = z.infer<typeof applicationRecord>;

/**
 * The seed's composer applications to the open round (round 1), each by an approved musician with their own
 * tracks: the demo musician (`musician@cue.test`, user 2, musician 1) and Ujin Yoo (user 40, musician 2) have
 * submitted, Gangu Kim (user 43, musician 5) has withdrawn. The projects they are drawn to are the seed's
 * submitted ones (2 and 3). Fixed instants between the round's opening and the seed's reference time; no
 * decisions yet.
 */
export const SEED_APPLICATIONS: ApplicationRecord[] = [
  {
    id: 1,
    roundId: 1,
    composerId: 2,
    statement: {
      ko: '긴장감 있는 신시사이저와 현악을 섞어 장면의 속도를 만드는 작업을 좋아합니다. 추격과 침묵이 번갈아 오는 스릴러에 음악으로 함께하고 싶습니다.',
      en: 'I like building the pace of a scene from synthesisers and strings. I would love to score a thriller where chases and silences take turns.',
    },
    trackIds: [1, 2],
    projectIds: [2],
    status: 'submitted',
    decision: null,
    createdAt: '2026-11-01T04:10:00.000Z',
    updatedAt: '2026-11-01T05:25:00.000Z',
    submittedAt: '2026-11-01T04:10:00.000Z',
  },
  {
    id: 2,
    roundId: 1,
    composerId: 40,
    statement: {
      ko: '피아노와 작은 현악 앙상블로 인물의 감정을 따라가는 음악을 씁니다. 비와 기다림이 있는 로맨스라면 더없이 반갑습니다.',
      en: 'I write for piano and a small string ensemble, following what the characters feel. A romance about rain and waiting would be a joy.',
    },
    trackIds: [4, 3, 5],
    projectIds: [3],
    status: 'submitted',
    decision: null,
    createdAt: '2026-10-31T20:30:00.000Z',
    updatedAt: '2026-10-31T20:30:00.000Z',
    submittedAt: '2026-10-31T20:30:00.000Z',
  },
  {
    id: 3,
    roundId: 1,
    composerId: 43,
    statement: {
      ko: '바다와 항해를 주제로 한 관현악곡을 주로 써 왔습니다.',
      en: '',
    },
    trackIds: [8],
    projectIds: [],
    status: 'withdrawn',
    decision: null,
    createdAt: '2026-11-01T00:15:00.000Z',
    updatedAt: '2026-11-01T06:00:00.000Z',
    submittedAt: '2026-11-01T00:15:00.000Z',
  },
];

/**
 * A store written before composer applications existed has none: it gets the seed's (those whose round, composer
 * and tracks it holds, with the projects it still holds), as a fresh start would. Answers how many were added.
 */
export async function addSeedApplicationsToStoreWithout(ctx: MockContext): Promise<number> {
  if (ctx.db.applications.all().length > 0) return 0;
  let added = 0;
  for (const application of SEED_APPLICATIONS) {
    const round = ctx.db.rounds.findFirst((q) => q.where({ id: application.roundId }));
    const composer = ctx.db.users.findFirst((q) => q.where({ id: application.composerId }));
    const musician = ctx.db.musicians.findFirst((q) => q.where({ userId: application.composerId }));
    const ownTracks = application.trackIds.every((id) => ctx.db.music.findFirst((q) => q.where({ id }))?.musicianId === musician?.id);
    if (!round || composer?.status !== 'APPROVED' || !musician || !ownTracks) continue;
    const projectIds = application.projectIds.filter((id) => ctx.db.projects.findFirst((q) => q.where({ id }))?.roundId === application.roundId);
    await ctx.db.applications.create({ ...structuredClone(application), projectIds });
    added++;
  }
  return added;
}
