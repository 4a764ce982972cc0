import { describe, expect, it } from 'vitest';
import { sessionChanged } from './useTrackStatsSessionReset';

describe('when likes must be forgotten', () => {
  it('on login, logout and a different user', () => {
    expect(sessionChanged({ loggedIn: false, userId: undefined }, { loggedIn: true, userId: undefined })).toBe(true);
    expect(sessionChanged({ loggedIn: true, userId: 3 }, { loggedIn: false, userId: undefined })).toBe(true);
    expect(sessionChanged({ loggedIn: true, userId: 3 }, { loggedIn: true, userId: 4 })).toBe(true);
  });

  it('not when the same user only finished loading their profile', () => {
    expect(sessionChanged({ loggedIn: true, userId: undefined }, { loggedIn: true, userId: 3 })).toBe(false);
    expect(sessionChanged({ loggedIn: true, userId: 3 }, { loggedIn: true, userId: 3 })).toBe(false);
  });
});
