/**
 * The colour theme (docs/product.md section 9: primary blue; the app follows the system's dark mode by default and the
 * user can override it). Pure rules here; the store in `themeStore.ts` keeps the choice and applies it.
 */
export const themePreferences = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = 'light' | 'dark';

/** localStorage key holding the user's choice. */
export const THEME_STORAGE_KEY = 'theme';

/** The media query telling whether the system prefers dark colours. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (themePreferences as readonly string[]).includes(value);
}

/** The theme shown for a choice: `system` follows the system's preference. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * The choice saved when the user flips the dark-mode switch: choosing what the system already shows
 * goes back to following the system; choosing the other theme is kept as an explicit choice.
 */
export function preferenceForSwitch(dark: boolean, systemPrefersDark: boolean): ThemePreference {
  if (dark === systemPrefersDark) return 'system';
  return dark ? 'dark' : 'light';
}
