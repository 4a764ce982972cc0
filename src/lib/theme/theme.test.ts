// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isThemePreference, preferenceForSwitch, resolveTheme, THEME_STORAGE_KEY } from './theme';

/** A controllable `(prefers-color-scheme: dark)` media query. */
function fakeSystem(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    setDark(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

/** A fresh copy of the store, so each test starts from what is saved and what the system says. */
async function loadStore() {
  vi.resetModules();
  return import('./themeStore');
}

const bodyIsDark = () => document.body.classList.contains('bp6-dark');

describe('theme rules', () => {
  it('follows the system unless the user chose', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('goes back to the system when the switch picks what the system shows', () => {
    expect(preferenceForSwitch(true, true)).toBe('system');
    expect(preferenceForSwitch(false, false)).toBe('system');
    expect(preferenceForSwitch(true, false)).toBe('dark');
    expect(preferenceForSwitch(false, true)).toBe('light');
  });

  it('accepts only the three known choices', () => {
    expect(['system', 'light', 'dark'].every(isThemePreference)).toBe(true);
    expect([null, '', 'DARK', 'blue', 1].some(isThemePreference)).toBe(false);
  });
});

describe('theme store', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.className = '';
    document.documentElement.removeAttribute('style');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the system preference by default and marks the document', async () => {
    fakeSystem(true);
    const store = await loadStore();
    store.startTheme();
    expect(store.getThemeState()).toEqual({ preference: 'system', systemPrefersDark: true, resolved: 'dark' });
    expect(bodyIsDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('follows the system when it changes, while no choice is saved', async () => {
    const system = fakeSystem(false);
    const store = await loadStore();
    store.startTheme();
    const listener = vi.fn();
    store.subscribeToTheme(listener);
    expect(bodyIsDark()).toBe(false);
    system.setDark(true);
    expect(store.getThemeState().resolved).toBe('dark');
    expect(bodyIsDark()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('saves an explicit choice, applies it at once and keeps it over the system', async () => {
    const system = fakeSystem(false);
    const store = await loadStore();
    store.startTheme();
    store.setThemePreference('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(bodyIsDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    system.setDark(false);
    expect(store.getThemeState().resolved).toBe('dark');
    store.setThemePreference('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(bodyIsDark()).toBe(false);
  });

  it('restores the saved choice on the next visit and ignores garbage', async () => {
    fakeSystem(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    let store = await loadStore();
    store.startTheme();
    expect(store.getThemeState()).toMatchObject({ preference: 'light', resolved: 'light' });
    expect(bodyIsDark()).toBe(false);

    localStorage.setItem(THEME_STORAGE_KEY, '{"oops"');
    store = await loadStore();
    store.startTheme();
    expect(store.getThemeState()).toMatchObject({ preference: 'system', resolved: 'dark' });
  });

  it('picks up a choice made in another tab', async () => {
    fakeSystem(false);
    const store = await loadStore();
    store.startTheme();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(store.getThemeState().resolved).toBe('dark');
  });
});
