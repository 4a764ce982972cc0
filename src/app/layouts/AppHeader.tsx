import { Button } from '@blueprintjs/core';
import { MenuIcon, Search } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitch } from './ThemeSwitch';
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

const SEARCH_PATH = '/search-details';

/**
 * The sticky header of the main layout: menu toggle and logo at the left; language control, dark-mode switch
 * and Login or Logout at the right. Once the page is scrolled it lifts off the page (a shadow). On a phone a
 * search button comes first at the right, so the music search is one tap away without opening the menu: it
 * opens the search (the one shown, on the search page) with the focus in its box.
 */
export function AppHeader({ navOpen, navId, onToggleNav, compact = false }: AppHeaderProps) {
  const { t } = useTranslation('common');
  const offset = useScrollOffset();
  const location = useLocation();
  const searchTarget = { pathname: SEARCH_PATH, search: location.pathname === SEARCH_PATH ? location.search : '' };
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
        {compact && (
          <Link className="bp6-button bp6-minimal app-header__search" to={searchTarget} state={{ focusSearch: true }} aria-label={t('header.search')}>
            <Search size={20} />
          </Link>
        )}
        <LanguageSwitcher size={compact ? 'small' : 'medium'} />
        <ThemeSwitch />
        <AuthButton />
      </div>
    </header>
  );
}
