import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavLinkItem } from './navigation';

export interface SideNavLinkProps {
  item: NavLinkItem;
  /** Called when the link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** One link of the side navigation; the current page's link is marked (`aria-current="page"`). */
export function SideNavLink({ item, onNavigate }: SideNavLinkProps) {
  const { t } = useTranslation('nav');
  const Icon = item.icon;
  return (
    <NavLink to={item.to} end={item.to === '/'} className="app-side-nav__link" onClick={onNavigate}>
      <Icon size={16} />
      <span className="app-side-nav__text">{t(item.label)}</span>
    </NavLink>
  );
}
