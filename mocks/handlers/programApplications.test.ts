import { describe, expect, it } from 'vitest';
import {
  closeRound,
  createApplication,
  createRound,
  decideApplications,
  decideMusicianAccount,
  decideProjects,
  deleteMusic,
  exportMyData,
  getApplication,
  getMyApplication,
  getProject,
  leaveAccount,
  listRoundApplications,
  openRound,
  resubmitApplication,
  updateApplication,
  withdrawApplication,
  withdrawProject,
} from '../../src/lib/api/generated/sdk.gen';
import type { ProgramApplicationInput } from '../../src/lib/api/generated/types.gen';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { useTestApi } from '../testing/useTestApi';

const DAY = 24 * 3600_000;

/** Dowon Lim (user 41, musician 3, track 6): an approved musician with a profile who has not applied. */
const COMPOSER = 'dowon.lim@example.com';
const application: ProgramApplicationInput = {
  statement: { ko: '  숲의 소리로 영화의 공기를 만듭니다.  ', en: '' },
  trackIds: [6],
  projectIds: [3, 2],
};

describe('composer applications of the matching program', () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;

  it('asks anonymous callers to log in', async () => {
    const client = api().anonymous;
    expect((await getMyApplication({ client })).error).toMatchObject({ status: 401 });
    expect((await createApplication({ client, body: application })).error).toMatchObject({ status: 401 });
    expect((await getApplication({ client, path: { applicationId: 1 } })).error).toMatchObject({ status: 401 });
    expect((await withdrawApplication({ client, path: { applicationId: 1 } })).error).toMatchObject({ status: 401 });
    expect((await listRoundApplications({ client, query: { roundId: 1 } })).error).toMatchObject({ status: 401 });
    expect((await decideApplications({ client, body: { applicationIds: [1], decision: 'selected' } })).error).toMatchObject({ status: 401 });
  });

  it('lets an approved musician with a profile apply once to the open round, with their own tracks and submitted projects', async () => {
    const composer = await api().clientFor(COMPOSER);
    expect((await getMyApplication({ client: composer })).data!.data).toBeNull();
    const created = await createApplication({ client: composer, body: application });
    expect(created.response!.status).toBe(201);
    const now = new Date(api().clock.now()).toISOString();
    expect(created.data!.data).toMatchObject({
      applicationId: 6,
      roundId: 1,
      composer: { userId: 41, musicianId: 3, name: { ko: '임도원', en: 'Dowon Lim' }, nickname: 'dowonl' },
      statement: { ko: '숲의 소리로 영화의 공기를 만듭니다.', en: '' },
      projects: [
        { projectId: 3, title: { ko: '빗소리 정류장', en: 'The Rain Stop' } },
        { projectId: 2, title: { ko: '새벽 추격', en: 'Dawn Chase' } },
      ],
      status: 'submitted',
      decision: null,
      createdAt: now,
      submittedAt: now,
    });
    // The tracks are the catalogue's own view of them, playable in place.
    expect(created.data!.data.tracks).toEqual([expect.objectContaining({ musicFileId: 6, musician: { musicianId: 3, name: { ko: '임도원', en: 'Dowon Lim' } } })]);
    expect(created.data!.data.tracks[0]!.audioUrl).toMatch(/^\/api\/v1\/files\//);
    expect((await getMyApplication({ client: composer })).data!.data).toMatchObject({ applicationId: 6 });
    expect((await getMyApplication({ client: composer, query: { roundId: 1 } })).data!.data).toMatchObject({ applicationId: 6 });
    expect((await getMyApplication({ client: composer, query: { roundId: 99 } })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });

    // One application per round, even a withdrawn one (it is resubmitted instead).
    expect((await createApplication({ client: composer, body: application })).error).toMatchObject({ status: 409, code: 'APPLICATION_EXISTS' });
    const withdrawnComposer = await api().clientFor('gangu.kim@example.com');
    expect((await getMyApplication({ client: withdrawnComposer })).data!.data).toMatchObject({ applicationId: 3, status: 'withdrawn' });
    expect((await createApplication({ client: withdrawnComposer, body: { ...application, trackIds: [8] } })).error).toMatchObject({
      status: 409,
      code: 'APPLICATION_EXISTS',
    });
  });

  it('takes applications from musicians only: general users and the office 403, no profile 409, no approval no session', async () => {
    for (const email of ['user@cue.test', 'admin@cue.test']) {
      const client = await api().clientFor(email);
      expect((await createApplication({ client, body: application })).error).toMatchObject({ status: 403, code: 'MUSICIAN_ONLY' });
      expect((await getMyApplication({ client })).data!.data).toBeNull();
    }
    const unregistered = await api().clientFor('newmusician@cue.test');
    expect((await createApplication({ client: unregistered, body: application })).error).toMatchObject({ status: 409, code: 'MUSICIAN_PROFILE_NOT_REGISTERED' });
    // Approval is checked with every session: a revoked musician's session ends, so they cannot apply at all.
    const composer = await api().clientFor(COMPOSER);
    const office = await api().clientFor('admin@cue.test');
    await decideMusicianAccount({ client: office, path: { userId: 41 }, body: { action: 'revoke', reason: 'TERMS_VIOLATION' } });
    expect((await createApplication({ client: composer, body: application })).error).toMatchObject({ status: 401 });
    expect(db().applications.all()).toHaveLength(5);
  });

  it("keeps an application its composer's and the office's: anyone else gets 404, the office may not change it", async () => {
    const office = await api().clientFor('admin@cue.test');
    const musician = await api().clientFor('musician@cue.test');
    for (const email of ['user@cue.test', COMPOSER]) {
      const client = await api().clientFor(email);
      for (const applicationId of [1, 2, 999]) {
        expect((await getApplication({ client, path: { applicationId } })).error).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
      }
      expect((await updateApplication({ client, path: { applicationId: 1 }, body: application })).error).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
      expect((await withdrawApplication({ client, path: { applicationId: 1 } })).error).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
      expect((await resubmitApplication({ client, path: { applicationId: 3 } })).error).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
      expect((await listRoundApplications({ client, query: { roundId: 1 } })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await decideApplications({ client, body: { applicationIds: [1], decision: 'selected' } })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect((await getApplication({ client: musician, path: { applicationId: 1 } })).data!.data).toMatchObject({ composer: { userId: 2, nickname: '한도윤' } });
    expect((await getApplication({ client: office, path: { applicationId: 3 } })).data!.data).toMatchObject({ status: 'withdrawn', composer: { userId: 43 } });
    expect((await updateApplication({ client: office, path: { applicationId: 1 }, body: application })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await withdrawApplication({ client: office, path: { applicationId: 1 } })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('refuses each broken field, naming it: schema limits 400, tracks not their own and projects not open to composers 422', async () => {
    const composer = await api().clientFor(COMPOSER);
    const refused: Array<[ProgramApplicationInput, number, string, string]> = [
      [{ ...application, statement: { ko: ' \u200b ', en: '\n' } }, 400, 'INVALID_REQUEST', 'statement'],
      [{ ...application, statement: { ko: 'x'.repeat(1001), en: '' } }, 400, 'INVALID_REQUEST', 'statement.ko'],
      [{ ...application, statement: { ko: '', en: 'x'.repeat(1001) } }, 400, 'INVALID_REQUEST', 'statement.en'],
      [{ ...application, trackIds: [] }, 400, 'INVALID_REQUEST', 'trackIds'],
      [{ ...application, trackIds: [6, 6] }, 400, 'INVALID_REQUEST', 'trackIds'],
      [{ ...application, trackIds: [6, 1, 2, 3] }, 400, 'INVALID_REQUEST', 'trackIds'],
      [{ ...application, projectIds: [2, 2] }, 400, 'INVALID_REQUEST', 'projectIds'],
      [{ ...application, projectIds: [1, 2, 3, 4, 5, 6] }, 400, 'INVALID_REQUEST', 'projectIds'],
      // Another musician's track, and one that does not exist.
      [{ ...application, trackIds: [6, 1] }, 422, 'APPLICATION_REFERENCE_UNKNOWN', 'trackIds'],
      [{ ...application, trackIds: [99999] }, 422, 'APPLICATION_REFERENCE_UNKNOWN', 'trackIds'],
      // A draft (1), a withdrawn project (4) and no project at all.
      [{ ...application, projectIds: [1] }, 422, 'APPLICATION_REFERENCE_UNKNOWN', 'projectIds'],
      [{ ...application, projectIds: [4] }, 422, 'APPLICATION_REFERENCE_UNKNOWN', 'projectIds'],
      [{ ...application, projectIds: [999] }, 422, 'APPLICATION_REFERENCE_UNKNOWN', 'projectIds'],
    ];
    for (const [body, status, code, field] of refused) {
      const answer = await createApplication({ client: composer, body });
      expect(answer.error, field).toMatchObject({ status, code });
      expect(answer.error!.fieldErrors!.map((error) => error.field)).toContain(field);
    }
    expect(db().applications.all()).toHaveLength(5);
    // English alone is enough, three tracks are the most, and no project at all is fine.
    const ujin = await api().clientFor('ujin.yoo@example.com');
    await withdrawApplication({ client: ujin, path: { applicationId: 2 } });
    const three = await updateApplication({ client: ujin, path: { applicationId: 2 }, body: { statement: { ko: '', en: 'Piano first.' }, trackIds: [5, 3, 4] } });
    expect(three.error).toMatchObject({ status: 409, code: 'APPLICATION_STATUS_CONFLICT' });
    await resubmitApplication({ client: ujin, path: { applicationId: 2 } });
    const saved = (await updateApplication({ client: ujin, path: { applicationId: 2 }, body: { statement: { ko: '', en: 'Piano first.' }, trackIds: [5, 3, 4] } })).data!
      .data;
    expect(saved.tracks.map((track) => track.musicFileId)).toEqual([5, 3, 4]);
    expect(saved).toMatchObject({ statement: { ko: '', en: 'Piano first.' }, projects: [], status: 'submitted' });
    // A project the office has not selected is still one to choose until the announcement: the answer gives no decision away.
    const office = await api().clientFor('admin@cue.test');
    await decideProjects({ client: office, body: { projectIds: [3], decision: 'not_selected', reasonCode: 'GENRE_FIT' } });
    expect((await createApplication({ client: composer, body: application })).data!.data.projects.map((project) => project.projectId)).toEqual([3, 2]);
  });

  it('withdraws and resubmits, counting from the latest submission; edits only a submitted application', async () => {
    const musician = await api().clientFor('musician@cue.test');
    expect((await resubmitApplication({ client: musician, path: { applicationId: 1 } })).error).toMatchObject({ status: 409, code: 'APPLICATION_STATUS_CONFLICT' });
    expect((await withdrawApplication({ client: musician, path: { applicationId: 1 } })).data!.data.status).toBe('withdrawn');
    expect((await withdrawApplication({ client: musician, path: { applicationId: 1 } })).error).toMatchObject({ status: 409, code: 'APPLICATION_STATUS_CONFLICT' });
    expect((await updateApplication({ client: musician, path: { applicationId: 1 }, body: { ...application, trackIds: [2] } })).error).toMatchObject({
      status: 409,
      code: 'APPLICATION_STATUS_CONFLICT',
    });
    api().clock.advance(DAY);
    const again = (await resubmitApplication({ client: musician, path: { applicationId: 1 } })).data!.data;
    expect(again).toMatchObject({ status: 'submitted', submittedAt: new Date(api().clock.now()).toISOString() });
    const office = await api().clientFor('admin@cue.test');
    expect((await listRoundApplications({ client: office, query: { roundId: 1 } })).data!.data.map((one) => one.applicationId)).toEqual([2, 3, 1]);

    // A track the composer deletes leaves the application; a project withdrawn since is not shown.
    expect((await deleteMusic({ client: musician, path: { musicFileId: 1 } })).data!.data).toBe(true);
    expect(db().applications.findFirst((q) => q.where({ id: 1 }))!.trackIds).toEqual([2]);
    expect(db().projects.findFirst((q) => q.where({ id: 2 }))!.music.referenceTrackIds).toEqual([2]);
    const owner = await api().clientFor('user@cue.test');
    await withdrawProject({ client: owner, path: { projectId: 2 } });
    const shown = (await getApplication({ client: musician, path: { applicationId: 1 } })).data!.data;
    expect([shown.tracks.map((track) => track.musicFileId), shown.projects]).toEqual([[2], []]);
  });

  it('takes nothing from composers outside the composer window, and no new application without an open round', async () => {
    const composer = await api().clientFor(COMPOSER);
    const musician = await api().clientFor('musician@cue.test');
    const office = await api().clientFor('admin@cue.test');
    api().clock.advance(106 * DAY);
    expect((await createApplication({ client: composer, body: { ...application, projectIds: [] } })).error).toMatchObject({
      status: 409,
      code: 'COMPOSER_WINDOW_CLOSED',
    });
    expect((await updateApplication({ client: musician, path: { applicationId: 1 }, body: application })).error).toMatchObject({
      status: 409,
      code: 'COMPOSER_WINDOW_CLOSED',
    });
    expect((await withdrawApplication({ client: musician, path: { applicationId: 1 } })).error).toMatchObject({ status: 409, code: 'COMPOSER_WINDOW_CLOSED' });
    const gangu = await api().clientFor('gangu.kim@example.com');
    expect((await resubmitApplication({ client: gangu, path: { applicationId: 3 } })).error).toMatchObject({ status: 409, code: 'COMPOSER_WINDOW_CLOSED' });
    // The office still decides after the window.
    expect((await decideApplications({ client: office, body: { applicationIds: [1], decision: 'selected' } })).data!.data[0]!.status).toBe('selected');

    await closeRound({ client: office, path: { roundId: 1 } });
    expect((await createApplication({ client: composer, body: application })).error).toMatchObject({ status: 409, code: 'ROUND_NOT_OPEN' });
    expect((await getMyApplication({ client: musician })).data!.data).toBeNull();
    expect((await getMyApplication({ client: musician, query: { roundId: 1 } })).data!.data).toMatchObject({ applicationId: 1, status: 'submitted' });

    // A new round whose composer window opens in two days: not yet.
    const at = (offset: number) => new Date(api().clock.now() + offset).toISOString();
    const roundId = (
      await createRound({
        client: office,
        body: {
          name: { ko: '2027 매칭', en: '2027 Matching' },
          description: { ko: '두 번째 회차.', en: 'The second round.' },
          projectWindow: { opensAt: at(-DAY), closesAt: at(10 * DAY) },
          composerWindow: { opensAt: at(2 * DAY), closesAt: at(20 * DAY) },
          projectPlaces: 10,
          composerPlaces: 30,
          meetingDays: [new Date(api().clock.now() + 30 * DAY).toISOString().slice(0, 10)],
        },
      })
    ).data!.data.roundId;
    await openRound({ client: office, path: { roundId } });
    const body = { ...application, projectIds: [] };
    expect((await createApplication({ client: composer, body })).error).toMatchObject({ status: 409, code: 'COMPOSER_WINDOW_CLOSED' });
    api().clock.advance(2 * DAY);
    expect((await createApplication({ client: musician, body: { ...body, trackIds: [2] } })).data!.data).toMatchObject({ roundId, status: 'submitted' });
    // Projects of another round are not this round's.
    expect((await createApplication({ client: composer, body: { ...body, projectIds: [3] } })).error).toMatchObject({
      status: 422,
      code: 'APPLICATION_REFERENCE_UNKNOWN',
    });
  });

  it("lists a round's applications for the office in order of submission, filtered by status, genre and words", async () => {
    const office = await api().clientFor('admin@cue.test');
    const listed = (await listRoundApplications({ client: office, query: { roundId: 1 } })).data!.data;
    expect(listed.map((one) => one.applicationId)).toEqual([2, 3, 1]);
    expect(listed[0]!.tracks.map((track) => track.musicFileId)).toEqual([4, 3, 5]);
    expect(listed[2]).toMatchObject({ composer: { musicianId: 1, name: { en: 'Doyun Han' } }, projects: [{ projectId: 2, title: { en: 'Dawn Chase' } }] });
    const ids = async (query: Parameters<typeof listRoundApplications>[0]['query']) =>
      (await listRoundApplications({ client: office, query })).data!.data.map((one) => one.applicationId);
    expect(await ids({ roundId: 1, status: 'withdrawn' })).toEqual([3]);
    expect(await ids({ roundId: 1, q: 'doyun' })).toEqual([1]);
    expect(await ids({ roundId: 1, q: '우진노트' })).toEqual([2]);
    expect(await ids({ roundId: 1, q: 'RAIN waiting' })).toEqual([2]);
    expect(await ids({ roundId: 1, q: '항해' })).toEqual([3]);
    expect(await ids({ roundId: 1, q: 'rain thriller' })).toEqual([]);
    // Words of a chosen track's genre or keyword labels, and a genre of a chosen track.
    const track = listed[1]!.tracks[0]!;
    expect(await ids({ roundId: 1, q: track.genre.label.en })).toContain(3);
    expect(await ids({ roundId: 1, genreId: track.genre.genreId })).toContain(3);
    expect(await ids({ roundId: 1, genreId: 999 })).toEqual([]);
    expect((await listRoundApplications({ client: office, query: { roundId: 99 } })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
  });

  it('decides applications in bulk with reasons, all or nothing, hidden from the composer until the announcement', async () => {
    const office = await api().clientFor('admin@cue.test');
    const composer = await api().clientFor('musician@cue.test');
    const decide = (body: Parameters<typeof decideApplications>[0]['body']) => decideApplications({ client: office, body });
    const fields = async (body: Parameters<typeof decideApplications>[0]['body']) => {
      const answer = await decide(body);
      expect(answer.error).toMatchObject({ status: 422, code: 'DECISION_REASON_INVALID' });
      return answer.error!.fieldErrors!.map(({ field, code }) => `${field} ${code}`);
    };
    expect(await fields({ applicationIds: [1, 2], decision: 'not_selected' })).toEqual(['reasonCode required']);
    expect(await fields({ applicationIds: [1], decision: 'not_selected', reasonCode: 'OTHER', note: '  ' })).toEqual(['note required']);
    expect(await fields({ applicationIds: [1], decision: 'selected', reasonCode: 'GENRE_FIT' })).toEqual(['reasonCode not_allowed']);
    expect((await decide({ applicationIds: [1, 1], decision: 'selected' })).error).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect((await decide({ applicationIds: [1], decision: 'selected', note: 'x'.repeat(501) })).error).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect((await decide({ applicationIds: [1, 3], decision: 'selected' })).error).toMatchObject({ status: 409, code: 'APPLICATION_STATUS_CONFLICT' });
    expect((await decide({ applicationIds: [1, 99], decision: 'selected' })).error).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
    expect(
      db()
        .applications.findMany((q) => q.where({ roundId: 1 }))
        .every((one) => one.decision === null),
    ).toBe(true);

    const rejected = await decide({ applicationIds: [2, 1], decision: 'not_selected', reasonCode: 'PLACES_FILLED', note: '아쉽지만 자리가 찼습니다.' });
    expect(rejected.data!.data.map(({ applicationId, status, decision }) => [applicationId, status, decision?.reasonCode])).toEqual([
      [2, 'not_selected', 'PLACES_FILLED'],
      [1, 'not_selected', 'PLACES_FILLED'],
    ]);
    expect(rejected.data!.data[0]!.decision).toEqual({
      decision: 'not_selected',
      reasonCode: 'PLACES_FILLED',
      note: '아쉽지만 자리가 찼습니다.',
      decidedAt: new Date(api().clock.now()).toISOString(),
    });
    // Before the announcement the office changes its mind; the same decision twice is a conflict.
    expect((await decide({ applicationIds: [1], decision: 'selected' })).data!.data[0]).toMatchObject({ status: 'selected', decision: { reasonCode: null } });
    expect((await decide({ applicationIds: [1], decision: 'selected' })).error).toMatchObject({ status: 409, code: 'APPLICATION_STATUS_CONFLICT' });

    // The composer sees neither the decision nor a hint of it, and can no longer withdraw or edit.
    expect((await getApplication({ client: composer, path: { applicationId: 1 } })).data!.data).toMatchObject({ status: 'submitted', decision: null });
    expect((await getMyApplication({ client: composer })).data!.data).toMatchObject({ status: 'submitted', decision: null });
    expect((await withdrawApplication({ client: composer, path: { applicationId: 1 } })).error).toMatchObject({ status: 409, code: 'APPLICATION_STATUS_CONFLICT' });
    expect((await updateApplication({ client: composer, path: { applicationId: 1 }, body: { ...application, trackIds: [2] } })).error).toMatchObject({
      status: 409,
      code: 'APPLICATION_STATUS_CONFLICT',
    });
    expect((await exportMyData({ client: composer })).data!.data.programApplications.filter((one) => one.roundId === 1)).toEqual([
      expect.objectContaining({ applicationId: 1, status: 'submitted', decision: null }),
    ]);
    expect((await getApplication({ client: office, path: { applicationId: 1 } })).data!.data).toMatchObject({ status: 'selected', decision: { decision: 'selected' } });
  });

  it("exports a user's projects and application with their data, and erases them when the user leaves", async () => {
    const production = await api().clientFor('user@cue.test');
    const composer = await api().clientFor('musician@cue.test');
    const productionData = (await exportMyData({ client: production })).data!.data;
    expect(productionData.programProjects.map((project) => [project.projectId, project.status])).toEqual([
      [5, 'selected'],
      [2, 'submitted'],
      [1, 'draft'],
    ]);
    expect(productionData.programApplications).toEqual([]);
    const composerData = (await exportMyData({ client: composer })).data!.data;
    expect(composerData.programProjects).toEqual([]);
    expect(composerData.programApplications).toEqual([
      expect.objectContaining({ applicationId: 4, roundId: 2, status: 'selected' }),
      expect.objectContaining({
        applicationId: 1,
        statement: expect.objectContaining({ en: expect.stringContaining('thriller') }),
        projects: [expect.objectContaining({ projectId: 2 })],
      }),
    ]);

    // The production leaves: its projects go, and applications no longer name them.
    expect((await leaveAccount({ client: production, path: { userId: 1 }, body: { password: DEMO_PASSWORD } })).data?.data).toBe(true);
    expect(db().projects.findMany((q) => q.where({ ownerId: 1 }))).toEqual([]);
    expect(db().applications.findFirst((q) => q.where({ id: 1 }))!.projectIds).toEqual([]);
    const office = await api().clientFor('admin@cue.test');
    expect((await getProject({ client: office, path: { projectId: 2 } })).error).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND' });

    // The composer leaves: their application goes with their tracks.
    expect((await leaveAccount({ client: composer, path: { userId: 2 }, body: { password: DEMO_PASSWORD } })).data?.data).toBe(true);
    expect(db().applications.findMany((q) => q.where({ composerId: 2 }))).toEqual([]);
    expect((await getApplication({ client: office, path: { applicationId: 1 } })).error).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
    expect((await listRoundApplications({ client: office, query: { roundId: 1 } })).data!.data.map((one) => one.applicationId)).toEqual([2, 3]);
  });
});
