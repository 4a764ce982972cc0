import { describe, expect, it } from 'vitest';
import {
  changeMeetingRequest,
  createMeetingRequest,
  leaveAccount,
  listMeetingCounterparts,
  listMyMeetingRequests,
  listRoundMeetingRequests,
  rankMeetingRequests,
  updateMeetingSettings,
} from '../../src/lib/api/generated/sdk.gen';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { useTestApi } from '../testing/useTestApi';

/**
 * The seed's closed pilot round 2: user@cue.test (user 1) owns selected project 5; musician@cue.test (user 2) and
 * Ujin Yoo (user 40) are selected composers. Request 1 (project 5 asked Ujin Yoo) is accepted and ranked first on
 * both sides; request 2 (project 5 asked the demo musician) is pending, ranked second by the production. The
 * meeting days are 25-26 February 2027 (they end 26 February, 18:00 in Seoul); the limit is 8.
 */
describe('meeting requests of the matching program', () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;
  const emailOf = (userId: number) => db().users.findFirst((q) => q.where({ id: userId }))!.email;
  const mailsTo = (userId: number) => db().outbox.findMany((q) => q.where({ to: emailOf(userId) }));
  const round = { roundId: 2 };
  const MEETINGS_END = Date.parse('2027-02-26T09:00:00Z');
  const clients = async () => ({
    production: await api().clientFor('user@cue.test'),
    composer: await api().clientFor('musician@cue.test'),
    ujin: await api().clientFor('ujin.yoo@example.com'),
    outsider: await api().clientFor('newmusician@cue.test'),
    office: await api().clientFor('admin@cue.test'),
  });
  const ids = (list: { requestId: number }[] | undefined) => list?.map((request) => request.requestId);
  const setLimit = async (max: number) => {
    const office = await api().clientFor('admin@cue.test');
    const settings = db().meetingSettings.findFirst((q) => q.where({ roundId: 2 }))!;
    await updateMeetingSettings({
      client: office,
      path: round,
      body: { slotMinutes: 30, dayStart: '10:00', dayEnd: '18:00', breaks: settings.breaks, tables: settings.tables, maxMeetingsPerPerson: max },
    });
  };
  const placeMeeting = (requestId: number) =>
    db().meetings.create({
      id: 1,
      roundId: 2,
      requestId,
      slotId: '2027-02-25T10:30',
      tableId: 1,
      status: 'scheduled',
      sequence: 0,
      productionFollowUp: null,
      composerFollowUp: null,
      reminderSentAt: null,
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
    });

  it('shows a participant whom they may ask, by their side; anyone else is refused', async () => {
    const { production, composer, outsider, office } = await clients();
    expect((await listMeetingCounterparts({ client: production, path: round })).data!.data).toEqual({
      roundId: 2,
      role: 'production',
      composers: [expect.objectContaining({ userId: 2 }), expect.objectContaining({ userId: 40, name: expect.objectContaining({ en: expect.any(String) }) })],
      projects: [],
      myProjects: [{ projectId: 5, title: { ko: '등대지기의 겨울', en: "The Lighthouse Keeper's Winter" } }],
    });
    expect((await listMeetingCounterparts({ client: composer, path: round })).data!.data).toMatchObject({
      role: 'composer',
      composers: [],
      projects: [expect.objectContaining({ projectId: 5 })],
      myProjects: [],
    });
    for (const client of [outsider, office]) {
      expect((await listMeetingCounterparts({ client, path: round })).error).toMatchObject({ status: 403, code: 'NOT_A_MEETING_PARTICIPANT' });
    }
    // Round 1's decisions are not announced: nobody takes part yet.
    expect((await listMeetingCounterparts({ client: production, path: { roundId: 1 } })).error).toMatchObject({ status: 403, code: 'NOT_A_MEETING_PARTICIPANT' });
    expect((await listMeetingCounterparts({ client: production, path: { roundId: 99 } })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
    expect((await listMeetingCounterparts({ client: api().anonymous, path: round })).error).toMatchObject({ status: 401 });
  });

  it('lists a participant’s own requests (their ranked ones first) and every request to the office only', async () => {
    const { production, composer, ujin, outsider, office } = await clients();
    const mine = (await listMyMeetingRequests({ client: production, query: round })).data!.data;
    expect(ids(mine)).toEqual([1, 2]);
    expect(mine[0]).toMatchObject({
      roundId: 2,
      project: { projectId: 5 },
      composer: { userId: 40 },
      requestedBy: 'production',
      status: 'accepted',
      productionRank: 1,
      composerRank: 1,
      meetingId: null,
    });
    expect(ids((await listMyMeetingRequests({ client: composer, query: round })).data!.data)).toEqual([2]);
    expect(ids((await listMyMeetingRequests({ client: ujin, query: round })).data!.data)).toEqual([1]);
    expect((await listMyMeetingRequests({ client: outsider, query: round })).data!.data).toEqual([]);
    expect((await listMyMeetingRequests({ client: production, query: { roundId: 99 } })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
    expect((await listMyMeetingRequests({ client: api().anonymous, query: round })).error).toMatchObject({ status: 401 });
    // The office's list: newest first.
    expect(ids((await listRoundMeetingRequests({ client: office, path: round })).data!.data)).toEqual([2, 1]);
    for (const client of [production, composer]) {
      expect((await listRoundMeetingRequests({ client, path: round })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect((await listRoundMeetingRequests({ client: api().anonymous, path: round })).error).toMatchObject({ status: 401 });
  });

  it('takes a request from either side between a selected project and a selected composer, one open request per pair, mailing the side asked', async () => {
    const { production, composer, ujin, outsider } = await clients();
    const create = (client: typeof production, projectId: number, composerId: number, note = '') =>
      createMeetingRequest({ client, body: { projectId, composerId, note } });
    expect((await create(outsider, 5, 2)).error).toMatchObject({ status: 403, code: 'NOT_A_MEETING_PARTICIPANT' });
    expect((await create(outsider, 5, 3)).error).toMatchObject({ status: 403, code: 'NOT_A_MEETING_PARTICIPANT' });
    expect((await create(production, 5, 3)).error).toMatchObject({
      status: 422,
      code: 'MEETING_REQUEST_REFERENCE_UNKNOWN',
      fieldErrors: [expect.objectContaining({ field: 'composerId', code: 'not_selected' })],
    });
    expect((await create(composer, 999, 2)).error).toMatchObject({
      status: 422,
      fieldErrors: [expect.objectContaining({ field: 'projectId', code: 'not_selected' })],
    });
    // Project 2 is the production's too, but in round 1, not selected: the production does not take part with it.
    expect((await create(production, 2, 2)).error).toMatchObject({ status: 403, code: 'NOT_A_MEETING_PARTICIPANT' });
    expect((await create(production, 5, 40)).error).toMatchObject({ status: 409, code: 'MEETING_REQUEST_EXISTS' });
    expect((await create(composer, 5, 2)).error).toMatchObject({ status: 409, code: 'MEETING_REQUEST_EXISTS' });
    expect((await create(api().anonymous, 5, 2)).error).toMatchObject({ status: 401 });

    // Once Ujin Yoo cancels the accepted one, she may ask the production herself.
    await changeMeetingRequest({ client: ujin, path: { requestId: 1 }, body: { action: 'cancel' } });
    const mailsBefore = mailsTo(1).length;
    const created = await create(ujin, 5, 40, '  제 피아노 테마를 들려 드리고 싶습니다.\n  ');
    expect(created.response!.status).toBe(201);
    expect(created.data!.data).toMatchObject({
      requestId: 3,
      requestedBy: 'composer',
      status: 'pending',
      note: '제 피아노 테마를 들려 드리고 싶습니다.',
      productionRank: null,
      composerRank: null,
      meetingId: null,
    });
    const mails = mailsTo(1);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({
      subject: { ko: '[Cue Connect] 1:1 미팅 요청이 도착했습니다', en: '[Cue Connect] You have a 1:1 meeting request' },
      text: { ko: expect.stringContaining('제 피아노 테마를 들려 드리고 싶습니다.'), en: expect.stringContaining('asks you for a 1:1 meeting') },
      link: '/program/meetings',
    });
  });

  it('lets the side asked accept or decline, the side that asked withdraw, and either side cancel, mailing the other side', async () => {
    const { production, composer, ujin, outsider, office } = await clients();
    const change = (client: typeof production, requestId: number, action: 'accept' | 'decline' | 'withdraw' | 'cancel', note?: string) =>
      changeMeetingRequest({ client, path: { requestId }, body: { action, note } });
    // Request 2: the production asked the demo musician.
    expect((await change(production, 2, 'accept')).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await change(composer, 2, 'withdraw')).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await change(composer, 2, 'cancel')).error).toMatchObject({ status: 409, code: 'MEETING_REQUEST_STATUS_CONFLICT' });
    for (const client of [ujin, outsider, office]) expect((await change(client, 2, 'accept')).error).toMatchObject({ status: 404, code: 'MEETING_REQUEST_NOT_FOUND' });
    expect((await change(composer, 99, 'accept')).error).toMatchObject({ status: 404, code: 'MEETING_REQUEST_NOT_FOUND' });

    const declined = await change(composer, 2, 'decline', '  이번에는 일정이 맞지 않습니다.  ');
    expect(declined.data!.data).toMatchObject({ status: 'declined', responseNote: '이번에는 일정이 맞지 않습니다.', productionRank: null });
    expect(mailsTo(1).at(-1)).toMatchObject({
      subject: { ko: '[Cue Connect] 1:1 미팅 요청이 거절되었습니다', en: '[Cue Connect] Your 1:1 meeting request is declined' },
      text: { ko: expect.stringContaining('이번에는 일정이 맞지 않습니다.'), en: expect.stringContaining('declined your 1:1 meeting request') },
    });
    expect((await change(composer, 2, 'accept')).error).toMatchObject({ status: 409, code: 'MEETING_REQUEST_STATUS_CONFLICT' });

    // The production asks again, then withdraws; the musician is told.
    const again = (await createMeetingRequest({ client: production, body: { projectId: 5, composerId: 2, note: '' } })).data!.data;
    expect(mailsTo(2).at(-1)!.subject.en).toBe('[Cue Connect] You have a 1:1 meeting request');
    expect((await change(production, again.requestId, 'withdraw')).data!.data.status).toBe('withdrawn');
    expect(mailsTo(2).at(-1)).toMatchObject({ subject: { ko: '[Cue Connect] 1:1 미팅 요청이 철회되었습니다', en: '[Cue Connect] A 1:1 meeting request is withdrawn' } });

    // The musician asks; the production accepts; the musician cancels with a note.
    const asked = (await createMeetingRequest({ client: composer, body: { projectId: 5, composerId: 2, note: '' } })).data!.data;
    expect((await change(composer, asked.requestId, 'accept')).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await change(production, asked.requestId, 'accept')).data!.data.status).toBe('accepted');
    expect(mailsTo(2).at(-1)).toMatchObject({
      subject: { ko: '[Cue Connect] 1:1 미팅 요청이 수락되었습니다', en: '[Cue Connect] Your 1:1 meeting request is accepted' },
    });
    expect((await change(composer, asked.requestId, 'withdraw')).error).toMatchObject({ status: 409, code: 'MEETING_REQUEST_STATUS_CONFLICT' });
    const cancelled = await change(composer, asked.requestId, 'cancel', 'Sorry, I fell ill.');
    expect(cancelled.data!.data).toMatchObject({ status: 'cancelled', responseNote: 'Sorry, I fell ill.' });
    expect(mailsTo(1).at(-1)).toMatchObject({
      subject: { ko: '[Cue Connect] 1:1 미팅이 취소되었습니다', en: '[Cue Connect] A 1:1 meeting is cancelled' },
      text: { en: expect.stringContaining('Sorry, I fell ill.') },
    });
  });

  it('cancels a placed meeting with its request, raising its sequence once the schedule is published and the schedule’s version', async () => {
    const { production, ujin } = await clients();
    await placeMeeting(1);
    expect((await listMyMeetingRequests({ client: ujin, query: round })).data!.data[0]!.meetingId).toBe(1);
    await db().meetingSchedules.create({ id: 1, roundId: 2, version: 4, publishedAt: '2026-11-01T09:00:00.000Z' });
    const cancelled = await changeMeetingRequest({ client: production, path: { requestId: 1 }, body: { action: 'cancel', note: '' } });
    expect(cancelled.data!.data).toMatchObject({ status: 'cancelled', meetingId: null, productionRank: null, composerRank: null });
    expect(db().meetings.all()[0]).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(db().meetingSchedules.all()).toEqual([expect.objectContaining({ version: 5 })]);
    // The production's other request closes up to rank 1.
    expect((await listMyMeetingRequests({ client: production, query: round })).data!.data).toEqual([
      expect.objectContaining({ requestId: 2, productionRank: 1 }),
      expect.objectContaining({ requestId: 1, productionRank: null }),
    ]);
  });

  it('refuses to cancel a request whose meeting took place, which keeps its mark', async () => {
    const { production, ujin } = await clients();
    const meeting = await placeMeeting(1);
    for (const status of ['held', 'missed'] as const) {
      await db().meetings.update(meeting, {
        data(record) {
          record.status = status;
        },
      });
      for (const client of [production, ujin]) {
        const refused = await changeMeetingRequest({ client, path: { requestId: 1 }, body: { action: 'cancel' } });
        expect(refused.error).toMatchObject({ status: 409, code: 'MEETING_REQUEST_STATUS_CONFLICT' });
      }
      expect(db().meetings.all()[0]).toMatchObject({ status });
      expect(db().meetingRequests.findFirst((q) => q.where({ id: 1 }))).toMatchObject({ status: 'accepted' });
    }
  });

  it('makes a schedule record for a round without one when a cancel changes it, leaving the unpublished sequence', async () => {
    const { ujin } = await clients();
    await placeMeeting(1);
    await changeMeetingRequest({ client: ujin, path: { requestId: 1 }, body: { action: 'cancel' } });
    expect(db().meetings.all()[0]).toMatchObject({ status: 'cancelled', sequence: 0 });
    expect(db().meetingSchedules.all()).toEqual([expect.objectContaining({ roundId: 2, version: 1, publishedAt: null })]);
  });

  it('holds everyone to the round’s most open requests, a production counted across its projects', async () => {
    const { production, composer, ujin } = await clients();
    // A second selected project of the same production in round 2.
    const project5 = db().projects.findFirst((q) => q.where({ id: 5 }))!;
    await db().projects.create({ ...structuredClone(project5), id: 6, title: { ko: '두 번째 영화', en: 'Second film' } });
    await setLimit(2);
    // The production holds 2 open requests (1 accepted, 2 pending): no third, from either side, with any project.
    expect((await createMeetingRequest({ client: production, body: { projectId: 6, composerId: 40, note: '' } })).error).toMatchObject({
      status: 409,
      code: 'MEETING_LIMIT_REACHED',
    });
    expect((await createMeetingRequest({ client: ujin, body: { projectId: 6, composerId: 40, note: '' } })).error).toMatchObject({
      status: 409,
      code: 'MEETING_LIMIT_REACHED',
    });
    // Accepting stays within the limit: the request was counted when it was made...
    await setLimit(1);
    // ...unless the office has lowered the limit since.
    expect((await changeMeetingRequest({ client: composer, path: { requestId: 2 }, body: { action: 'accept' } })).error).toMatchObject({
      status: 409,
      code: 'MEETING_LIMIT_REACHED',
    });
    await setLimit(2);
    expect((await changeMeetingRequest({ client: composer, path: { requestId: 2 }, body: { action: 'accept' } })).data!.data.status).toBe('accepted');
    // The composer's side counts too: Ujin Yoo at her limit of 1 cannot be asked by another production.
    await changeMeetingRequest({ client: composer, path: { requestId: 2 }, body: { action: 'cancel' } });
    await db().projects.update((q) => q.where({ id: 6 }), {
      data(project) {
        project.ownerId = 3;
      },
    });
    await setLimit(1);
    const other = await api().clientFor('newmusician@cue.test');
    expect((await createMeetingRequest({ client: other, body: { projectId: 6, composerId: 40, note: '' } })).error).toMatchObject({
      status: 409,
      code: 'MEETING_LIMIT_REACHED',
    });
    expect((await createMeetingRequest({ client: other, body: { projectId: 6, composerId: 2, note: '' } })).response!.status).toBe(201);
  });

  it('changes nothing after the last meeting day', async () => {
    const { production, composer, ujin } = await clients();
    api().clock.advance(MEETINGS_END - api().clock.now() - 1);
    expect((await changeMeetingRequest({ client: composer, path: { requestId: 2 }, body: { action: 'decline' } })).data!.data.status).toBe('declined');
    api().clock.advance(1);
    expect((await createMeetingRequest({ client: composer, body: { projectId: 5, composerId: 2, note: '' } })).error).toMatchObject({
      status: 409,
      code: 'MEETINGS_CLOSED',
    });
    expect((await changeMeetingRequest({ client: ujin, path: { requestId: 1 }, body: { action: 'cancel' } })).error).toMatchObject({
      status: 409,
      code: 'MEETINGS_CLOSED',
    });
    expect((await changeMeetingRequest({ client: production, path: { requestId: 1 }, body: { action: 'accept' } })).error).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('lets each side rank exactly its open requests, most wanted first', async () => {
    const { production, composer, ujin, outsider, office } = await clients();
    const rank = (client: typeof production, requestIds: number[]) => rankMeetingRequests({ client, body: { roundId: 2, requestIds } });
    for (const requestIds of [[1], [1, 1], [1, 2, 3], [2, 1, 1]]) {
      expect((await rank(production, requestIds)).error).toMatchObject({
        status: 400,
        fieldErrors: [expect.objectContaining({ field: 'requestIds', code: 'not_all_open_requests' })],
      });
    }
    const ranked = await rank(production, [2, 1]);
    expect(ranked.data!.data).toEqual([
      expect.objectContaining({ requestId: 2, productionRank: 1, composerRank: null }),
      expect.objectContaining({ requestId: 1, productionRank: 2, composerRank: 1 }),
    ]);
    expect((await rank(composer, [1])).error).toMatchObject({ status: 400 });
    expect((await rank(composer, [2])).data!.data).toEqual([expect.objectContaining({ requestId: 2, productionRank: 1, composerRank: 1 })]);
    expect((await listMyMeetingRequests({ client: ujin, query: round })).data!.data[0]).toMatchObject({ productionRank: 2, composerRank: 1 });
    for (const client of [outsider, office]) expect((await rank(client, [])).error).toMatchObject({ status: 403, code: 'NOT_A_MEETING_PARTICIPANT' });
    expect((await rankMeetingRequests({ client: production, body: { roundId: 99, requestIds: [] } })).error).toMatchObject({ status: 404 });
    // A closed request leaves the ranking.
    await changeMeetingRequest({ client: composer, path: { requestId: 2 }, body: { action: 'decline' } });
    expect((await rank(production, [2, 1])).error).toMatchObject({ status: 400 });
    expect((await rank(production, [1])).data!.data.map((one) => [one.requestId, one.productionRank])).toEqual([
      [1, 1],
      [2, null],
    ]);
  });

  it('erases a leaving composer’s and a leaving production’s requests, cancelling their meetings', async () => {
    const { production, ujin } = await clients();
    await placeMeeting(1);
    await db().calendarFeeds.create({ id: 1, userId: 40, tokenHash: 'x', token: 'y'.repeat(43), language: 'ko', createdAt: '2026-11-01T09:00:00.000Z', revokedAt: null });
    expect((await leaveAccount({ client: ujin, path: { userId: 40 }, body: { password: DEMO_PASSWORD } })).data?.data).toBe(true);
    expect(
      db()
        .meetingRequests.all()
        .map((request) => request.id),
    ).toEqual([2]);
    expect(db().meetings.all()[0]!.status).toBe('cancelled');
    expect(
      db()
        .meetingAvailability.all()
        .map((one) => one.userId),
    ).toEqual([1]);
    expect(db().calendarFeeds.all()).toEqual([]);
    expect((await leaveAccount({ client: production, path: { userId: 1 }, body: { password: DEMO_PASSWORD } })).data?.data).toBe(true);
    expect(db().meetingRequests.all()).toEqual([]);
    expect(db().meetingAvailability.all()).toEqual([]);
  });
});
