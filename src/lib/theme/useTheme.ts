import { useSyncExternalStore } from 'react';
import { getServerThemeState, getThemeState, setThemePreference, subscribeToTheme, type ThemeState } from './themeStore';
import { preferenceForSwitch } from './theme';

export interface UseTheme extends ThemeState {
  /** Whether the dark theme is shown. */
  dark: boolean;
  /** Switches dark mode on or off (back to following the system when that is what the system shows). */
  setDark: (dark: boolean) => void;
}

/** The current theme and a way to switch dark mode; re-renders when the choice or the system changes. */
export function useTheme(): UseTheme {
  const state = useSyncExternalStore(subscribeToTheme, getThemeState, getServerThemeState);
  return {
    ...state,
    dark: state.resolved === 'dark',
    setDark: (dark) => setThemePreference(preferenceForSwitch(dark, state.systemPrefersDark)),
  };
}
