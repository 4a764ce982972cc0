import { Button } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { AuthButton } from './AuthButton';
import { Logo } from './Logo';
import { useScrollOffset } from './useScrollOffset';

export interface AppHeaderProps {
  /** Whether the navigation the toggle controls is shown. */
  navOpen: boolean;
  /** The id of the navigation the toggle controls (while it is in the page). */
  navId?: string;
  onToggleNav: () => void;
  /** Phone-sized window: the logo shows the mark only. */
  compact?: boolean;
}

/**
 * The sticky header of the main layout: menu toggle and logo at the left; language control, dark-mode switch
 * and Login or Logout at the right. Once the page is scrolled it lifts off the page (a shadow).
 */
export function AppHeader({ navOpen, navId, onToggleNav, compact = false }: AppHeaderProps) {
  const { t } = useTranslation('common');
  const offset = useScrollOffset();
  return (
    <header className={offset ? 'app-header app-header--offset' : 'app-header'}>
      <div className="app-header__start">
        <Button
          className="app-header__menu"
          variant="minimal"
          icon={<MenuIcon size={20} />}
          aria-label={t('header.toggleMenu')}
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={onToggleNav}
        />
        <Logo single={compact} />
      </div>
      <div className="app-header__end">
        <LanguageSwitcher size={compact ? 'small' : 'medium'} />
        <ThemeSwitch />
        <AuthButton />
      </div>
    </header>
  );
}
