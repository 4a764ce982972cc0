import { describe, expect, it } from 'vitest';
import { formatFeedbackDate, seriesPoints } from './feedbackSeries';

describe('feedback chart helpers', () => {
  it('spreads the days over the width with 0 at the bottom and the largest count at the top', () => {
    expect(seriesPoints([0, 2, 4], 4, 100, 40)).toBe('0,40 50,20 100,0');
  });

  it('draws a flat line at the bottom when nothing happened', () => {
    expect(seriesPoints([0, 0], 0, 10, 40)).toBe('0,40 10,40');
  });

  it('formats a UTC day in each language, whatever the local time zone', () => {
    expect(formatFeedbackDate('2026-11-24', 'en')).toBe('Nov 24');
    expect(formatFeedbackDate('2026-11-24', 'ko')).toBe('11월 24일');
  });
});
