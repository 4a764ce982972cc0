import { Classes } from '@blueprintjs/core';
import { DARK_SCHEME_QUERY, isThemePreference, resolveTheme, THEME_STORAGE_KEY, type ResolvedTheme, type ThemePreference } from './theme';

/** What the app shows: the saved choice, the system's preference and the resulting theme. */
export interface ThemeState {
  preference: ThemePreference;
  systemPrefersDark: boolean;
  resolved: ResolvedTheme;
}

const listeners = new Set<() => void>();
let media: MediaQueryList | undefined;
let state: ThemeState = read();

function readPreference(): ThemePreference {
  try {
    const saved = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

function systemMedia(): MediaQueryList | undefined {
  media ??= typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(DARK_SCHEME_QUERY) : undefined;
  return media;
}

function read(): ThemeState {
  const preference = readPreference();
  const systemPrefersDark = systemMedia()?.matches ?? false;
  return { preference, systemPrefersDark, resolved: resolveTheme(preference, systemPrefersDark) };
}

/** Marks the document: Blueprint's dark class on `<body>` (portals live there too) and `color-scheme`. */
export function applyTheme(theme: ResolvedTheme, doc: Document | undefined = globalThis.document): void {
  if (!doc?.body) return;
  doc.body.classList.toggle(Classes.DARK, theme === 'dark');
  doc.documentElement.dataset.theme = theme;
  doc.documentElement.style.colorScheme = theme;
}

function refresh(): void {
  const next = read();
  if (next.preference === state.preference && next.systemPrefersDark === state.systemPrefersDark) return;
  state = next;
  applyTheme(state.resolved);
  for (const listener of listeners) listener();
}

export const getThemeState = (): ThemeState => state;

const SERVER_STATE: ThemeState = { preference: 'system', systemPrefersDark: false, resolved: 'light' };

/**
 * What a prerendered page was rendered with (and what its hydration renders): the theme not known yet. The
 * colours of the first paint come from `<html data-theme>` and the system's media query, not from markup.
 */
export const getServerThemeState = (): ThemeState => SERVER_STATE;

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Saves the user's choice and applies it at once. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage can be unavailable; the choice still applies to this page.
    state = { ...state, preference, resolved: resolveTheme(preference, state.systemPrefersDark) };
    applyTheme(state.resolved);
    for (const listener of listeners) listener();
    return;
  }
  refresh();
}

let started = false;

/**
 * Applies the theme to the document and keeps it in step with the system's preference and with other tabs.
 * Called once at startup, before the first render, so the first paint has the right colours.
 */
export function startTheme(): void {
  if (started) return;
  started = true;
  state = read();
  applyTheme(state.resolved);
  systemMedia()?.addEventListener('change', refresh);
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_STORAGE_KEY) refresh();
  });
}
