/** The colour theme: light or dark, following the system unless the user chose (docs/product.md section 9). */
export { startTheme } from './themeStore';
export { useTheme } from './useTheme';
