import { Button } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from './Logo';
import { SIDE_NAV_ID } from './SideNav';

export interface AppHeaderProps {
  navOpen: boolean;
  onToggleNav: () => void;
}

/** The header of the main layout: menu toggle, logo with wordmark, and the language control. */
export function AppHeader({ navOpen, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header className="app-header">
      <Button
        variant="minimal"
        icon={<MenuIcon />}
        aria-label={t('header.toggleMenu')}
        aria-expanded={navOpen}
        aria-controls={SIDE_NAV_ID}
        onClick={onToggleNav}
      />
      <Logo />
      <div className="app-header__spacer" />
      <LanguageSwitcher />
    </header>
  );
}
