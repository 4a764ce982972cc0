import { describe, expect, it } from 'vitest';
import { DEFAULT_MEETING_SETTINGS, meetingSettingsProblems, meetingSlotsOf, meetingsEndAt, slotStartsOfDay } from './meetingSlots';

describe('meeting slots', () => {
  it('follow one another from the day start, skip the break, and end by the day end', () => {
    const starts = slotStartsOfDay(DEFAULT_MEETING_SETTINGS);
    expect(starts).toEqual(['10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30']);
    expect(slotStartsOfDay({ slotMinutes: 25, dayStart: '09:00', dayEnd: '10:00', breaks: [] })).toEqual(['09:00', '09:25']);
    expect(slotStartsOfDay({ slotMinutes: 30, dayStart: '10:00', dayEnd: '11:30', breaks: [{ start: '10:45', end: '11:00' }] })).toEqual(['10:00', '11:00']);
  });

  it('are festival time: 10:00 in Seoul is 01:00 UTC, whatever the machine', () => {
    const [first, second] = meetingSlotsOf(['2027-03-05', '2027-03-04'], { ...DEFAULT_MEETING_SETTINGS, dayEnd: '11:00' });
    expect(first).toEqual({ slotId: '2027-03-04T10:00', day: '2027-03-04', start: '2027-03-04T01:00:00.000Z', end: '2027-03-04T01:30:00.000Z' });
    expect(second!.slotId).toBe('2027-03-04T10:30');
    expect(meetingSlotsOf(['2027-03-05', '2027-03-04'], { ...DEFAULT_MEETING_SETTINGS, dayEnd: '11:00' })).toHaveLength(4);
  });

  it('name what is wrong with the hours and breaks', () => {
    expect(meetingSettingsProblems(DEFAULT_MEETING_SETTINGS)).toEqual([]);
    expect(meetingSettingsProblems({ ...DEFAULT_MEETING_SETTINGS, dayEnd: '09:00', breaks: [] })).toEqual([{ field: 'dayEnd', code: 'before_start' }]);
    expect(meetingSettingsProblems({ ...DEFAULT_MEETING_SETTINGS, breaks: [{ start: '13:00', end: '12:00' }] })).toEqual([{ field: 'breaks.0', code: 'invalid_break' }]);
    expect(meetingSettingsProblems({ ...DEFAULT_MEETING_SETTINGS, breaks: [{ start: '08:00', end: '09:00' }] })).toEqual([{ field: 'breaks.0', code: 'invalid_break' }]);
    expect(meetingSettingsProblems({ slotMinutes: 120, dayStart: '10:00', dayEnd: '11:00', breaks: [] })).toEqual([{ field: 'slotMinutes', code: 'no_slots' }]);
  });

  it('end with the last meeting day', () => {
    expect(meetingsEndAt(['2027-03-04', '2027-03-05'], { dayEnd: '18:00' })).toBe(Date.parse('2027-03-05T09:00:00Z'));
    expect(meetingsEndAt([], { dayEnd: '18:00' })).toBeNull();
  });
});
