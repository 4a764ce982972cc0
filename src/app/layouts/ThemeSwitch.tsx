import { Switch, type SwitchProps } from '@blueprintjs/core';
import { MoonIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../lib/theme/useTheme';

/** Props of {@link ThemeSwitch}: those of Blueprint's Switch, without what the switch decides itself. */
export type ThemeSwitchProps = Omit<SwitchProps, 'checked' | 'defaultChecked' | 'onChange' | 'label' | 'labelElement'>;

/**
 * The dark-mode switch. On follows the system by default; flipping it to what the system shows goes back to
 * following the system, flipping it the other way is remembered (localStorage `theme`).
 */
export function ThemeSwitch({ className, ...rest }: ThemeSwitchProps) {
  const { t } = useTranslation('common');
  const { dark, setDark } = useTheme();
  return (
    <Switch
      className={['app-theme-switch', className].filter(Boolean).join(' ')}
      role="switch"
      aria-label={t('theme.dark')}
      checked={dark}
      onChange={(event) => setDark(event.currentTarget.checked)}
      labelElement={<MoonIcon className="app-theme-switch__icon" aria-hidden />}
      {...rest}
    />
  );
}
