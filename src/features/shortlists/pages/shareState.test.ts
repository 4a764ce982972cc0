import { describe, expect, it } from 'vitest';
import { formatDay, shareAddress } from './shareState';

describe('formatDay', () => {
  it('writes a day the way each language does, not as ISO', () => {
    expect(formatDay('2026-12-01T10:00:00Z', 'ko', 'UTC')).toBe('2026년 12월 1일');
    expect(formatDay('2026-12-01T10:00:00Z', 'en', 'UTC')).toBe('December 1, 2026');
  });

  it("takes the day in the reader's time zone", () => {
    expect(formatDay('2026-12-01T20:00:00Z', 'en', 'Asia/Seoul')).toBe('December 2, 2026');
  });
});

describe('shareAddress', () => {
  it("carries the sharer's language", () => {
    expect(shareAddress('abc', 'en', 'https://cue.example')).toBe('https://cue.example/s/abc?lang=en');
    expect(shareAddress('abc', 'ko', 'https://cue.example')).toBe('https://cue.example/s/abc?lang=ko');
  });
});
