import { describe, expect, it } from 'vitest';
import { getMeetingSettings, updateMeetingSettings } from '../../src/lib/api/generated/sdk.gen';
import type { MeetingSettingsInput } from '../../src/lib/api/generated/types.gen';
import { useTestApi } from '../testing/useTestApi';

/**
 * The seed's open round 1 has no meeting settings (the defaults; meeting days 4-5 March 2027). The closed pilot
 * round 2 has the office's: 30-minute slots 10:00-18:00 with a break 12:30-13:30 and four tables, on 25-26 February 2027.
 */
describe("a round's 1:1 meeting settings", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;
  const round2 = { roundId: 2 };
  const input = (overrides: Partial<MeetingSettingsInput> = {}): MeetingSettingsInput => ({
    slotMinutes: 30,
    dayStart: '10:00',
    dayEnd: '18:00',
    breaks: [{ start: '12:30', end: '13:30' }],
    tables: [1, 2, 3, 4].map((tableId) => ({ tableId, name: { ko: `테이블 ${tableId}`, en: `Table ${tableId}` } })),
    maxMeetingsPerPerson: 8,
    ...overrides,
  });
  /** A meeting placed for the seed's accepted request 1 in round 2. */
  const placeMeeting = (slotId: string, tableId: number, status: 'scheduled' | 'cancelled' = 'scheduled') =>
    db().meetings.create({
      id: 1,
      roundId: 2,
      requestId: 1,
      slotId,
      tableId,
      status,
      sequence: 0,
      productionFollowUp: null,
      composerFollowUp: null,
      reminderSentAt: null,
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
    });

  it('shows anyone the defaults until the office sets them, with every slot in festival time', async () => {
    const defaults = (await getMeetingSettings({ client: api().anonymous, path: { roundId: 1 } })).data!.data;
    expect(defaults).toMatchObject({
      roundId: 1,
      timeZone: 'Asia/Seoul',
      days: ['2027-03-04', '2027-03-05'],
      slotMinutes: 30,
      dayStart: '10:00',
      dayEnd: '18:00',
      breaks: [{ start: '12:00', end: '13:00' }],
      tables: [],
      maxMeetingsPerPerson: 8,
      updatedAt: null,
    });
    // 10:00-12:00 and 13:00-18:00: 4 + 10 slots a day.
    expect(defaults.slots).toHaveLength(28);
    expect(defaults.slots[0]).toEqual({ slotId: '2027-03-04T10:00', day: '2027-03-04', start: '2027-03-04T01:00:00.000Z', end: '2027-03-04T01:30:00.000Z' });
    expect(defaults.slots.map((slot) => slot.slotId)).not.toContain('2027-03-04T12:00');

    const pilot = (await getMeetingSettings({ client: api().anonymous, path: round2 })).data!.data;
    expect(pilot.tables.map((table) => table.name.en)).toEqual(['Table A', 'Table B', 'Table C', 'Lounge room']);
    expect(pilot.slots.map((slot) => slot.slotId)).toContain('2027-02-25T12:00');
    expect(pilot.slots.map((slot) => slot.slotId)).not.toContain('2027-02-25T12:30');
    expect(pilot.updatedAt).toBe('2026-09-10T02:00:00.000Z');

    expect((await getMeetingSettings({ client: api().anonymous, path: { roundId: 99 } })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
  });

  it('shows a draft round’s settings to the office only', async () => {
    const round = db().rounds.findFirst((q) => q.where({ id: 1 }))!;
    await db().rounds.create({ ...structuredClone(round), id: 3, status: 'draft', openedAt: null });
    const office = await api().clientFor('admin@cue.test');
    const user = await api().clientFor('user@cue.test');
    expect((await getMeetingSettings({ client: office, path: { roundId: 3 } })).data!.data.roundId).toBe(3);
    expect((await getMeetingSettings({ client: user, path: { roundId: 3 } })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
    expect((await getMeetingSettings({ client: api().anonymous, path: { roundId: 3 } })).error).toMatchObject({ status: 404 });
  });

  it('lets the office alone set them, refusing hours that break the rules with the field and code', async () => {
    const office = await api().clientFor('admin@cue.test');
    expect((await updateMeetingSettings({ client: api().anonymous, path: round2, body: input() })).error).toMatchObject({ status: 401 });
    for (const login of ['user@cue.test', 'musician@cue.test']) {
      const client = await api().clientFor(login);
      expect((await updateMeetingSettings({ client, path: round2, body: input() })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const refused = async (body: MeetingSettingsInput) => (await updateMeetingSettings({ client: office, path: round2, body })).error;
    expect(await refused(input({ dayStart: '18:00', dayEnd: '10:00', breaks: [] }))).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'dayEnd', code: 'before_start' })],
    });
    expect(
      await refused(
        input({
          breaks: [
            { start: '09:00', end: '10:30' },
            { start: '15:00', end: '14:00' },
          ],
        }),
      ),
    ).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'breaks.0', code: 'invalid_break' }), expect.objectContaining({ field: 'breaks.1', code: 'invalid_break' })],
    });
    expect(await refused(input({ slotMinutes: 120, dayStart: '10:00', dayEnd: '11:00', breaks: [] }))).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'slotMinutes', code: 'no_slots' })],
    });
    expect(await refused(input({ tables: [{ tableId: 9, name: { ko: '없는 테이블', en: '' } }] }))).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'tables.0.tableId', code: 'unknown_table' })],
    });
    expect(
      await refused(
        input({
          tables: [
            { tableId: 1, name: { ko: 'A', en: '' } },
            { tableId: 1, name: { ko: 'B', en: '' } },
          ],
        }),
      ),
    ).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'tables.1.tableId', code: 'unknown_table' })],
    });
    expect(await refused(input({ tables: [{ name: { ko: '\u200b', en: '' } }] }))).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'tables.0.name.ko' })],
    });
    expect(db().meetingSettings.all()[0]!.slotMinutes).toBe(30);
    expect(db().meetingSettings.all()[0]!.tables).toHaveLength(4);
  });

  it('keeps the tables it is given by id and numbers new ones after every id the round used', async () => {
    const office = await api().clientFor('admin@cue.test');
    const first = await updateMeetingSettings({
      client: office,
      path: round2,
      body: input({
        slotMinutes: 45,
        maxMeetingsPerPerson: 5,
        tables: [{ tableId: 2, name: { ko: '테이블 B', en: '' } }, { name: { ko: '  새 룸  ', en: 'New room' } }],
      }),
    });
    expect(first.data!.data).toMatchObject({
      slotMinutes: 45,
      maxMeetingsPerPerson: 5,
      tables: [
        { tableId: 2, name: { ko: '테이블 B', en: '' } },
        { tableId: 5, name: { ko: '새 룸', en: 'New room' } },
      ],
      updatedAt: new Date(api().clock.now()).toISOString(),
    });
    expect(first.data!.data.slots.map((slot) => slot.slotId).slice(0, 4)).toEqual(['2027-02-25T10:00', '2027-02-25T10:45', '2027-02-25T11:30', '2027-02-25T13:45']);
    // A cancelled meeting once sat at table 7: a new table never takes its id.
    await placeMeeting('2027-02-25T10:00', 7, 'cancelled');
    const second = await updateMeetingSettings({ client: office, path: round2, body: input({ tables: [{ name: { ko: '다른 룸', en: '' } }] }) });
    expect(second.data!.data.tables).toEqual([{ tableId: 8, name: { ko: '다른 룸', en: '' } }]);
    // A round without settings gets its first record.
    const round1 = await updateMeetingSettings({ client: office, path: { roundId: 1 }, body: input({ tables: [{ name: { ko: 'A', en: 'A' } }] }) });
    expect(round1.data!.data.tables).toEqual([{ tableId: 1, name: { ko: 'A', en: 'A' } }]);
    expect(db().meetingSettings.all()).toHaveLength(2);
  });

  it('refuses to remove a slot or a table holding a meeting that is not cancelled', async () => {
    const office = await api().clientFor('admin@cue.test');
    await placeMeeting('2027-02-25T10:30', 1);
    const change = (body: MeetingSettingsInput) => updateMeetingSettings({ client: office, path: round2, body });
    expect((await change(input({ dayStart: '11:00' }))).error).toMatchObject({
      status: 409,
      code: 'MEETING_SETTINGS_CONFLICT',
      fieldErrors: [expect.objectContaining({ field: 'slotMinutes' })],
    });
    expect((await change(input({ slotMinutes: 45 }))).error).toMatchObject({ status: 409, code: 'MEETING_SETTINGS_CONFLICT' });
    expect((await change(input({ tables: input().tables.slice(1) }))).error).toMatchObject({
      status: 409,
      code: 'MEETING_SETTINGS_CONFLICT',
      fieldErrors: [expect.objectContaining({ field: 'tables' })],
    });
    // Keeping the slot and the table (renamed) is fine; so is removing them once the meeting is cancelled.
    expect((await change(input({ dayEnd: '17:00', tables: [{ tableId: 1, name: { ko: '창가 테이블', en: 'Window table' } }] }))).data!.data.tables).toHaveLength(1);
    await db().meetings.update((q) => q.where({ id: 1 }), {
      data(meeting) {
        meeting.status = 'cancelled';
      },
    });
    expect((await change(input({ dayStart: '11:00', tables: [] }))).data!.data.dayStart).toBe('11:00');
  });
});
