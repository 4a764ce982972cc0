import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_PATH, safeRedirectTarget, withRedirect } from './redirectTarget';

describe('safeRedirectTarget', () => {
  it.each([
    ['/my-page', '/my-page'],
    ['/search-details?q=piano#top', '/search-details?q=piano#top'],
    ['/musician-details/12', '/musician-details/12'],
    ['/', '/'],
  ])('follows the same-origin path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['my-page'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    [' /my-page'],
  ])('goes home instead of %j', (raw) => {
    expect(safeRedirectTarget(raw)).toBe(HOME_PATH);
  });

  it.each(['/login', '/login?redirect=%2Fmy-page', '/sign-up', '/login/'])('does not send a login back to %s', (raw) => {
    expect(safeRedirectTarget(raw)).toBe(HOME_PATH);
  });

  it('never answers anything that leaves the origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        const target = safeRedirectTarget(raw);
        const url = new URL(target, 'https://cue.example');
        expect(url.origin).toBe('https://cue.example');
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
      }),
    );
  });
});

describe('withRedirect', () => {
  it('passes the target on from the login to the sign-up and back, or leaves the page plain for home', () => {
    expect(withRedirect('/sign-up', '/search-details?q=유리 정원')).toBe('/sign-up?redirect=%2Fsearch-details%3Fq%3D%EC%9C%A0%EB%A6%AC%20%EC%A0%95%EC%9B%90');
    expect(safeRedirectTarget(new URL(withRedirect('/login', '/musician-details/3'), 'http://x').searchParams.get('redirect'))).toBe('/musician-details/3');
    expect(withRedirect('/login', HOME_PATH)).toBe('/login');
  });
});
