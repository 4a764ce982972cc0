import { describe, expect, it } from 'vitest';
import { readEmbedParams } from './embedParams';

const storage = (language: string | null) => ({ getItem: () => language });

describe('the embed page address', () => {
  it('names the track by its path, or by ?track= on the fallback page', () => {
    expect(readEmbedParams({ pathname: '/embed/track/7', search: '' }, storage(null)).musicFileId).toBe(7);
    expect(readEmbedParams({ pathname: '/embed.html', search: '?track=12' }, storage(null)).musicFileId).toBe(12);
    expect(readEmbedParams({ pathname: '/embed/track/abc', search: '' }, storage(null)).musicFileId).toBeUndefined();
    expect(readEmbedParams({ pathname: '/embed.html', search: '?track=0' }, storage(null)).musicFileId).toBeUndefined();
  });

  it('takes ?lang=, else the saved language, else Korean', () => {
    expect(readEmbedParams({ pathname: '/embed/track/1', search: '?lang=en' }, storage('ko')).language).toBe('en');
    expect(readEmbedParams({ pathname: '/embed/track/1', search: '?lang=fr' }, storage('en')).language).toBe('en');
    expect(readEmbedParams({ pathname: '/embed/track/1', search: '' }, storage(null)).language).toBe('ko');
  });

  it('forces a theme only when asked for a known one', () => {
    expect(readEmbedParams({ pathname: '/embed/track/1', search: '?theme=dark' }, storage(null)).theme).toBe('dark');
    expect(readEmbedParams({ pathname: '/embed/track/1', search: '?theme=blue' }, storage(null)).theme).toBeUndefined();
  });

  it('starts the track at ?t= seconds, at the beginning otherwise', () => {
    expect(readEmbedParams({ pathname: '/embed/track/1', search: '?t=20' }, storage(null)).startSeconds).toBe(20);
    expect(readEmbedParams({ pathname: '/embed/track/1', search: '?t=-3' }, storage(null)).startSeconds).toBe(0);
    expect(readEmbedParams({ pathname: '/embed/track/1', search: '?t=abc' }, storage(null)).startSeconds).toBe(0);
    expect(readEmbedParams({ pathname: '/embed/track/1', search: '' }, storage(null)).startSeconds).toBe(0);
  });
});
