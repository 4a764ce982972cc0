import { describe, expect, it } from 'vitest';
import { decideProjects, getRoundDashboard, withdrawApplication } from '../../src/lib/api/generated/sdk.gen';
import { nextId } from '../db/database';
import { useTestApi } from '../testing/useTestApi';

describe("a round's dashboard", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;

  async function brief(roundId: number, projectId: number) {
    const at = new Date(api().clock.now()).toISOString();
    return db().briefs.create({ id: nextId(db().briefs), projectId, roundId, deadline: '2027-04-01T09:00:00.000Z', message: '', publishedAt: at, updatedAt: at });
  }
  async function answer(briefId: number, composerId: number, status: 'submitted' | 'withdrawn' | 'shortlisted' | 'passed') {
    const at = new Date(api().clock.now()).toISOString();
    await db().answers.create({
      id: nextId(db().answers),
      briefId,
      composerId,
      trackIds: [],
      note: '',
      status,
      passReason: status === 'passed' ? 'OTHER' : null,
      passNote: status === 'passed' ? 'Not this time.' : '',
      decidedAt: status === 'shortlisted' || status === 'passed' ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  }

  it('is the office’s only: anonymous callers log in, anyone else is refused, an unknown round is not found', async () => {
    const path = { roundId: 1 };
    expect((await getRoundDashboard({ client: api().anonymous, path })).error).toMatchObject({ status: 401 });
    for (const email of ['user@cue.test', 'musician@cue.test']) {
      expect((await getRoundDashboard({ client: await api().clientFor(email), path })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const office = await api().clientFor('admin@cue.test');
    expect((await getRoundDashboard({ client: office, path: { roundId: 99 } })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
  });

  it("counts the round's projects, applications, briefs and answers by status, every status present", async () => {
    const office = await api().clientFor('admin@cue.test');
    const before = (await getRoundDashboard({ client: office, path: { roundId: 1 } })).data!.data;
    expect(before).toEqual({
      roundId: 1,
      projects: { draft: 1, submitted: 2, withdrawn: 1, selected: 0, not_selected: 0 },
      applications: { submitted: 2, withdrawn: 1, selected: 0, not_selected: 0 },
      briefs: { published: 0, answered: 0 },
      answers: { submitted: 0, withdrawn: 0, shortlisted: 0, passed: 0 },
      meetings: { requests: 0, accepted: 0, scheduled: 0, held: 0, missed: 0, followUps: 0 },
    });

    await decideProjects({ client: office, body: { projectIds: [2], decision: 'selected' } });
    await decideProjects({ client: office, body: { projectIds: [3], decision: 'not_selected', reasonCode: 'GENRE_FIT' } });
    await withdrawApplication({ client: await api().clientFor('musician@cue.test'), path: { applicationId: 1 } });
    const answered = await brief(1, 2);
    const unanswered = await brief(1, 3);
    await answer(answered.id, 2, 'submitted');
    await answer(answered.id, 40, 'shortlisted');
    await answer(unanswered.id, 2, 'withdrawn');
    await answer(unanswered.id, 40, 'withdrawn');
    // Another round's brief and answers are not this round's.
    const other = await brief(2, 9);
    await answer(other.id, 2, 'passed');

    const after = (await getRoundDashboard({ client: office, path: { roundId: 1 } })).data!.data;
    expect(after).toEqual({
      roundId: 1,
      projects: { draft: 1, submitted: 0, withdrawn: 1, selected: 1, not_selected: 1 },
      applications: { submitted: 1, withdrawn: 2, selected: 0, not_selected: 0 },
      briefs: { published: 2, answered: 1 },
      answers: { submitted: 1, withdrawn: 2, shortlisted: 1, passed: 0 },
      meetings: { requests: 0, accepted: 0, scheduled: 0, held: 0, missed: 0, followUps: 0 },
    });
  });

  it("counts the round's meeting requests, accepted ones, meetings placed, held, missed and followed up", async () => {
    const at = new Date(api().clock.now()).toISOString();
    const request = async (roundId: number, status: 'pending' | 'accepted' | 'declined' | 'cancelled') =>
      db().meetingRequests.create({
        id: nextId(db().meetingRequests),
        roundId,
        projectId: 5,
        composerId: 40,
        requestedBy: 'production',
        note: '',
        status,
        responseNote: '',
        productionRank: null,
        composerRank: null,
        createdAt: at,
        updatedAt: at,
      });
    const meeting = async (
      roundId: number,
      requestId: number,
      status: 'scheduled' | 'cancelled' | 'held' | 'missed',
      followUp: [boolean | null, boolean | null] = [null, null],
    ) =>
      db().meetings.create({
        id: nextId(db().meetings),
        roundId,
        requestId,
        slotId: '2027-02-25T10:00',
        tableId: 1,
        status,
        sequence: 0,
        productionFollowUp: followUp[0],
        composerFollowUp: followUp[1],
        reminderSentAt: null,
        createdAt: at,
        updatedAt: at,
      });
    const base = (await getRoundDashboard({ client: await api().clientFor('admin@cue.test'), path: { roundId: 2 } })).data!.data.meetings;
    const accepted = await Promise.all([request(2, 'accepted'), request(2, 'accepted'), request(2, 'accepted'), request(2, 'accepted'), request(2, 'accepted')]);
    await request(2, 'pending');
    await request(2, 'declined');
    const cancelled = await request(2, 'cancelled');
    await meeting(2, accepted[0].id, 'scheduled');
    await meeting(2, accepted[1].id, 'held', [true, false]);
    await meeting(2, accepted[2].id, 'held', [false, null]);
    await meeting(2, accepted[3].id, 'missed');
    await meeting(2, cancelled.id, 'cancelled');
    // Another round's are not this round's.
    await meeting(1, (await request(1, 'accepted')).id, 'held', [true, true]);

    const after = (await getRoundDashboard({ client: await api().clientFor('admin@cue.test'), path: { roundId: 2 } })).data!.data.meetings;
    expect(after).toEqual({
      requests: base.requests + 8,
      accepted: base.accepted + 5,
      scheduled: base.scheduled + 4,
      held: base.held + 2,
      missed: base.missed + 1,
      followUps: base.followUps + 1,
    });
  });
});
