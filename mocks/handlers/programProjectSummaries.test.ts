import { describe, expect, it } from 'vitest';
import { createRound, decideProjects, listRoundProjectSummaries } from '../../src/lib/api/generated/sdk.gen';
import { useTestApi } from '../testing/useTestApi';

const DAY = 24 * 3600_000;

describe("the round's film projects as composers see them", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });

  it('lists submitted projects to a musician in order of submission, by titles, logline, genre, stage and company, never a status', async () => {
    const musician = await api().clientFor('musician@cue.test');
    const { data } = await listRoundProjectSummaries({ client: musician, path: { roundId: 1 } });
    // Project 1 is a draft and project 4 withdrawn: neither is shown.
    expect(data!.data.map((project) => project.projectId)).toEqual([3, 2]);
    expect(data!.data[1]).toEqual({
      projectId: 2,
      title: { ko: '새벽 추격', en: 'Dawn Chase' },
      logline: expect.objectContaining({ en: expect.any(String) }),
      genre: 'thriller',
      stage: expect.any(String),
      company: expect.any(String),
    });
    for (const project of data!.data) {
      expect(project).not.toHaveProperty('status');
      expect(project).not.toHaveProperty('decision');
      expect(project).not.toHaveProperty('owner');
    }
  });

  it('keeps selected and not selected projects listed, so no decision shows through', async () => {
    const office = await api().clientFor('admin@cue.test');
    await decideProjects({ client: office, body: { projectIds: [2], decision: 'selected' } });
    await decideProjects({ client: office, body: { projectIds: [3], decision: 'not_selected', reasonCode: 'GENRE_FIT' } });
    const musician = await api().clientFor('musician@cue.test');
    const { data } = await listRoundProjectSummaries({ client: musician, path: { roundId: 1 } });
    expect(data!.data.map((project) => project.projectId)).toEqual([3, 2]);
  });

  it('is for musicians and the office: a general user 403 MUSICIAN_ONLY, anonymous 401', async () => {
    const user = await api().clientFor('user@cue.test');
    expect((await listRoundProjectSummaries({ client: user, path: { roundId: 1 } })).error).toMatchObject({ status: 403, code: 'MUSICIAN_ONLY' });
    expect((await listRoundProjectSummaries({ client: api().anonymous, path: { roundId: 1 } })).error).toMatchObject({ status: 401 });
    const office = await api().clientFor('admin@cue.test');
    expect((await listRoundProjectSummaries({ client: office, path: { roundId: 1 } })).data!.data).toHaveLength(2);
  });

  it('tells no such round, and a draft round to anyone but the office, as not found', async () => {
    const office = await api().clientFor('admin@cue.test');
    const at = (offset: number) => new Date(api().clock.now() + offset).toISOString();
    const draft = (
      await createRound({
        client: office,
        body: {
          name: { ko: '2027 매칭', en: '2027 Matching' },
          description: { ko: '두 번째 회차.', en: 'The second round.' },
          projectWindow: { opensAt: at(DAY), closesAt: at(10 * DAY) },
          composerWindow: { opensAt: at(2 * DAY), closesAt: at(20 * DAY) },
          projectPlaces: 10,
          composerPlaces: 30,
          meetingDays: [],
        },
      })
    ).data!.data.roundId;
    const musician = await api().clientFor('musician@cue.test');
    for (const roundId of [draft, 99]) {
      expect((await listRoundProjectSummaries({ client: musician, path: { roundId } })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
    }
    expect((await listRoundProjectSummaries({ client: office, path: { roundId: draft } })).data!.data).toEqual([]);
  });
});
