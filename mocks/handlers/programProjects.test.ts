import { describe, expect, it } from 'vitest';
import {
  closeRound,
  createProject,
  decideProjects,
  getProject,
  listMyProjects,
  listRoundProjects,
  resubmitProject,
  submitProject,
  updateProject,
  withdrawProject,
} from '../../src/lib/api/generated/sdk.gen';
import type { ProgramProjectInput } from '../../src/lib/api/generated/types.gen';
import { useTestApi } from '../testing/useTestApi';

const DAY = 24 * 3600_000;

const complete: ProgramProjectInput = {
  title: { ko: '  겨울 항구  ', en: 'Winter Harbour' },
  logline: { ko: '항구 마을의 마지막 겨울.', en: "A harbour town's last winter." },
  genre: 'drama',
  stage: 'post_production',
  runtimeMinutes: 104,
  director: '김하늘',
  producer: '이도현',
  company: '파도필름',
  music: { cueCount: 18, moodKeywordIds: [2, 9], referenceTrackIds: [1, 2], tempTrack: 'Piano and strings.', budget: '5m_20m_krw' },
  musicDeadline: '2027-04-30',
};
const titlesOnly: ProgramProjectInput = { title: { ko: '새 프로젝트', en: 'A New Project' } };

describe('film projects of the matching program', () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const listenerEmail = (userId: number) => api().provider.ctx.db.users.findFirst((q) => q.where({ id: userId }))!.email;

  it('asks anonymous callers to log in', async () => {
    const client = api().anonymous;
    expect((await listMyProjects({ client })).error).toMatchObject({ status: 401 });
    expect((await createProject({ client, body: titlesOnly })).error).toMatchObject({ status: 401 });
    expect((await getProject({ client, path: { projectId: 2 } })).error).toMatchObject({ status: 401 });
    expect((await listRoundProjects({ client, query: { roundId: 1 } })).error).toMatchObject({ status: 401 });
    expect((await decideProjects({ client, body: { projectIds: [2], decision: 'selected' } })).error).toMatchObject({ status: 401 });
  });

  it('lets a general user start a draft with only its titles in the open round; musicians and the office may not', async () => {
    const user = await api().clientFor('user@cue.test');
    const created = await createProject({ client: user, body: titlesOnly });
    expect(created.response!.status).toBe(201);
    expect(created.data!.data).toMatchObject({
      roundId: 1,
      owner: { userId: 1 },
      title: { ko: '새 프로젝트', en: 'A New Project' },
      logline: { ko: '', en: '' },
      genre: null,
      music: { cueCount: null, moodKeywordIds: [], referenceTrackIds: [], tempTrack: '', budget: null },
      status: 'draft',
      decision: null,
      submittedAt: null,
    });
    expect((await listMyProjects({ client: user })).data!.data.map((project) => project.projectId)).toEqual([6, 1, 2, 5]);
    for (const email of ['musician@cue.test', 'admin@cue.test']) {
      const client = await api().clientFor(email);
      expect((await createProject({ client, body: titlesOnly })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await listMyProjects({ client })).data!.data).toEqual([]);
    }
  });

  it("keeps a project its owner's: anyone else gets 404, the office sees it once submitted and may not change it", async () => {
    const other = await api().clientFor(listenerEmail(10));
    const musician = await api().clientFor('musician@cue.test');
    const office = await api().clientFor('admin@cue.test');
    for (const client of [other, musician]) {
      for (const projectId of [1, 2, 999]) expect((await getProject({ client, path: { projectId } })).error).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND' });
      expect((await updateProject({ client, path: { projectId: 2 }, body: complete })).error).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND' });
      expect((await withdrawProject({ client, path: { projectId: 2 } })).error).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND' });
    }
    expect((await getProject({ client: office, path: { projectId: 1 } })).error).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND' });
    expect((await getProject({ client: office, path: { projectId: 2 } })).data!.data).toMatchObject({ status: 'submitted', owner: { userId: 1, nickname: '영화좋아' } });
    expect((await updateProject({ client: office, path: { projectId: 2 }, body: complete })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await withdrawProject({ client: office, path: { projectId: 2 } })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await listRoundProjects({ client: other, query: { roundId: 1 } })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await decideProjects({ client: musician, body: { projectIds: [2], decision: 'selected' } })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('refuses each broken field, naming it: schema limits 400, unknown references 422', async () => {
    const user = await api().clientFor('user@cue.test');
    const music = complete.music!;
    const refused: Array<[ProgramProjectInput, number, string, string]> = [
      [{ title: { ko: '', en: 'Title' } }, 400, 'INVALID_REQUEST', 'title.ko'],
      [{ title: { ko: '제목', en: '\u200b' } }, 400, 'INVALID_REQUEST', 'title.en'],
      [{ title: { ko: '제목', en: 'x'.repeat(121) } }, 400, 'INVALID_REQUEST', 'title.en'],
      [{ ...complete, logline: { ko: 'x'.repeat(501), en: '' } }, 400, 'INVALID_REQUEST', 'logline.ko'],
      [{ ...complete, runtimeMinutes: 601 }, 400, 'INVALID_REQUEST', 'runtimeMinutes'],
      [{ ...complete, director: 'x'.repeat(101) }, 400, 'INVALID_REQUEST', 'director'],
      [{ ...complete, music: { ...music, cueCount: 0 } }, 400, 'INVALID_REQUEST', 'music.cueCount'],
      [{ ...complete, music: { ...music, moodKeywordIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] } }, 400, 'INVALID_REQUEST', 'music.moodKeywordIds'],
      [{ ...complete, music: { ...music, moodKeywordIds: [3, 3] } }, 400, 'INVALID_REQUEST', 'music.moodKeywordIds'],
      [{ ...complete, music: { ...music, referenceTrackIds: [1, 2, 3, 4, 5, 6] } }, 400, 'INVALID_REQUEST', 'music.referenceTrackIds'],
      [{ ...complete, music: { ...music, tempTrack: 'x'.repeat(1001) } }, 400, 'INVALID_REQUEST', 'music.tempTrack'],
      [{ ...complete, music: { ...music, referenceTrackIds: [1, 99999] } }, 422, 'PROJECT_REFERENCE_UNKNOWN', 'music.referenceTrackIds'],
      [{ ...complete, music: { ...music, moodKeywordIds: [999] } }, 422, 'PROJECT_REFERENCE_UNKNOWN', 'music.moodKeywordIds'],
    ];
    for (const [body, status, code, field] of refused) {
      const answer = await createProject({ client: user, body });
      expect(answer.error, field).toMatchObject({ status, code });
      expect(answer.error!.fieldErrors!.map((error) => error.field)).toContain(field);
    }
    expect(api().provider.ctx.db.projects.all()).toHaveLength(5);
    // Five reference tracks are the most a project takes.
    const five = await createProject({ client: user, body: { ...complete, music: { ...music, referenceTrackIds: [1, 2, 3, 4, 5] } } });
    expect(five.data!.data.music.referenceTrackIds).toEqual([1, 2, 3, 4, 5]);
  });

  it('submits only a complete project, naming each missing field; a submitted one stays complete; withdraw and resubmit', async () => {
    const user = await api().clientFor('user@cue.test');
    const projectId = (await createProject({ client: user, body: titlesOnly })).data!.data.projectId;
    const incomplete = await submitProject({ client: user, path: { projectId } });
    expect(incomplete.error).toMatchObject({ status: 422, code: 'PROJECT_INCOMPLETE' });
    expect(incomplete.error!.fieldErrors!.map(({ field, code }) => `${field} ${code}`)).toEqual([
      'logline.ko required',
      'logline.en required',
      'genre required',
      'stage required',
      'runtimeMinutes required',
      'director required',
      'producer required',
      'company required',
      'music.cueCount required',
      'musicDeadline required',
    ]);
    const past = await updateProject({ client: user, path: { projectId }, body: { ...complete, musicDeadline: '2026-10-01' } });
    expect(past.data!.data.status).toBe('draft');
    expect((await submitProject({ client: user, path: { projectId } })).error!.fieldErrors).toEqual([
      { field: 'musicDeadline', code: 'in_past', message: 'The music deadline has passed.' },
    ]);
    await updateProject({ client: user, path: { projectId }, body: complete });
    api().clock.advance(DAY);
    const submitted = (await submitProject({ client: user, path: { projectId } })).data!.data;
    expect(submitted).toMatchObject({ status: 'submitted', title: { ko: '겨울 항구' }, submittedAt: new Date(api().clock.now()).toISOString() });
    expect((await submitProject({ client: user, path: { projectId } })).error).toMatchObject({ status: 409, code: 'PROJECT_STATUS_CONFLICT' });
    const emptied = await updateProject({ client: user, path: { projectId }, body: { ...complete, director: ' ' } });
    expect(emptied.error).toMatchObject({ status: 422, code: 'PROJECT_INCOMPLETE', fieldErrors: [{ field: 'director', code: 'required' }] });
    expect((await updateProject({ client: user, path: { projectId }, body: { ...complete, runtimeMinutes: 99 } })).data!.data.runtimeMinutes).toBe(99);

    expect((await withdrawProject({ client: user, path: { projectId } })).data!.data.status).toBe('withdrawn');
    expect((await updateProject({ client: user, path: { projectId }, body: complete })).error).toMatchObject({ status: 409, code: 'PROJECT_STATUS_CONFLICT' });
    expect((await withdrawProject({ client: user, path: { projectId } })).error).toMatchObject({ status: 409, code: 'PROJECT_STATUS_CONFLICT' });
    expect((await resubmitProject({ client: user, path: { projectId } })).data!.data.status).toBe('submitted');
    expect((await resubmitProject({ client: user, path: { projectId: 1 } })).error).toMatchObject({ status: 409, code: 'PROJECT_STATUS_CONFLICT' });
  });

  it('takes nothing from owners once the project window has closed, and no new project without an open round', async () => {
    const user = await api().clientFor('user@cue.test');
    const office = await api().clientFor('admin@cue.test');
    api().clock.advance(95 * DAY);
    expect((await createProject({ client: user, body: titlesOnly })).error).toMatchObject({ status: 409, code: 'PROJECT_WINDOW_CLOSED' });
    expect((await updateProject({ client: user, path: { projectId: 1 }, body: titlesOnly })).error).toMatchObject({ status: 409, code: 'PROJECT_WINDOW_CLOSED' });
    expect((await submitProject({ client: user, path: { projectId: 1 } })).error).toMatchObject({ status: 409, code: 'PROJECT_WINDOW_CLOSED' });
    expect((await withdrawProject({ client: user, path: { projectId: 2 } })).error).toMatchObject({ status: 409, code: 'PROJECT_WINDOW_CLOSED' });
    const listener = await api().clientFor(listenerEmail(11));
    expect((await resubmitProject({ client: listener, path: { projectId: 4 } })).error).toMatchObject({ status: 409, code: 'PROJECT_WINDOW_CLOSED' });
    // The office still decides after the window.
    expect((await decideProjects({ client: office, body: { projectIds: [2], decision: 'selected' } })).data!.data[0]!.status).toBe('selected');
    await closeRound({ client: office, path: { roundId: 1 } });
    expect((await createProject({ client: user, body: titlesOnly })).error).toMatchObject({ status: 409, code: 'ROUND_NOT_OPEN' });
  });

  it("lists a round's submitted projects for the office in order of submission, filtered by status, genre, stage and words", async () => {
    const office = await api().clientFor('admin@cue.test');
    const ids = async (query: Parameters<typeof listRoundProjects>[0]['query']) =>
      (await listRoundProjects({ client: office, query })).data!.data.map((project) => project.projectId);
    expect(await ids({ roundId: 1 })).toEqual([4, 3, 2]);
    expect(await ids({ roundId: 1, status: 'submitted' })).toEqual([3, 2]);
    expect(await ids({ roundId: 1, genre: 'thriller' })).toEqual([2]);
    expect(await ids({ roundId: 1, stage: 'development' })).toEqual([4]);
    expect(await ids({ roundId: 1, q: 'TAXI driver' })).toEqual([2]);
    expect(await ids({ roundId: 1, q: '정류장' })).toEqual([3]);
    expect(await ids({ roundId: 1, q: 'taxi rain' })).toEqual([]);
    expect((await listRoundProjects({ client: office, query: { roundId: 99 } })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
  });

  it('decides projects in bulk with reasons, all or nothing, hidden from the owner until the announcement', async () => {
    const office = await api().clientFor('admin@cue.test');
    const owner = await api().clientFor('user@cue.test');
    const decide = (body: Parameters<typeof decideProjects>[0]['body']) => decideProjects({ client: office, body });
    const fields = async (body: Parameters<typeof decideProjects>[0]['body']) => {
      const answer = await decide(body);
      expect(answer.error).toMatchObject({ status: 422, code: 'DECISION_REASON_INVALID' });
      return answer.error!.fieldErrors!.map(({ field, code }) => `${field} ${code}`);
    };
    expect(await fields({ projectIds: [2, 3], decision: 'not_selected' })).toEqual(['reasonCode required']);
    expect(await fields({ projectIds: [2], decision: 'not_selected', reasonCode: 'OTHER', note: '  ' })).toEqual(['note required']);
    expect(await fields({ projectIds: [2], decision: 'selected', reasonCode: 'GENRE_FIT' })).toEqual(['reasonCode not_allowed']);
    expect((await decide({ projectIds: [2], decision: 'selected', note: 'x'.repeat(501) })).error).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect((await decide({ projectIds: [2, 4], decision: 'selected' })).error).toMatchObject({ status: 409, code: 'PROJECT_STATUS_CONFLICT' });
    expect((await decide({ projectIds: [2, 1], decision: 'selected' })).error).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND' });
    expect(
      api()
        .provider.ctx.db.projects.findMany((q) => q.where({ roundId: 1 }))
        .every((project) => project.decision === null),
    ).toBe(true);

    const rejected = await decide({ projectIds: [3, 2], decision: 'not_selected', reasonCode: 'PLACES_FILLED', note: '아쉽지만 자리가 찼습니다.' });
    expect(rejected.data!.data.map(({ projectId, status, decision }) => [projectId, status, decision?.reasonCode])).toEqual([
      [3, 'not_selected', 'PLACES_FILLED'],
      [2, 'not_selected', 'PLACES_FILLED'],
    ]);
    expect(rejected.data!.data[0]!.decision).toMatchObject({
      decision: 'not_selected',
      note: '아쉽지만 자리가 찼습니다.',
      decidedAt: new Date(api().clock.now()).toISOString(),
    });
    // Before the announcement the office changes its mind; the same decision twice is a conflict.
    expect((await decide({ projectIds: [2], decision: 'selected' })).data!.data[0]).toMatchObject({ status: 'selected', decision: { reasonCode: null } });
    expect((await decide({ projectIds: [2], decision: 'selected' })).error).toMatchObject({ status: 409, code: 'PROJECT_STATUS_CONFLICT' });

    // The owner sees neither the decision nor a hint of it, and can no longer withdraw or edit.
    expect((await getProject({ client: owner, path: { projectId: 2 } })).data!.data).toMatchObject({ status: 'submitted', decision: null });
    expect((await listMyProjects({ client: owner })).data!.data.find((project) => project.projectId === 2)).toMatchObject({ status: 'submitted', decision: null });
    expect((await withdrawProject({ client: owner, path: { projectId: 2 } })).error).toMatchObject({ status: 409, code: 'PROJECT_STATUS_CONFLICT' });
    expect((await updateProject({ client: owner, path: { projectId: 2 }, body: complete })).error).toMatchObject({ status: 409, code: 'PROJECT_STATUS_CONFLICT' });
    expect((await getProject({ client: office, path: { projectId: 2 } })).data!.data).toMatchObject({ status: 'selected', decision: { decision: 'selected' } });
  });
});
