import { describe, expect, it } from 'vitest';
import {
  createAnswer,
  decideAnswer,
  exportMyData,
  getBrief,
  leaveAccount,
  listBriefAnswers,
  listBriefs,
  listMyAnswers,
  publishBrief,
  updateAnswer,
  withdrawAnswer,
} from '../../src/lib/api/generated/sdk.gen';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { useTestApi } from '../testing/useTestApi';

const DAY = 24 * 60 * 60_000;

/**
 * The seed's closed pilot round (round 2): user@cue.test's selected project 5 has brief 1 (deadline 2027-01-31);
 * musician@cue.test (user 2) and Ujin Yoo (user 40) are its selected composers; Ujin Yoo's answer 1 is shortlisted.
 */
describe('briefs and answers of the matching program', () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;
  const path = { briefId: 1 };
  const clients = async () => ({
    production: await api().clientFor('user@cue.test'),
    composer: await api().clientFor('musician@cue.test'),
    ujin: await api().clientFor('ujin.yoo@example.com'),
    outsider: await api().clientFor('newmusician@cue.test'),
    office: await api().clientFor('admin@cue.test'),
  });

  it("shows a brief to its production, the office and the round's selected composers only, each with what is theirs", async () => {
    const { production, composer, ujin, outsider, office } = await clients();
    expect((await listBriefs({ client: api().anonymous })).error).toMatchObject({ status: 401 });
    expect((await getBrief({ client: production, path })).data!.data).toMatchObject({
      project: { projectId: 5, title: { en: "The Lighthouse Keeper's Winter" } },
      music: { cueCount: 18 },
      moods: [expect.objectContaining({ keywordId: 2 }), expect.objectContaining({ keywordId: 5 })],
      referenceTracks: [expect.objectContaining({ musicFileId: 4 })],
      open: true,
      answerCount: 1,
      myAnswer: null,
    });
    expect((await getBrief({ client: office, path })).data!.data.answerCount).toBe(1);
    expect((await getBrief({ client: composer, path })).data!.data).toMatchObject({ answerCount: null, myAnswer: null });
    expect((await getBrief({ client: ujin, path })).data!.data.myAnswer).toMatchObject({ answerId: 1, status: 'shortlisted' });
    // Another approved composer, not selected in the round, learns nothing of it.
    expect((await listBriefs({ client: outsider })).data!.data).toEqual([]);
    expect((await getBrief({ client: outsider, path })).error).toMatchObject({ status: 404, code: 'BRIEF_NOT_FOUND' });
    expect((await listBriefAnswers({ client: outsider, path })).error).toMatchObject({ status: 404, code: 'BRIEF_NOT_FOUND' });
    // ...until the round opens its briefs to every approved composer.
    await db().rounds.update((q) => q.where({ id: 2 }), {
      data(round) {
        round.briefsOpenToAllComposers = true;
      },
    });
    expect((await listBriefs({ client: outsider })).data!.data.map((brief) => brief.briefId)).toEqual([1]);
    // The answers are the production's and the office's to read, not a composer's.
    expect((await listBriefAnswers({ client: production, path })).data!.data).toEqual([
      expect.objectContaining({
        answerId: 1,
        composer: expect.objectContaining({ userId: 40 }),
        tracks: [expect.objectContaining({ musicFileId: 4 }), expect.objectContaining({ musicFileId: 3 })],
      }),
    ]);
    expect((await listBriefAnswers({ client: office, path })).data!.data).toHaveLength(1);
    expect((await listBriefAnswers({ client: composer, path })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('takes one answer per composer with their own tracks until the deadline; edits and withdrawals are theirs', async () => {
    const { production, composer } = await clients();
    const body = { trackIds: [2, 1], note: '  바다 장면에 맞춰 보겠습니다.  ' };
    expect((await createAnswer({ client: composer, path, body: { trackIds: [1, 1], note: '' } })).error).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'trackIds', code: 'not_unique' })],
    });
    expect((await createAnswer({ client: composer, path, body: { trackIds: [1, 4], note: '' } })).error).toMatchObject({
      status: 422,
      code: 'ANSWER_REFERENCE_UNKNOWN',
      fieldErrors: [expect.objectContaining({ field: 'trackIds', code: 'unknown_track' })],
    });
    expect((await createAnswer({ client: composer, path, body: { trackIds: [1, 2, 1, 2], note: '' } })).error).toMatchObject({ status: 400 });
    expect((await createAnswer({ client: production, path, body })).error).toMatchObject({ status: 403, code: 'MUSICIAN_ONLY' });

    const created = await createAnswer({ client: composer, path, body });
    expect(created.response!.status).toBe(201);
    const answer = created.data!.data;
    expect(answer).toMatchObject({
      status: 'submitted',
      note: '바다 장면에 맞춰 보겠습니다.',
      tracks: [expect.objectContaining({ musicFileId: 2 }), expect.objectContaining({ musicFileId: 1 })],
    });
    expect((await createAnswer({ client: composer, path, body })).error).toMatchObject({ status: 409, code: 'ANSWER_EXISTS' });
    const answerPath = { answerId: answer.answerId };
    expect((await updateAnswer({ client: composer, path: answerPath, body: { trackIds: [1], note: '' } })).data!.data.tracks).toHaveLength(1);
    expect((await updateAnswer({ client: production, path: answerPath, body: { trackIds: [1], note: '' } })).error).toMatchObject({ status: 403 });
    expect((await getBrief({ client: production, path })).data!.data.answerCount).toBe(2);

    // Withdrawn, the production no longer sees it; the composer does, and may answer anew.
    expect((await withdrawAnswer({ client: composer, path: answerPath })).data!.data.status).toBe('withdrawn');
    expect((await listBriefAnswers({ client: production, path })).data!.data.map((one) => one.answerId)).toEqual([1]);
    expect((await listMyAnswers({ client: composer })).data!.data).toEqual([expect.objectContaining({ answerId: answer.answerId, status: 'withdrawn' })]);
    expect((await updateAnswer({ client: composer, path: answerPath, body })).error).toMatchObject({ status: 409, code: 'ANSWER_STATUS_CONFLICT' });
    expect((await createAnswer({ client: composer, path, body })).response!.status).toBe(201);
    expect((await listMyAnswers({ client: composer })).data!.data).toHaveLength(1);

    // After the deadline nothing changes on the composer's side.
    api().clock.advance(92 * DAY);
    const [latest] = (await listMyAnswers({ client: composer })).data!.data;
    expect((await getBrief({ client: composer, path })).data!.data.open).toBe(false);
    expect((await updateAnswer({ client: composer, path: { answerId: latest!.answerId }, body })).error).toMatchObject({ status: 409, code: 'BRIEF_CLOSED' });
    expect((await withdrawAnswer({ client: composer, path: { answerId: latest!.answerId } })).error).toMatchObject({ status: 409, code: 'BRIEF_CLOSED' });
    db().answers.delete(db().answers.findFirst((q) => q.where({ id: latest!.answerId }))!);
    expect((await createAnswer({ client: composer, path, body })).error).toMatchObject({ status: 409, code: 'BRIEF_CLOSED' });
  });

  it('lets the production shortlist or pass an answer with a reason the composer reads, and nobody else', async () => {
    const { production, composer, ujin, outsider } = await clients();
    const answerPath = { answerId: 1 };
    expect((await decideAnswer({ client: production, path: answerPath, body: { outcome: 'passed' } })).error).toMatchObject({
      status: 422,
      code: 'DECISION_REASON_INVALID',
    });
    expect((await decideAnswer({ client: production, path: answerPath, body: { outcome: 'passed', reasonCode: 'OTHER' } })).error).toMatchObject({
      status: 422,
      fieldErrors: [expect.objectContaining({ field: 'note' })],
    });
    expect((await decideAnswer({ client: production, path: answerPath, body: { outcome: 'shortlisted' } })).error).toMatchObject({
      status: 409,
      code: 'ANSWER_STATUS_CONFLICT',
    });
    expect((await decideAnswer({ client: ujin, path: answerPath, body: { outcome: 'shortlisted' } })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await decideAnswer({ client: composer, path: answerPath, body: { outcome: 'shortlisted' } })).error).toMatchObject({ status: 404, code: 'ANSWER_NOT_FOUND' });
    expect((await decideAnswer({ client: outsider, path: answerPath, body: { outcome: 'shortlisted' } })).error).toMatchObject({ status: 404 });

    const passed = await decideAnswer({
      client: production,
      path: answerPath,
      body: { outcome: 'passed', reasonCode: 'CHOSEN_ANOTHER', note: '다음 작품에서 뵙고 싶습니다.' },
    });
    expect(passed.data!.data).toMatchObject({ status: 'passed', passReason: 'CHOSEN_ANOTHER', passNote: '다음 작품에서 뵙고 싶습니다.' });
    expect((await listMyAnswers({ client: ujin })).data!.data).toEqual([
      expect.objectContaining({ status: 'passed', passReason: 'CHOSEN_ANOTHER', project: expect.objectContaining({ projectId: 5 }) }),
    ]);
    // The production may change its mind; a shortlist carries no reason.
    expect((await decideAnswer({ client: production, path: answerPath, body: { outcome: 'shortlisted', reasonCode: 'SOUND_FIT' } })).error).toMatchObject({
      status: 422,
    });
    expect((await decideAnswer({ client: production, path: answerPath, body: { outcome: 'shortlisted' } })).data!.data).toMatchObject({
      status: 'shortlisted',
      passReason: null,
      passNote: '',
    });
    // A shortlisted answer is no longer its composer's to edit.
    expect((await updateAnswer({ client: ujin, path: answerPath, body: { trackIds: [4], note: '' } })).error).toMatchObject({
      status: 409,
      code: 'ANSWER_STATUS_CONFLICT',
    });
  });

  it('publishes a brief for a selected, announced project only, with a deadline ahead and at most 180 days away', async () => {
    const { production, composer, office } = await clients();
    const now = api().clock.now();
    const at = (days: number) => new Date(now + days * DAY).toISOString();
    const projectPath = { projectId: 5 };
    expect((await publishBrief({ client: production, path: projectPath, body: { deadline: at(-1) } })).error).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'deadline', code: 'in_past' })],
    });
    expect((await publishBrief({ client: production, path: projectPath, body: { deadline: at(181) } })).error).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'deadline', code: 'too_far' })],
    });
    const changed = await publishBrief({ client: production, path: projectPath, body: { deadline: at(30), message: '  Cello welcome.  ' } });
    expect(changed.data!.data).toMatchObject({ briefId: 1, deadline: at(30), message: 'Cello welcome.', answerCount: 1 });
    expect(db().briefs.all()).toHaveLength(1);
    // A submitted project of the open round has no brief to publish; someone else's project is not found.
    expect((await publishBrief({ client: production, path: { projectId: 2 }, body: { deadline: at(30) } })).error).toMatchObject({
      status: 409,
      code: 'PROJECT_STATUS_CONFLICT',
    });
    for (const client of [composer, office])
      expect((await publishBrief({ client, path: projectPath, body: { deadline: at(30) } })).error).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND' });
  });

  it('exports a user’s briefs and answers with their data, and erases a leaving composer’s answers and a leaving production’s briefs', async () => {
    const { production, composer, ujin } = await clients();
    const productionData = (await exportMyData({ client: production })).data!.data;
    expect(productionData.programBriefs).toEqual([expect.objectContaining({ briefId: 1, answerCount: 1 })]);
    expect(productionData.programAnswers).toEqual([]);
    const ujinData = (await exportMyData({ client: ujin })).data!.data;
    expect(ujinData.programBriefs).toEqual([]);
    expect(ujinData.programAnswers).toEqual([expect.objectContaining({ answerId: 1, status: 'shortlisted' })]);
    expect((await leaveAccount({ client: ujin, path: { userId: 40 }, body: { password: DEMO_PASSWORD } })).data?.data).toBe(true);
    expect(db().answers.all()).toEqual([]);
    expect((await createAnswer({ client: composer, path, body: { trackIds: [1], note: '' } })).response!.status).toBe(201);
    expect((await leaveAccount({ client: production, path: { userId: 1 }, body: { password: DEMO_PASSWORD } })).data?.data).toBe(true);
    expect(db().briefs.all()).toEqual([]);
    expect(db().answers.all()).toEqual([]);
  });
});
