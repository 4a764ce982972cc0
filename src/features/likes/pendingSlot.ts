type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage: what a visitor asked for must survive the login page and a reload of it. */
export const session = (): Storage | undefined => globalThis.sessionStorage;

/** What every pending request names: a track, and the page (pathname + search) it was asked on. */
export interface PendingTrack {
  musicFileId: number;
  path: string;
}

/** The track and page of a stored request, or undefined when they are not a track id and an app path. */
export function parsePendingTrack(saved: Record<string, unknown>): PendingTrack | undefined {
  const { musicFileId, path } = saved;
  return Number.isSafeInteger(musicFileId) && (musicFileId as number) > 0 && typeof path === 'string' && path.startsWith('/')
    ? { musicFileId: musicFileId as number, path }
    : undefined;
}

/**
 * One request a visitor made before logging in (a like, an "add to shortlist"), kept as JSON under `key`.
 * Storage that refuses (private mode) or holds something unreadable is no request: the visitor asks again.
 */
export function pendingSlot<T>(key: string, parse: (saved: Record<string, unknown>) => T | undefined) {
  return {
    remember: (value: T, storage = session()): void => {
      try {
        storage?.setItem(key, JSON.stringify(value));
      } catch {
        // Storage refused: the visitor asks again after the login.
      }
    },
    read: (storage = session()): T | undefined => {
      try {
        const saved: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
        return typeof saved === 'object' && saved !== null ? parse(saved as Record<string, unknown>) : undefined;
      } catch {
        return undefined;
      }
    },
    forget: (storage = session()): void => {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing kept.
      }
    },
  };
}
