import { useSyncExternalStore } from 'react';
import { takeResetNotice } from './resetNotice';

/** Whether the panel is open, whether its code was asked for yet, and whether a reset just reloaded the page. */
export interface PanelState {
  isOpen: boolean;
  mounted: boolean;
  resetDone: boolean;
}

let state: PanelState | undefined;
const listeners = new Set<() => void>();

/** Read once per page load: after a reset reloaded the page, the panel opens by itself (the flag goes as it is read). */
function current(): PanelState {
  if (!state) {
    const resetDone = takeResetNotice();
    state = { isOpen: resetDone, mounted: resetDone, resetDone };
  }
  return state;
}

/** The server's (and the hydrating render's) state: closed; a reset notice only the browser has opens it right after. */
const CLOSED: PanelState = { isOpen: false, mounted: false, resetDone: false };
const closed = () => CLOSED;

function update(next: Partial<PanelState>): void {
  state = { ...current(), ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one panel's state, shared by the launchers (side navigation foot, phone drawer foot, guard header) and
 * the host that renders the panel: a launcher opens it, the panel closes it.
 */
export const panelState = {
  open: () => update({ isOpen: true, mounted: true }),
  close: () => update({ isOpen: false, resetDone: false }),
  use: (): PanelState => useSyncExternalStore(subscribe, current, closed),
  /** Forgets everything (tests load the module afresh instead where they can). */
  resetForTests: () => {
    state = undefined;
  },
};
