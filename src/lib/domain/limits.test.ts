import { describe, expect, it } from 'vitest';
import { zKeywordIds, zPhoneNo, zReorderShortlistRequest } from '../api/generated/zod.gen';
import { MAX_KEYWORDS_PER_TRACK, MAX_TRACKS_PER_SHORTLIST, PHONE_DIGITS } from './limits';

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('the limits a number cannot be read from the schemas for agree with the contract', () => {
  it('keywords per track', () => {
    expect(zKeywordIds.safeParse(ids(MAX_KEYWORDS_PER_TRACK)).success).toBe(true);
    expect(zKeywordIds.safeParse(ids(MAX_KEYWORDS_PER_TRACK + 1)).success).toBe(false);
  });

  it('tracks per shortlist', () => {
    expect(zReorderShortlistRequest.safeParse({ musicFileIds: ids(MAX_TRACKS_PER_SHORTLIST) }).success).toBe(true);
    expect(zReorderShortlistRequest.safeParse({ musicFileIds: ids(MAX_TRACKS_PER_SHORTLIST + 1) }).success).toBe(false);
  });

  it("a Korean mobile number's digits", () => {
    expect(zPhoneNo.safeParse('0'.repeat(PHONE_DIGITS)).success).toBe(true);
    expect(zPhoneNo.safeParse('0'.repeat(PHONE_DIGITS - 1)).success).toBe(false);
    expect(zPhoneNo.safeParse('0'.repeat(PHONE_DIGITS + 1)).success).toBe(false);
  });
});
