import { describe, expect, it } from 'vitest';
import {
  announceDecisions,
  cancelAnnouncement,
  decideApplications,
  decideProjects,
  exportMyData,
  getMyApplication,
  getProject,
  getRound,
  listMyProjects,
  updateRound,
  withdrawApplication,
} from '../../src/lib/api/generated/sdk.gen';
import { useTestApi } from '../testing/useTestApi';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("announcing a round's decisions", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;
  const emailOf = (userId: number) => db().users.findFirst((q) => q.where({ id: userId }))!.email;
  const mailsTo = (userId: number) => db().outbox.findMany((q) => q.where({ to: emailOf(userId) }));
  /** Seed round 1: projects 2 (user 1) and 3 (user 10), applications 1 (user 2) and 2 (user 40) are submitted. */
  const OWNERS = [1, 10, 2, 40];
  /** The seed round's composer window closes last (14 February 2027, 18:00 in Seoul); its project window before. */
  const WINDOWS_CLOSE = Date.parse('2027-02-14T09:00:00Z');
  /** Moves the provider's clock to the instant both windows of the seed round have closed. */
  const closeWindows = () => api().clock.advance(WINDOWS_CLOSE - api().clock.now());

  async function decideAll() {
    const office = await api().clientFor('admin@cue.test');
    await decideProjects({ client: office, body: { projectIds: [2], decision: 'selected', note: '축하합니다' } });
    await decideProjects({ client: office, body: { projectIds: [3], decision: 'not_selected', reasonCode: 'GENRE_FIT' } });
    await decideApplications({ client: office, body: { applicationIds: [1], decision: 'selected' } });
    await decideApplications({ client: office, body: { applicationIds: [2], decision: 'not_selected', reasonCode: 'OTHER', note: 'Too few film cues.' } });
    closeWindows();
    return office;
  }

  it('asks anonymous callers to log in and refuses anyone but the office', async () => {
    const path = { roundId: 1 };
    expect((await announceDecisions({ client: api().anonymous, path, body: {} })).error).toMatchObject({ status: 401 });
    expect((await cancelAnnouncement({ client: api().anonymous, path })).error).toMatchObject({ status: 401 });
    for (const email of ['user@cue.test', 'musician@cue.test']) {
      const client = await api().clientFor(email);
      expect((await announceDecisions({ client, path, body: {} })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await cancelAnnouncement({ client, path })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const office = await api().clientFor('admin@cue.test');
    expect((await announceDecisions({ client: office, path: { roundId: 99 }, body: {} })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
  });

  it('answers every applicant at once: 409 DECISIONS_PENDING while a submitted project or application has no decision', async () => {
    const office = await api().clientFor('admin@cue.test');
    // A withdrawn application needs no answer (withdrawn while the composer window is open).
    await withdrawApplication({ client: await api().clientFor('musician@cue.test'), path: { applicationId: 1 } });
    closeWindows();
    expect((await announceDecisions({ client: office, path: { roundId: 1 }, body: {} })).error).toMatchObject({ status: 409, code: 'DECISIONS_PENDING' });
    await decideProjects({ client: office, body: { projectIds: [2, 3], decision: 'selected' } });
    expect((await announceDecisions({ client: office, path: { roundId: 1 }, body: {} })).error).toMatchObject({ status: 409, code: 'DECISIONS_PENDING' });
    await decideApplications({ client: office, body: { applicationIds: [2], decision: 'selected' } });
    expect((await announceDecisions({ client: office, path: { roundId: 1 }, body: {} })).response!.status).toBe(200);
    expect(db().rounds.findFirst((q) => q.where({ id: 1 }))!.decisionsAnnouncedAt).not.toBeNull();
  });

  it('announced now: owners see their decision and reason, each is mailed once in both languages, and decisions are final', async () => {
    const office = await decideAll();
    const production = await api().clientFor(emailOf(10));
    const composer = await api().clientFor(emailOf(40));
    expect((await getProject({ client: production, path: { projectId: 3 } })).data!.data).toMatchObject({ status: 'submitted', decision: null });
    expect((await getMyApplication({ client: composer })).data!.data).toMatchObject({ status: 'submitted', decision: null });
    for (const owner of OWNERS) expect(mailsTo(owner)).toEqual([]);

    const now = new Date(api().clock.now()).toISOString();
    const announced = await announceDecisions({ client: office, path: { roundId: 1 }, body: {} });
    expect(announced.data!.data.decisionsAnnouncedAt).toBe(now);

    expect((await getProject({ client: production, path: { projectId: 3 } })).data!.data).toMatchObject({
      status: 'not_selected',
      decision: { decision: 'not_selected', reasonCode: 'GENRE_FIT' },
    });
    expect((await listMyProjects({ client: production })).data!.data.find((project) => project.projectId === 3)).toMatchObject({ status: 'not_selected' });
    expect((await getMyApplication({ client: composer })).data!.data).toMatchObject({
      status: 'not_selected',
      decision: { reasonCode: 'OTHER', note: 'Too few film cues.' },
    });
    const exported = (await exportMyData({ client: composer })).data!.data;
    expect(exported.programApplications.filter((application) => application.roundId === 1).map((application) => application.status)).toEqual(['not_selected']);

    for (const owner of OWNERS) expect(mailsTo(owner)).toHaveLength(1);
    const [selected] = mailsTo(1);
    expect(selected!.subject.en).toContain('selected');
    expect(selected!.text.ko).toContain('새벽 추격');
    expect(selected!.text.ko).toContain('축하합니다');
    const [rejected] = mailsTo(10);
    expect(rejected!.text.en).toContain("It is not a fit for this round's genres.");
    expect(rejected!.text.ko).toContain('이번 회차의 장르와 맞지 않습니다.');
    const [other] = mailsTo(40);
    expect(other!.text.en).toContain('Too few film cues.');
    expect(other!.subject.ko).toContain('결과 안내');

    // Later requests send nothing again; the decisions are final, and the announcement stands.
    await getRound({ client: office, path: { roundId: 1 } });
    api().clock.advance(DAY);
    await getRound({ client: office, path: { roundId: 1 } });
    for (const owner of OWNERS) expect(mailsTo(owner)).toHaveLength(1);
    expect((await decideProjects({ client: office, body: { projectIds: [3], decision: 'selected' } })).error).toMatchObject({
      status: 409,
      code: 'PROJECT_STATUS_CONFLICT',
    });
    expect((await decideApplications({ client: office, body: { applicationIds: [2], decision: 'selected' } })).error).toMatchObject({
      status: 409,
      code: 'APPLICATION_STATUS_CONFLICT',
    });
    expect((await announceDecisions({ client: office, path: { roundId: 1 }, body: {} })).error).toMatchObject({ status: 409, code: 'DECISIONS_ANNOUNCED' });
    expect((await cancelAnnouncement({ client: office, path: { roundId: 1 } })).error).toMatchObject({ status: 409, code: 'DECISIONS_ANNOUNCED' });
  });

  it('scheduled: nothing is seen or mailed before its time, every owner is mailed once after it', async () => {
    const office = await decideAll();
    const production = await api().clientFor(emailOf(10));
    const at = new Date(api().clock.now() + DAY).toISOString();
    const scheduled = await announceDecisions({ client: office, path: { roundId: 1 }, body: { at } });
    expect(scheduled.data!.data.decisionsAnnouncedAt).toBe(at);

    api().clock.advance(DAY - MINUTE);
    expect((await getProject({ client: production, path: { projectId: 3 } })).data!.data).toMatchObject({ status: 'submitted', decision: null });
    for (const owner of OWNERS) expect(mailsTo(owner)).toEqual([]);
    // Still the office's: it may change its mind, and move the announcement.
    expect((await decideProjects({ client: office, body: { projectIds: [3], decision: 'selected' } })).response!.status).toBe(200);

    api().clock.advance(2 * MINUTE);
    // The first request after the instant, whoever makes it, sends the mails.
    await getRound({ client: api().anonymous, path: { roundId: 1 } });
    for (const owner of OWNERS) expect(mailsTo(owner)).toHaveLength(1);
    expect(mailsTo(10)[0]!.subject.en).toContain('You are selected');
    expect((await getProject({ client: production, path: { projectId: 3 } })).data!.data).toMatchObject({ status: 'selected' });
    await getRound({ client: office, path: { roundId: 1 } });
    for (const owner of OWNERS) expect(mailsTo(owner)).toHaveLength(1);
    expect(db().rounds.findFirst((q) => q.where({ id: 1 }))!.decisionMailsSentAt).not.toBeNull();
  });

  it('moves or cancels a scheduled announcement, and refuses an instant more than a minute past', async () => {
    const office = await decideAll();
    const path = { roundId: 1 };
    const now = api().clock.now();
    const past = await announceDecisions({ client: office, path, body: { at: new Date(now - 2 * MINUTE).toISOString() } });
    expect(past.error).toMatchObject({ status: 400, code: 'INVALID_REQUEST', fieldErrors: [{ field: 'at', code: 'in_past' }] });

    await announceDecisions({ client: office, path, body: { at: new Date(now + DAY).toISOString() } });
    const moved = await announceDecisions({ client: office, path, body: { at: new Date(now + 2 * DAY).toISOString() } });
    expect(moved.data!.data.decisionsAnnouncedAt).toBe(new Date(now + 2 * DAY).toISOString());
    const cancelled = await cancelAnnouncement({ client: office, path });
    expect(cancelled.data!.data.decisionsAnnouncedAt).toBeNull();

    api().clock.advance(3 * DAY);
    await getRound({ client: office, path });
    for (const owner of OWNERS) expect(mailsTo(owner)).toEqual([]);
    const production = await api().clientFor(emailOf(10));
    expect((await getProject({ client: production, path: { projectId: 3 } })).data!.data).toMatchObject({ status: 'submitted' });
  });

  it('refuses an announcement before both windows have closed, now or scheduled, but takes one scheduled for their close', async () => {
    const office = await decideAll();
    const path = { roundId: 1 };
    // decideAll closed the windows; the office reopens the composer window a day longer (an open round is edited).
    const round = (await getRound({ client: office, path })).data!.data;
    const later = new Date(WINDOWS_CLOSE + DAY).toISOString();
    const { name, description, projectWindow, composerWindow, projectPlaces, composerPlaces, meetingDays } = round;
    const body = { name, description, projectWindow, composerWindow: { ...composerWindow, closesAt: later }, projectPlaces, composerPlaces, meetingDays };
    expect((await updateRound({ client: office, path, body })).response!.status).toBe(200);

    const early = { status: 400, code: 'INVALID_REQUEST', fieldErrors: [{ field: 'at', code: 'before_windows_close' }] };
    expect((await announceDecisions({ client: office, path, body: {} })).error).toMatchObject(early);
    expect((await announceDecisions({ client: office, path, body: { at: new Date(WINDOWS_CLOSE + DAY - MINUTE).toISOString() } })).error).toMatchObject(early);
    expect(db().rounds.findFirst((q) => q.where({ id: 1 }))!.decisionsAnnouncedAt).toBeNull();

    const scheduled = await announceDecisions({ client: office, path, body: { at: later } });
    expect(scheduled.data!.data.decisionsAnnouncedAt).toBe(later);
    for (const owner of OWNERS) expect(mailsTo(owner)).toEqual([]);
  });
});
