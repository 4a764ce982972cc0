import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../src/lib/api/generated/client';
import {
  changeMeetingSchedule,
  createMyCalendarFeed,
  downloadMeetingCalendar,
  downloadMyMeetingCalendar,
  getMeetingSchedule,
  getMyCalendarFeed,
  listMyMeetings,
  publishMeetingSchedule,
  readCalendarFeed,
  recordMeetingAttendance,
  recordMeetingFollowUp,
  revokeMyCalendarFeed,
  runMeetingScheduler,
} from '../../src/lib/api/generated/sdk.gen';
import type { ScheduleChangeInput } from '../../src/lib/api/generated/types.gen';
import { useTestApi } from '../testing/useTestApi';

const MINUTE = 60_000;
const DAY = '2026-11-10';
/** The meeting day's slots (10:00-12:00, 30 minutes, no break): 10:00, 10:30, 11:00, 11:30 festival time. */
const SLOT = (clock: string) => `${DAY}T${clock}`;
const at = (slotId: string) => Date.parse(`${slotId}:00+09:00`);

/**
 * The seed's closed pilot round (round 2): user@cue.test owns its selected project 5; musician@cue.test and Ujin Yoo
 * are its selected composers. Each test gives the round a meeting day ahead of the mock clock (2026-11-01), two
 * tables and accepted requests: 1 (project 5 with musician), 2 (project 5 with Ujin Yoo), and 3 (a second selected
 * project, owned by pending@cue.test, with musician).
 */
describe('the meeting schedule, agendas, calendars, reminders and attendance', () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;
  const path = { roundId: 2 };
  const userId = (email: string) => db().users.findFirst((q) => q.where({ email }))!.id;

  async function setUp(availability: Record<string, string[]> = {}, ranks: [number | null, number | null] = [1, 2]) {
    const now = new Date(api().clock.now()).toISOString();
    // The seed gives the pilot round meetings of its own (settings, requests, availability): each test sets its own.
    db().meetingSettings.deleteMany((q) => q.where({ roundId: 2 }));
    db().meetingRequests.deleteMany((q) => q.where({ roundId: 2 }));
    db().meetingAvailability.deleteMany((q) => q.where({ roundId: 2 }));
    db().meetings.deleteMany((q) => q.where({ roundId: 2 }));
    db().meetingSchedules.deleteMany((q) => q.where({ roundId: 2 }));
    await db().rounds.update((q) => q.where({ id: 2 }), {
      data(round) {
        round.meetingDays = [DAY];
      },
    });
    await db().meetingSettings.create({
      id: 1,
      roundId: 2,
      slotMinutes: 30,
      dayStart: '10:00',
      dayEnd: '12:00',
      breaks: [],
      tables: [
        { tableId: 1, name: { ko: '테이블 A', en: 'Table A' } },
        { tableId: 2, name: { ko: '테이블 B', en: 'Table B' } },
      ],
      maxMeetingsPerPerson: 8,
      updatedAt: now,
    });
    const project5 = db().projects.findFirst((q) => q.where({ id: 5 }))!;
    await db().projects.create({ ...project5, id: 900, ownerId: userId('pending@cue.test'), title: { ko: '두 번째 작품', en: 'Second Film' } });
    const ids = { production: userId('user@cue.test'), musician: userId('musician@cue.test'), ujin: userId('ujin.yoo@example.com'), second: userId('pending@cue.test') };
    const request = (id: number, projectId: number, composerId: number, productionRank: number | null) =>
      db().meetingRequests.create({
        id,
        roundId: 2,
        projectId,
        composerId,
        requestedBy: 'production',
        note: '',
        status: 'accepted',
        responseNote: '',
        productionRank,
        composerRank: null,
        createdAt: now,
        updatedAt: now,
      });
    await request(1, 5, ids.musician, ranks[0]);
    await request(2, 5, ids.ujin, ranks[1]);
    await request(3, 900, ids.musician, null);
    const all = ['10:00', '10:30', '11:00', '11:30'].map(SLOT);
    const marks = { production: all, musician: all, ujin: all, second: all, ...availability };
    let id = 1;
    for (const [who, slotIds] of Object.entries(marks)) {
      await db().meetingAvailability.create({ id: id++, roundId: 2, userId: ids[who as keyof typeof ids], slotIds, updatedAt: now });
    }
    return {
      ids,
      office: await api().clientFor('admin@cue.test'),
      production: await api().clientFor('user@cue.test'),
      musician: await api().clientFor('musician@cue.test'),
      ujin: await api().clientFor('ujin.yoo@example.com'),
      outsider: await api().clientFor('newmusician@cue.test'),
    };
  }

  const schedule = async (office: Client) => (await getMeetingSchedule({ client: office, path })).data!.data;
  const change = async (office: Client, expectedVersion: number, body: ScheduleChangeInput['change']) =>
    changeMeetingSchedule({ client: office, path, body: { expectedVersion, change: body } });
  const place = (office: Client, version: number, requestId: number, clock: string, tableId = 1) =>
    change(office, version, { kind: 'place', requestId, slotId: SLOT(clock), tableId });
  const mailsTo = (email: string) =>
    db()
      .outbox.all()
      .filter((mail) => mail.to === email);
  const meetingOf = async (office: Client, requestId: number) => (await schedule(office)).meetings.find((meeting) => meeting.requestId === requestId)!;

  it('is the office’s alone to read and change', async () => {
    const { office, production, musician } = await setUp();
    for (const client of [production, musician]) {
      expect((await getMeetingSchedule({ client, path })).error).toMatchObject({ code: 'FORBIDDEN' });
      expect((await runMeetingScheduler({ client, path, body: { expectedVersion: 0 } })).error).toMatchObject({ code: 'FORBIDDEN' });
      expect((await place(client, 0, 1, '10:00')).error).toMatchObject({ code: 'FORBIDDEN' });
      expect((await publishMeetingSchedule({ client, path, body: { expectedVersion: 0 } })).error).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await getMeetingSchedule({ client: api().anonymous, path })).error).toMatchObject({ code: 'UNAUTHORIZED' });
    const read = await schedule(office);
    expect(read).toMatchObject({ roundId: 2, version: 0, publishedAt: null, meetings: [] });
    expect(read.unplaced.map((request) => request.requestId)).toEqual([1, 2, 3]);
    expect(read.availability.map((participant) => participant.side).sort()).toEqual(['composer', 'composer', 'production', 'production']);
  });

  it('runs the scheduler around the meetings placed already, raising the version, and refuses without tables', async () => {
    const { office } = await setUp({ ujin: [SLOT('10:00'), SLOT('11:00')] });
    expect((await place(office, 0, 1, '10:00')).data!.data.version).toBe(1);
    // Stale: the scheduler names version 0.
    expect((await runMeetingScheduler({ client: office, path, body: { expectedVersion: 0 } })).error).toMatchObject({ status: 409, code: 'SCHEDULE_CHANGED' });
    const run = (await runMeetingScheduler({ client: office, path, body: { expectedVersion: 1 } })).data!.data;
    expect(run.version).toBe(2);
    expect(run.unplaced).toEqual([]);
    const placed = Object.fromEntries(run.meetings.map((meeting) => [meeting.requestId, meeting.slot.slotId]));
    // Request 1 stays where it was put; request 2 shares the production with it and Ujin Yoo is free at 10:00 and 11:00 only.
    expect(placed[1]).toBe(SLOT('10:00'));
    expect(placed[2]).toBe(SLOT('11:00'));
    // Request 3 shares the composer with request 1, so not at 10:00.
    expect(placed[3]).not.toBe(SLOT('10:00'));
    expect(run.meetings.every((meeting) => meeting.status === 'scheduled' && meeting.sequence === 0)).toBe(true);

    await db().meetingSettings.update((q) => q.where({ roundId: 2 }), {
      data(settings) {
        settings.tables = [];
      },
    });
    expect((await runMeetingScheduler({ client: office, path, body: { expectedVersion: 2 } })).error).toMatchObject({ status: 409, code: 'MEETINGS_NOT_READY' });
  });

  it('places the higher-ranked request first when not all fit', async () => {
    // The production has one slot; its requests 1 and 2 compete for it, and it ranks request 2 first.
    const { office } = await setUp({ production: [SLOT('10:00')] }, [2, 1]);
    const run = (await runMeetingScheduler({ client: office, path, body: { expectedVersion: 0 } })).data!.data;
    expect(run.meetings.map((meeting) => meeting.requestId).sort()).toEqual([2, 3]);
    expect(run.unplaced.map((request) => request.requestId)).toEqual([1]);
  });

  it('refuses the second of two changes made on the same version (two office windows)', async () => {
    const { office } = await setUp();
    expect((await place(office, 0, 1, '10:00')).response!.status).toBe(200);
    const second = await place(office, 0, 2, '10:30');
    expect(second.error).toMatchObject({ status: 409, code: 'SCHEDULE_CHANGED' });
    expect((await schedule(office)).meetings).toHaveLength(1);
  });

  it('checks every hand change as the scheduler does', async () => {
    const { office } = await setUp({ ujin: [SLOT('10:00'), SLOT('10:30')] });
    await place(office, 0, 1, '10:00');
    const conflict = async (result: Awaited<ReturnType<typeof place>>) => {
      expect(result.error).toMatchObject({ status: 409, code: 'MEETING_CONFLICT' });
      return (result.error as { fieldErrors: Array<{ field: string; code: string }> }).fieldErrors.map(({ field, code }) => `${field}:${code}`);
    };
    // The production is in request 1's meeting at 10:00 (and its table is taken).
    expect(await conflict(await place(office, 1, 2, '10:00'))).toEqual(['tableId:table_taken', 'slotId:participant_busy']);
    // Another production's meeting at the same table and slot, with the busy composer.
    expect(await conflict(await place(office, 1, 3, '10:00', 2))).toEqual(['slotId:participant_busy']);
    // Ujin Yoo has not marked 11:00.
    expect(await conflict(await place(office, 1, 2, '11:00'))).toEqual(['slotId:outside_availability']);
    expect(await conflict(await place(office, 1, 2, '09:30'))).toEqual(['slotId:unknown_slot']);
    expect(await conflict(await place(office, 1, 2, '10:30', 9))).toEqual(['tableId:unknown_table']);
    // Refused changes leave the version as it was.
    expect((await place(office, 1, 2, '10:30')).data!.data.version).toBe(2);
    expect((await place(office, 2, 1, '11:00')).error).toMatchObject({ status: 409, code: 'MEETING_REQUEST_STATUS_CONFLICT' });
    expect((await place(office, 2, 99, '11:00')).error).toMatchObject({ status: 404, code: 'MEETING_REQUEST_NOT_FOUND' });
    // A move is checked without the meeting itself: request 2's meeting moves to 10:30's other table freely...
    const meeting2 = await meetingOf(office, 2);
    expect((await change(office, 2, { kind: 'move', meetingId: meeting2.meetingId, slotId: SLOT('10:30'), tableId: 2 })).data!.data.version).toBe(3);
    // ...but not into the production's 10:00.
    expect(await conflict(await change(office, 3, { kind: 'move', meetingId: meeting2.meetingId, slotId: SLOT('10:00'), tableId: 2 }))).toEqual([
      'slotId:participant_busy',
    ]);
    expect((await change(office, 3, { kind: 'move', meetingId: 999, slotId: SLOT('10:00'), tableId: 2 })).error).toMatchObject({
      status: 404,
      code: 'MEETING_NOT_FOUND',
    });
  });

  it('publishes: agendas mailed once, participants see their own meetings; later changes raise the sequence and mail both sides', async () => {
    const { office, production, musician, ujin, outsider } = await setUp();
    await place(office, 0, 1, '10:30');
    await place(office, 1, 2, '10:00', 2);
    // Not published: nobody's agenda shows it.
    expect((await listMyMeetings({ client: production })).data!.data).toEqual([]);
    expect((await publishMeetingSchedule({ client: office, path, body: { expectedVersion: 1 } })).error).toMatchObject({ code: 'SCHEDULE_CHANGED' });
    const published = (await publishMeetingSchedule({ client: office, path, body: { expectedVersion: 2 } })).data!.data;
    expect(published).toMatchObject({ version: 3, publishedAt: new Date(api().clock.now()).toISOString() });
    for (const email of ['user@cue.test', 'musician@cue.test', 'ujin.yoo@example.com']) expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo('user@cue.test')[0]!.text.ko).toContain(`${SLOT('10:00').replace('T', ' ')} (한국 시간) · 테이블 B`);
    expect(mailsTo('pending@cue.test')).toEqual([]);
    // Publishing again mails nobody twice.
    await publishMeetingSchedule({ client: office, path, body: { expectedVersion: 3 } });
    expect(db().outbox.all()).toHaveLength(3);

    // Each side sees its own, in time order; the production both; anyone else none.
    expect((await listMyMeetings({ client: production })).data!.data.map((meeting) => meeting.requestId)).toEqual([2, 1]);
    expect((await listMyMeetings({ client: musician })).data!.data.map((meeting) => meeting.requestId)).toEqual([1]);
    expect((await listMyMeetings({ client: ujin })).data!.data.map((meeting) => meeting.requestId)).toEqual([2]);
    expect((await listMyMeetings({ client: outsider })).data!.data).toEqual([]);

    const meeting1 = await meetingOf(office, 1);
    const moved = (await change(office, 4, { kind: 'move', meetingId: meeting1.meetingId, slotId: SLOT('11:00'), tableId: 1 })).data!.data;
    expect(moved.meetings.find((meeting) => meeting.requestId === 1)).toMatchObject({ sequence: 1, slot: { slotId: SLOT('11:00') } });
    expect(mailsTo('user@cue.test').at(-1)!.subject.en).toBe('[Cue Connect] Your 1:1 meeting has changed');
    expect(mailsTo('musician@cue.test').at(-1)!.text.en).toContain('11:00 (Korea time)');
    expect(mailsTo('ujin.yoo@example.com')).toHaveLength(1);

    // A swap moves both meetings: each raised and mailed.
    const meeting2 = await meetingOf(office, 2);
    const swapped = (await change(office, 5, { kind: 'swap', meetingIds: [meeting1.meetingId, meeting2.meetingId] })).data!.data;
    expect(swapped.meetings.find((meeting) => meeting.requestId === 1)).toMatchObject({ sequence: 2, slot: { slotId: SLOT('10:00') }, table: { tableId: 2 } });
    expect(swapped.meetings.find((meeting) => meeting.requestId === 2)).toMatchObject({ sequence: 1, slot: { slotId: SLOT('11:00') }, table: { tableId: 1 } });
    expect(mailsTo('ujin.yoo@example.com')).toHaveLength(2);
  });

  it('gives a cancelled meeting’s file as METHOD:CANCEL with its UID and a higher SEQUENCE, to its sides only', async () => {
    const { office, production, musician, ujin } = await setUp();
    await place(office, 0, 1, '10:00');
    await publishMeetingSchedule({ client: office, path, body: { expectedVersion: 1 } });
    const { meetingId } = await meetingOf(office, 1);
    const invitation = await downloadMeetingCalendar({ client: musician, path: { meetingId }, query: { lang: 'en' }, parseAs: 'text' });
    expect(invitation.response!.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const published = new ICAL.Component(ICAL.parse(invitation.data as unknown as string));
    expect(published.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(published.getFirstSubcomponent('vevent')!);
    expect(event).toMatchObject({
      uid: `meeting-${meetingId}@cue-connect`,
      sequence: 0,
      location: 'Table A',
      summary: "Meeting: The Lighthouse Keeper's Winter · " + event.summary.split(' · ')[1],
    });
    expect(event.startDate.toJSDate().getTime()).toBe(at(SLOT('10:00')));
    expect(event.description).toContain('With: ');
    expect(event.description).toContain('/program/briefs/1');

    expect((await change(office, 2, { kind: 'cancel', meetingId })).data!.data.meetings[0]).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(mailsTo('user@cue.test').at(-1)!.subject.ko).toBe('[Cue Connect] 1:1 미팅이 취소되었습니다');
    const cancellation = await downloadMeetingCalendar({ client: production, path: { meetingId }, parseAs: 'text' });
    const cancelled = new ICAL.Component(ICAL.parse(cancellation.data as unknown as string));
    expect(cancelled.getFirstPropertyValue('method')).toBe('CANCEL');
    const cancelledEvent = cancelled.getFirstSubcomponent('vevent')!;
    expect(cancelledEvent.getFirstPropertyValue('uid')).toBe(`meeting-${meetingId}@cue-connect`);
    expect(cancelledEvent.getFirstPropertyValue('sequence')).toBe(1);
    expect(cancelledEvent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(String(cancelledEvent.getFirstPropertyValue('summary'))).toMatch(/^미팅: 등대지기의 겨울 · /);
    // Its request may be placed again; the cancelled meeting stays on the agenda, marked.
    expect((await schedule(office)).unplaced.map((request) => request.requestId)).toEqual([1, 2, 3]);
    expect((await listMyMeetings({ client: musician })).data!.data).toEqual([expect.objectContaining({ meetingId, status: 'cancelled' })]);
    // Not a side: as if there were no such meeting.
    expect((await downloadMeetingCalendar({ client: ujin, path: { meetingId }, parseAs: 'text' })).error).toMatchObject({ status: 404, code: 'MEETING_NOT_FOUND' });
    expect((await downloadMeetingCalendar({ client: office, path: { meetingId }, parseAs: 'text' })).error).toMatchObject({ status: 404 });

    const agenda = await downloadMyMeetingCalendar({ client: musician, parseAs: 'text' });
    const whole = new ICAL.Component(ICAL.parse(agenda.data as unknown as string));
    expect(whole.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(whole.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('status'))).toEqual(['CANCELLED']);
  });

  it('serves a private calendar address without login until it is replaced or stopped', async () => {
    const { office, musician } = await setUp();
    await place(office, 0, 1, '10:00');
    await publishMeetingSchedule({ client: office, path, body: { expectedVersion: 1 } });
    expect((await getMyCalendarFeed({ client: musician })).data!.data).toEqual({ url: null });
    const made = await createMyCalendarFeed({ client: musician, headers: { 'Accept-Language': 'en-GB,en;q=0.9,ko;q=0.5' } });
    expect(made.response!.status).toBe(201);
    const url = made.data!.data.url!;
    const token = url.match(/^\/api\/v1\/calendar-feeds\/([A-Za-z0-9_-]{43})$/)![1]!;
    expect((await getMyCalendarFeed({ client: musician })).data!.data).toEqual({ url });
    // Only the secret's hash finds it.
    expect(db().calendarFeeds.all()[0]!.tokenHash).not.toContain(token);

    const feed = await readCalendarFeed({ client: api().anonymous, path: { feedToken: token }, parseAs: 'text' });
    expect(feed.response!.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(feed.data as unknown as string)).getAllSubcomponents('vevent');
    expect(events.map((vevent) => String(vevent.getFirstPropertyValue('summary')))).toEqual([expect.stringMatching(/^Meeting: The Lighthouse Keeper's Winter · /)]);

    // The app names its language: it wins over the browser's.
    const replaced = (await createMyCalendarFeed({ client: musician, query: { lang: 'ko' }, headers: { 'Accept-Language': 'en' } })).data!.data.url!;
    expect(replaced).not.toBe(url);
    expect((await readCalendarFeed({ client: api().anonymous, path: { feedToken: token }, parseAs: 'text' })).error).toMatchObject({
      status: 404,
      code: 'CALENDAR_FEED_NOT_FOUND',
    });
    const newToken = replaced.split('/').at(-1)!;
    const korean = await readCalendarFeed({ client: api().anonymous, path: { feedToken: newToken }, parseAs: 'text' });
    expect(korean.response!.status).toBe(200);
    const summaries = new ICAL.Component(ICAL.parse(korean.data as unknown as string))
      .getAllSubcomponents('vevent')
      .map((vevent) => vevent.getFirstPropertyValue('summary'));
    expect(summaries).toEqual([expect.stringMatching(/^미팅: 등대지기의 겨울 · /)]);
    expect((await revokeMyCalendarFeed({ client: musician })).data!.data).toEqual({ url: null });
    expect((await readCalendarFeed({ client: api().anonymous, path: { feedToken: newToken }, parseAs: 'text' })).error).toMatchObject({
      status: 404,
      code: 'CALENDAR_FEED_NOT_FOUND',
    });
    expect((await getMyCalendarFeed({ client: musician })).data!.data).toEqual({ url: null });
  });

  it('reminds both sides once, at 18:00 festival time the day before', async () => {
    const { office } = await setUp();
    await place(office, 0, 1, '10:00');
    await publishMeetingSchedule({ client: office, path, body: { expectedVersion: 1 } });
    const reminders = () =>
      db()
        .outbox.all()
        .filter((mail) => mail.subject.en === '[Cue Connect] Your 1:1 meeting is tomorrow');
    const eveningBefore = Date.parse('2026-11-09T18:00:00+09:00');
    api().clock.advance(eveningBefore - MINUTE - api().clock.now());
    await schedule(office);
    expect(reminders()).toEqual([]);
    api().clock.advance(MINUTE);
    await schedule(office);
    expect(
      reminders()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(['musician@cue.test', 'user@cue.test']);
    api().clock.advance(MINUTE);
    await schedule(office);
    expect(reminders()).toHaveLength(2);
    expect(db().meetings.all()[0]!.reminderSentAt).toBe(new Date(eveningBefore).toISOString());
  });

  it('marks attendance once a meeting has begun; after a held meeting each side says whether to follow up', async () => {
    const { office, production, musician, ujin } = await setUp();
    await place(office, 0, 1, '10:00');
    await place(office, 1, 2, '10:30');
    await publishMeetingSchedule({ client: office, path, body: { expectedVersion: 2 } });
    const meeting1 = (await meetingOf(office, 1)).meetingId;
    const meeting2 = (await meetingOf(office, 2)).meetingId;
    const attend = (client: Client, meetingId: number, attendance: 'held' | 'missed') => recordMeetingAttendance({ client, path: { meetingId }, body: { attendance } });
    const followUp = (client: Client, meetingId: number, wantsFollowUp: boolean) => recordMeetingFollowUp({ client, path: { meetingId }, body: { wantsFollowUp } });

    api().clock.advance(at(SLOT('10:00')) - MINUTE - api().clock.now());
    expect((await attend(office, meeting1, 'held')).error).toMatchObject({ status: 409, code: 'MEETING_NOT_STARTED' });
    expect((await followUp(musician, meeting1, true)).error).toMatchObject({ status: 409, code: 'MEETING_STATUS_CONFLICT' });
    api().clock.advance(MINUTE);
    expect((await attend(production, meeting1, 'held')).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await attend(office, meeting1, 'missed')).data!.data.status).toBe('missed');
    expect((await attend(office, meeting1, 'held')).data!.data.status).toBe('held');
    expect((await attend(office, meeting1, 'held')).data!.data.status).toBe('held');
    // Request 2's meeting at 10:30 has not begun.
    expect((await attend(office, meeting2, 'missed')).error).toMatchObject({ code: 'MEETING_NOT_STARTED' });

    expect((await followUp(musician, meeting1, true)).data!.data).toMatchObject({ composerFollowUp: true, productionFollowUp: null });
    expect((await followUp(production, meeting1, false)).data!.data).toMatchObject({ composerFollowUp: true, productionFollowUp: false });
    expect((await followUp(ujin, meeting1, true)).error).toMatchObject({ status: 404, code: 'MEETING_NOT_FOUND' });
    expect((await followUp(office, meeting1, true)).error).toMatchObject({ status: 404, code: 'MEETING_NOT_FOUND' });

    // A cancelled meeting takes no attendance.
    await change(office, 3, { kind: 'cancel', meetingId: meeting2 });
    api().clock.advance(60 * MINUTE);
    expect((await attend(office, meeting2, 'held')).error).toMatchObject({ status: 409, code: 'MEETING_STATUS_CONFLICT' });
  });
});
