import { describe, expect, it } from 'vitest';
import { timeAtOffset, waveformPeaks } from './peaks';

describe('waveform peaks', () => {
  it('splits min/max pairs into the maxima above and the minima below, scaled to -1..1', () => {
    const [top, bottom] = waveformPeaks({ length: 3, data: [-128, 127, 0, 0, -64, 32] });
    expect(Array.from(top)).toEqual([127 / 128, 0, 0.25]);
    expect(Array.from(bottom)).toEqual([-1, 0, -0.5]);
  });

  it('ignores pairs past `length`, a dangling value, and clamps what is out of range', () => {
    const [top, bottom] = waveformPeaks({ length: 5, data: [-300, 300, 5] });
    expect(Array.from(top)).toEqual([1]);
    expect(Array.from(bottom)).toEqual([-1]);
  });
});

describe('time at a pointer offset', () => {
  it('maps the offset to the track, clamped to its ends', () => {
    expect(timeAtOffset(150, 300, 200)).toBe(100);
    expect(timeAtOffset(-10, 300, 200)).toBe(0);
    expect(timeAtOffset(400, 300, 200)).toBe(200);
    expect(timeAtOffset(10, 0, 200)).toBe(0);
  });
});
