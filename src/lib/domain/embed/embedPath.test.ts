import { describe, expect, it } from 'vitest';
import { embedTrackPath, isEmbedPath, parseEmbedTrackPath } from './embedPath';

describe('the embed path', () => {
  it('is /embed/track/{id} and reads back', () => {
    expect(embedTrackPath(7)).toBe('/embed/track/7');
    expect(parseEmbedTrackPath(embedTrackPath(7))).toBe(7);
    expect(parseEmbedTrackPath('/embed/track/12/')).toBe(12);
  });

  it('refuses anything that is not a positive id', () => {
    for (const path of [
      '/embed/track/',
      '/embed/track/0',
      '/embed/track/-1',
      '/embed/track/1.5',
      '/embed/track/abc',
      '/embed/track/1/x',
      '/music-details/1',
      '/embed/track/12345678901',
    ]) {
      expect(parseEmbedTrackPath(path), path).toBeUndefined();
    }
  });

  it('tells embed pages from the rest of the app', () => {
    expect(isEmbedPath('/embed/track/9999')).toBe(true);
    expect(isEmbedPath('/embed/track/abc')).toBe(true);
    expect(isEmbedPath('/')).toBe(false);
    expect(isEmbedPath('/embed')).toBe(false);
    expect(isEmbedPath('/music-details/1')).toBe(false);
  });
});
