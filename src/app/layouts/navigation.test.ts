import { describe, expect, it } from 'vitest';
import { buildNavigation, isCurrentPath, isNavGroup, type NavEntry, type NavGroup, type NavLinkItem } from './navigation';

const outline = (entries: NavEntry[]) => entries.map((entry) => (isNavGroup(entry) ? { [entry.id]: entry.links.map((link) => link.to) } : entry.to));

describe('side navigation entries', () => {
  it('are Home, Music and Board for visitors', () => {
    expect(outline(buildNavigation({ loggedIn: false, musician: false }))).toEqual([
      '/',
      { music: ['/search-details', '/musician-list'] },
      { board: ['/notice-list', '/faq'] },
    ]);
  });

  it('insert the User group third for a logged-in musician, with My Musician Profile', () => {
    expect(outline(buildNavigation({ loggedIn: true, musician: true }))[2]).toEqual({
      user: ['/my-page', '/musician-profile', '/liked-music', '/shortlists'],
    });
  });

  it('leave My Musician Profile out for a general user', () => {
    expect(outline(buildNavigation({ loggedIn: true, musician: false }))[2]).toEqual({ user: ['/my-page', '/liked-music', '/shortlists'] });
  });

  it('match the current path (home only on the root)', () => {
    const [home, music] = buildNavigation({ loggedIn: false, musician: false }) as [NavLinkItem, NavGroup];
    const search = music.links[0]!;
    expect(isCurrentPath(home, '/')).toBe(true);
    expect(isCurrentPath(home, '/faq')).toBe(false);
    expect(isCurrentPath(search, '/search-details')).toBe(true);
    expect(isCurrentPath(search, '/search-details/')).toBe(true);
    expect(isCurrentPath(search, '/search-details-x')).toBe(false);
  });
});
