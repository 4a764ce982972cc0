import { describe, expect, it } from 'vitest';
import { MUSICIAN_APPROVAL_SHOWN_KEY, readShownUserIds, rememberShownTo, wasShownTo } from './shownMemory';

/** A Map-backed stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    raw: (key: string) => values.get(key),
  };
}

describe('the once-per-user memory of "Musician Registration Approved"', () => {
  it('has shown the dialog to nobody at first', () => {
    const storage = memoryStorage();
    expect(readShownUserIds(storage)).toEqual([]);
    expect(wasShownTo(3, storage)).toBe(false);
  });

  it('remembers each user once, as a JSON array under musicianApprovalShown', () => {
    const storage = memoryStorage();
    rememberShownTo(3, storage);
    rememberShownTo(3, storage);
    rememberShownTo(7, storage);
    expect(wasShownTo(3, storage)).toBe(true);
    expect(wasShownTo(7, storage)).toBe(true);
    expect(wasShownTo(4, storage)).toBe(false);
    expect(JSON.parse(storage.raw(MUSICIAN_APPROVAL_SHOWN_KEY)!)).toEqual([3, 7]);
  });

  it.each(['not json', '{"3":true}', '"3"', 'null'])('treats a malformed record (%s) as empty and repairs it', (raw) => {
    const storage = memoryStorage({ [MUSICIAN_APPROVAL_SHOWN_KEY]: raw });
    expect(wasShownTo(3, storage)).toBe(false);
    rememberShownTo(3, storage);
    expect(JSON.parse(storage.raw(MUSICIAN_APPROVAL_SHOWN_KEY)!)).toEqual([3]);
  });

  it('ignores entries that are not user ids', () => {
    const storage = memoryStorage({ [MUSICIAN_APPROVAL_SHOWN_KEY]: '[3, "7", 1.5, null]' });
    expect(readShownUserIds(storage)).toEqual([3]);
  });

  it('survives a storage that refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberShownTo(3, storage)).not.toThrow();
  });

  it('works without any storage', () => {
    expect(wasShownTo(3, undefined)).toBe(false);
    expect(() => rememberShownTo(3, undefined)).not.toThrow();
  });
});
