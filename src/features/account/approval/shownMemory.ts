/** localStorage key: the ids of the users who have seen "Musician Registration Approved" (a JSON array). */
export const MUSICIAN_APPROVAL_SHOWN_KEY = 'musicianApprovalShown';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const defaultStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** The user ids already shown the dialog; an unreadable or malformed record counts as none. */
export function readShownUserIds(storage: Storage | undefined = defaultStorage()): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(MUSICIAN_APPROVAL_SHOWN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Whether this user has already been shown the dialog (in this browser). */
export function wasShownTo(userId: number, storage: Storage | undefined = defaultStorage()): boolean {
  return readShownUserIds(storage).includes(userId);
}

/** Remembers that this user has been shown the dialog, keeping the others' records. */
export function rememberShownTo(userId: number, storage: Storage | undefined = defaultStorage()): void {
  const ids = readShownUserIds(storage);
  if (ids.includes(userId)) return;
  try {
    storage?.setItem(MUSICIAN_APPROVAL_SHOWN_KEY, JSON.stringify([...ids, userId]));
  } catch {
    // Storage full or unavailable: the dialog may show once more next time, which is harmless.
  }
}
