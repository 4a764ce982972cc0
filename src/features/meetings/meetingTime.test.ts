import { describe, expect, it } from 'vitest';
import { festivalClock, meetingDayLabel, ownClock } from './meetingTime';

describe('meeting times', () => {
  const tenKst = '2027-02-25T01:00:00.000Z';

  it('reads a slot in festival time and names its day in a few words', () => {
    expect(festivalClock(tenKst)).toBe('10:00');
    expect(meetingDayLabel('2027-03-04', 'ko')).toBe('3월 4일');
    expect(meetingDayLabel('2027-03-04', 'en')).toBe('4 Mar');
  });

  it("gives the visitor's own clock only when their zone reads the instant differently, with the day when it differs", () => {
    expect(ownClock(tenKst, 'en', 'Asia/Seoul')).toBeNull();
    expect(ownClock(tenKst, 'en', 'Asia/Tokyo')).toBeNull();
    expect(ownClock(tenKst, 'en', 'Europe/London')).toBe('01:00');
    expect(ownClock(tenKst, 'en', 'America/Los_Angeles')).toBe('24 Feb 17:00');
    expect(ownClock(tenKst, 'ko', 'America/Los_Angeles')).toBe('2월 24일 17:00');
  });
});
