import { useSyncExternalStore } from 'react';

/**
 * Whether a developer asked for the mock developer panel: `"devPanel": true` in config.json (a build or a server
 * set up for developers), or `?dev` in the address of this tab (kept for the tab in sessionStorage, so it stays
 * through navigation and the reload after a reset; `?dev=0` forgets it). A visitor of a demo sees no panel.
 */
export const DEV_PANEL_PARAMETER = 'dev';
export const DEV_PANEL_SESSION_KEY = 'cueDevPanel';

/** Reads `?dev` / `?dev=1` (ask) and `?dev=0` (forget) from `search`, keeps the answer in `storage`, and answers it. */
export function readDevPanelRequest(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined): boolean {
  const asked = new URLSearchParams(search).get(DEV_PANEL_PARAMETER);
  try {
    if (asked === '0' || asked === 'false') storage?.removeItem(DEV_PANEL_SESSION_KEY);
    else if (asked !== null) storage?.setItem(DEV_PANEL_SESSION_KEY, '1');
    return storage?.getItem(DEV_PANEL_SESSION_KEY) === '1';
  } catch {
    return asked !== null && asked !== '0' && asked !== 'false';
  }
}

let requested: boolean | undefined;

/** This tab's answer, read once per page load (the address's `?dev` goes with the first navigation). */
function requestedInThisTab(): boolean {
  requested ??= readDevPanelRequest(globalThis.location?.search ?? '', globalThis.sessionStorage);
  return requested;
}

const subscribe = () => () => undefined;

/** Whether this tab asked for the panel; false on the server and while hydrating (only the browser knows). */
export function useDevPanelRequestedInTab(): boolean {
  return useSyncExternalStore(subscribe, requestedInThisTab, () => false);
}
