/**
 * After "reset data" the page reloads; this session flag lets the panel open again on the new page and
 * say that the reset worked.
 */
const RESET_NOTICE_KEY = 'cue.devPanel.resetDone';

export function rememberResetNotice(storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(RESET_NOTICE_KEY, '1');
  } catch {
    // Without session storage the reset still happened; only the message after the reload is lost.
  }
}

/** Whether a reset just happened; reading the flag removes it, so the message shows once. */
export function takeResetNotice(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.sessionStorage): boolean {
  try {
    if (storage?.getItem(RESET_NOTICE_KEY) !== '1') return false;
    storage.removeItem(RESET_NOTICE_KEY);
    return true;
  } catch {
    return false;
  }
}
