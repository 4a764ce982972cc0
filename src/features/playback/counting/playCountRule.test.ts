import { describe, expect, it } from 'vitest';
import { isCountablePlay, listenedBetween, playCountThreshold } from './playCountRule';

describe('play count threshold', () => {
  it('is 30 seconds for tracks of a minute or more', () => {
    expect(playCountThreshold(200)).toBe(30);
    expect(playCountThreshold(60)).toBe(30);
    expect(isCountablePlay(29.9, 200)).toBe(false);
    expect(isCountablePlay(30, 200)).toBe(true);
  });

  it('is half the track when that comes first', () => {
    expect(playCountThreshold(20)).toBe(10);
    expect(playCountThreshold(45)).toBe(22.5);
    expect(isCountablePlay(9.9, 20)).toBe(false);
    expect(isCountablePlay(10, 20)).toBe(true);
  });

  it('falls back to 30 seconds when the length is unknown', () => {
    expect(playCountThreshold(Number.NaN)).toBe(30);
    expect(playCountThreshold(0)).toBe(30);
    expect(playCountThreshold(Number.POSITIVE_INFINITY)).toBe(30);
  });
});

describe('listening between two positions', () => {
  it('counts the small forward steps of playback', () => {
    expect(listenedBetween(10, 10.25)).toBeCloseTo(0.25);
    expect(listenedBetween(0, 1.5)).toBeCloseTo(1.5);
  });

  it('does not count a seek forward, a seek back or a standstill', () => {
    expect(listenedBetween(2, 32)).toBe(0);
    expect(listenedBetween(30, 5)).toBe(0);
    expect(listenedBetween(7, 7)).toBe(0);
    expect(listenedBetween(Number.NaN, 3)).toBe(0);
  });
});
