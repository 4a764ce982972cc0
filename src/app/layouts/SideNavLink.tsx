import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavLinkItem } from './navigation';

/** One link of the side navigation; the current page's link is marked active. */
export function SideNavLink({ item }: { item: NavLinkItem }) {
  const { t } = useTranslation('nav');
  const Icon = item.icon;
  return (
    <NavLink to={item.to} end className="app-side-nav__link">
      <Icon size={16} />
      <span>{t(item.label)}</span>
    </NavLink>
  );
}
