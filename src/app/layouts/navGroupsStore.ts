import { useCallback, useSyncExternalStore } from 'react';

/**
 * Which groups of the side navigation are open, remembered in localStorage under one key as JSON
 * (`{"music": true, "board": false}`). A group never toggled is open. Anything unreadable counts as nothing saved.
 */
export const NAV_GROUPS_STORAGE_KEY = 'navGroups';

export type NavGroupsState = Readonly<Record<string, boolean>>;

const EMPTY: NavGroupsState = Object.freeze({});
const listeners = new Set<() => void>();
let raw: string | null | undefined;
let snapshot: NavGroupsState = EMPTY;

/** Reads a saved value, keeping only `name: boolean` entries. */
export function parseNavGroups(text: string | null | undefined): NavGroupsState {
  if (!text) return EMPTY;
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return EMPTY;
    return Object.freeze(Object.fromEntries(Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean')));
  } catch {
    return EMPTY;
  }
}

function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(NAV_GROUPS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function getNavGroups(): NavGroupsState {
  const text = readStorage();
  if (text !== raw) {
    raw = text;
    snapshot = parseNavGroups(text);
  }
  return snapshot;
}

export function isNavGroupOpen(state: NavGroupsState, id: string): boolean {
  return state[id] ?? true;
}

/** Opens or closes a group and remembers it. */
export function setNavGroupOpen(id: string, open: boolean): void {
  const current = getNavGroups();
  if (isNavGroupOpen(current, id) === open && id in current) return;
  const next = Object.freeze({ ...current, [id]: open });
  try {
    localStorage.setItem(NAV_GROUPS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the state still holds for this page.
  }
  raw = readStorage();
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === NAV_GROUPS_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The open/closed groups, with setters; every navigation on the page (and other tabs) shares it. */
export function useNavGroups() {
  const state = useSyncExternalStore(subscribe, getNavGroups, () => EMPTY);
  const isOpen = useCallback((id: string) => isNavGroupOpen(state, id), [state]);
  return { isOpen, setOpen: setNavGroupOpen };
}
