import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAbandonedPendingLike, PENDING_LIKE_KEY, readPendingLike, rememberPendingLike, samePlace, takePendingLike } from './pendingLike';

/** A sessionStorage of its own per test. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const SEARCH = '/search-details?q=%EC%9C%A0%EB%A6%AC+%EC%A0%95%EC%9B%90';
let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  storage = memoryStorage();
  rememberPendingLike({ musicFileId: 7, path: SEARCH }, storage);
});

describe('a like asked for before logging in', () => {
  it('is kept under its documented key', () => {
    expect(JSON.parse(storage.items.get(PENDING_LIKE_KEY)!)).toEqual({ musicFileId: 7, path: SEARCH });
    expect(readPendingLike(storage)).toEqual({ musicFileId: 7, path: SEARCH });
  });

  it('waits on the login page, reloaded or not, logged in or not', () => {
    forgetAbandonedPendingLike('/login?redirect=%2Fsearch-details', false, storage);
    forgetAbandonedPendingLike('/login', true, storage);
    expect(readPendingLike(storage)).toBeDefined();
  });

  it('waits through the sign-up page too (a visitor without an account signs up, then logs in)', () => {
    forgetAbandonedPendingLike('/sign-up?redirect=%2Fsearch-details', false, storage);
    forgetAbandonedPendingLike('/sign-up', false, storage);
    expect(readPendingLike(storage)).toBeDefined();
  });

  it('is applied once, logged in, back on the page it was asked on (however the query is encoded)', () => {
    expect(takePendingLike(SEARCH, false, storage)).toBeUndefined();
    expect(takePendingLike('/search-details?q=유리 정원', true, storage)).toEqual({ musicFileId: 7, path: SEARCH });
    expect(takePendingLike(SEARCH, true, storage)).toBeUndefined();
  });

  it('waits on its page once logged in, until the track list there applies it', () => {
    forgetAbandonedPendingLike(SEARCH, true, storage);
    expect(readPendingLike(storage)).toBeDefined();
  });

  it('is forgotten when the visitor leaves the login page without logging in', () => {
    forgetAbandonedPendingLike(SEARCH, false, storage);
    expect(readPendingLike(storage)).toBeUndefined();
  });

  it('is forgotten when the login leads elsewhere', () => {
    forgetAbandonedPendingLike('/', true, storage);
    expect(readPendingLike(storage)).toBeUndefined();
    expect(takePendingLike(SEARCH, true, storage)).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    storage.setItem(PENDING_LIKE_KEY, '{"musicFileId":"7","path":"//evil"}');
    expect(readPendingLike(storage)).toBeUndefined();
    storage.setItem(PENDING_LIKE_KEY, 'not json');
    expect(readPendingLike(storage)).toBeUndefined();
  });
});

describe('the same place', () => {
  it('whatever the encoding of the query', () => {
    expect(samePlace('/search-details?q=a+b', '/search-details?q=a%20b')).toBe(true);
    expect(samePlace('/search-details?q=a', '/search-details?q=b')).toBe(false);
    expect(samePlace('/musician-details/1', '/musician-details/2')).toBe(false);
  });
});
