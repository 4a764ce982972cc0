import { describe, expect, it } from 'vitest';
import { instagramHandle, instagramUrl, present, safeWebUrl } from './externalLinks';

describe('external links of a musician', () => {
  it('builds the Instagram address from an id stored without @', () => {
    expect(instagramUrl('doyun.han.score')).toBe('https://www.instagram.com/doyun.han.score');
    expect(instagramHandle('@doyun')).toBe('doyun');
    expect(instagramUrl('a/b?c')).toBe('https://www.instagram.com/a%2Fb%3Fc');
  });

  it('links only web addresses', () => {
    expect(safeWebUrl('https://example.com/portfolio/doyun-han')).toBe('https://example.com/portfolio/doyun-han');
    expect(safeWebUrl('http://example.org/x')).toBe('http://example.org/x');
    expect(safeWebUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeWebUrl('data:text/html,<script>')).toBeUndefined();
    expect(safeWebUrl('my site')).toBeUndefined();
  });

  it('treats null and blank values as absent', () => {
    expect(present(null)).toBe(false);
    expect(present('  ')).toBe(false);
    expect(present('x')).toBe(true);
  });
});
