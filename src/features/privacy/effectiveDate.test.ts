import { describe, expect, it } from 'vitest';
import { formatEffectiveDate } from './effectiveDate';

describe('the effective date', () => {
  it('reads as a long date in the interface language', () => {
    expect(formatEffectiveDate('ko', '2026-11-26')).toBe('2026년 11월 26일');
    expect(formatEffectiveDate('en', '2026-11-26')).toBe('26 November 2026');
  });

  it('is the calendar day the config names in every time zone (the first of a month is not moved to the last of the one before)', () => {
    const zone = process.env.TZ;
    try {
      for (const timeZone of ['America/Los_Angeles', 'Asia/Seoul', 'Pacific/Kiritimati']) {
        process.env.TZ = timeZone;
        expect(formatEffectiveDate('en', '2027-03-01')).toBe('1 March 2027');
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});
