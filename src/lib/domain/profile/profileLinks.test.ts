import { describe, expect, it } from 'vitest';
import { normalizedInstagramId, normalizedPortfolioUrl } from './profileLinks';

describe("the musician's links as typed", () => {
  it('takes the Instagram ID out of "@id" and out of its address', () => {
    expect(normalizedInstagramId('@seojun.park')).toBe('seojun.park');
    expect(normalizedInstagramId(' https://www.instagram.com/seojun.park/ ')).toBe('seojun.park');
    expect(normalizedInstagramId('instagram.com/seojun_park?igsh=abc')).toBe('seojun_park');
    expect(normalizedInstagramId('seojun.park')).toBe('seojun.park');
    expect(normalizedInstagramId('seo jun')).toBe('seo jun');
  });

  it('gives a portfolio typed without its scheme https://, and leaves other text for the rules', () => {
    expect(normalizedPortfolioUrl('seojunpark.com')).toBe('https://seojunpark.com');
    expect(normalizedPortfolioUrl('www.seojunpark.com/works?lang=en')).toBe('https://www.seojunpark.com/works?lang=en');
    expect(normalizedPortfolioUrl('http://seojunpark.com')).toBe('http://seojunpark.com');
    expect(normalizedPortfolioUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(normalizedPortfolioUrl('my portfolio')).toBe('my portfolio');
    expect(normalizedPortfolioUrl('localhost')).toBe('localhost');
    expect(normalizedPortfolioUrl('')).toBe('');
  });
});
