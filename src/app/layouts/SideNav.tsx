import { useTranslation } from 'react-i18next';
import { Copyright } from './Copyright';
import { isNavGroup, navigation, type NavGroup } from './navigation';
import { SideNavLink } from './SideNavLink';

export const SIDE_NAV_ID = 'app-side-nav';

function SideNavGroup({ group }: { group: NavGroup }) {
  const { t } = useTranslation('nav');
  const headingId = `${SIDE_NAV_ID}-${group.id}`;
  return (
    <li>
      <div className="app-side-nav__group" id={headingId}>
        {t(group.label)}
      </div>
      <ul className="app-side-nav__list app-side-nav__list--nested" aria-labelledby={headingId}>
        {group.links.map((link) => (
          <li key={link.to}>
            <SideNavLink item={link} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The side navigation (300 px): Home, then the Music and Board groups, and the copyright line at its foot. */
export function SideNav({ open }: { open: boolean }) {
  const { t } = useTranslation('nav');
  return (
    <nav id={SIDE_NAV_ID} className="app-side-nav" aria-label={t('label')} hidden={!open}>
      <ul className="app-side-nav__list">
        {navigation.map((entry) =>
          isNavGroup(entry) ? (
            <SideNavGroup key={entry.id} group={entry} />
          ) : (
            <li key={entry.to}>
              <SideNavLink item={entry} />
            </li>
          ),
        )}
      </ul>
      <Copyright className="app-side-nav__footer" />
    </nav>
  );
}
