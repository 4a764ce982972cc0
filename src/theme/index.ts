/** The colour theme: light or dark, following the system unless the user chose (docs/product.md section 9). */
export { startTheme, setThemePreference, getThemeState, applyTheme, type ThemeState } from './themeStore';
export { useTheme, type UseTheme } from './useTheme';
export { THEME_STORAGE_KEY, themePreferences, type ThemePreference, type ResolvedTheme } from './theme';
