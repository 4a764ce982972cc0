import { useSyncExternalStore } from 'react';

/** localStorage key of which player shortcuts are switched on. */
export const SHORTCUTS_STORAGE_KEY = 'cue-player-shortcuts';

/** The player's keyboard shortcuts: Space, the Left/Right arrows, M and "?". */
export const SHORTCUT_IDS = ['playPause', 'seek', 'mute', 'help'] as const;
export type ShortcutId = (typeof SHORTCUT_IDS)[number];

/** Which shortcuts are on (all by default). */
export type ShortcutSettings = Readonly<Record<ShortcutId, boolean>>;

export const DEFAULT_SHORTCUTS: ShortcutSettings = { playPause: true, seek: true, mute: true, help: true };

/** The stored choice; anything missing or unreadable is on (the default). */
export function readShortcutSettings(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ShortcutSettings {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(SHORTCUTS_STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return DEFAULT_SHORTCUTS;
    const entries = SHORTCUT_IDS.map((id) => [id, (saved as Record<string, unknown>)[id] !== false] as const);
    return Object.fromEntries(entries) as Record<ShortcutId, boolean>;
  } catch {
    return DEFAULT_SHORTCUTS;
  }
}

let settings: ShortcutSettings | undefined;
const listeners = new Set<() => void>();

/** The shortcuts switched on now (read from storage on first use). */
export function getShortcutSettings(): ShortcutSettings {
  return (settings ??= readShortcutSettings());
}

/** Switches one shortcut on or off and remembers it (the choice still applies when storage fails). */
export function setShortcutEnabled(id: ShortcutId, enabled: boolean, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  settings = { ...getShortcutSettings(), [id]: enabled };
  try {
    storage?.setItem(SHORTCUTS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Kept for this page only.
  }
  for (const listener of listeners) listener();
}

/** Forgets the settings read (tests; the next read comes from storage again). */
export function resetShortcutSettings(): void {
  settings = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const defaultShortcuts = () => DEFAULT_SHORTCUTS;

/** The shortcuts switched on; re-renders when one is switched. The server (and hydration) renders the defaults. */
export function useShortcutSettings(): ShortcutSettings {
  return useSyncExternalStore(subscribe, getShortcutSettings, defaultShortcuts);
}
