import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAbandonedPendingShortlist, PENDING_SHORTLIST_KEY, readPendingShortlist, rememberPendingShortlist, takePendingShortlist } from './pendingShortlist';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const SEARCH = '/search-details?q=%EC%83%88%EB%B2%BD';
let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  storage = memoryStorage();
  rememberPendingShortlist({ musicFileId: 7, path: SEARCH, place: 'row' }, storage);
});

describe('an "add to shortlist" asked for before logging in', () => {
  it('opens the menu of the same button once, logged in and back on the page', () => {
    expect(takePendingShortlist({ musicFileId: 7, place: 'row' }, '/search-details?q=새벽', true, storage)).toBe(true);
    expect(storage.items.has(PENDING_SHORTLIST_KEY)).toBe(false);
    expect(takePendingShortlist({ musicFileId: 7, place: 'row' }, SEARCH, true, storage)).toBe(false);
  });

  it('does not open another track, the player for a row, before the login or on another page', () => {
    expect(takePendingShortlist({ musicFileId: 8, place: 'row' }, SEARCH, true, storage)).toBe(false);
    expect(takePendingShortlist({ musicFileId: 7, place: 'player' }, SEARCH, true, storage)).toBe(false);
    expect(takePendingShortlist({ musicFileId: 7, place: 'row' }, SEARCH, false, storage)).toBe(false);
    expect(takePendingShortlist({ musicFileId: 7, place: 'row' }, '/', true, storage)).toBe(false);
    expect(readPendingShortlist(storage)).toEqual({ musicFileId: 7, path: SEARCH, place: 'row' });
  });

  it('waits on the login page and is forgotten when the visitor goes elsewhere without logging in', () => {
    forgetAbandonedPendingShortlist('/login?redirect=%2F', false, storage);
    expect(readPendingShortlist(storage)).toBeDefined();
    forgetAbandonedPendingShortlist('/faq', false, storage);
    expect(readPendingShortlist(storage)).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    storage.setItem(PENDING_SHORTLIST_KEY, '{"musicFileId":"7","path":"/","place":"row"}');
    expect(readPendingShortlist(storage)).toBeUndefined();
    storage.setItem(PENDING_SHORTLIST_KEY, '{"musicFileId":7,"path":"/","place":"dock"}');
    expect(readPendingShortlist(storage)).toBeUndefined();
    storage.setItem(PENDING_SHORTLIST_KEY, 'not json');
    expect(readPendingShortlist(storage)).toBeUndefined();
  });
});
