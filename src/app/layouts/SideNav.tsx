import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useIsLoggedIn } from '../../lib/auth/sessionStore';
import { useCurrentUser } from '../../lib/auth/useCurrentUser';
import { DevPanelLauncher } from '../../features/devPanel';
import { Copyright } from './Copyright';
import { useNavGroups } from './navGroupsStore';
import { buildNavigation, isCurrentPath, isNavGroup } from './navigation';
import { PrivacyPolicyLink } from './PrivacyPolicyLink';
import { SideNavGroup } from './SideNavGroup';
import { SideNavLink } from './SideNavLink';

export const SIDE_NAV_ID = 'app-side-nav';

/** The entries for the current visitor: the User group comes with login, My Musician Profile with the musician role. */
export function useNavigationEntries() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  return buildNavigation({ loggedIn, musician: user?.authorityType === 'ROLE_MUSICIAN', office: user?.authorityType === 'ROLE_ADMIN' });
}

export interface SideNavProps {
  id?: string;
  className?: string;
  hidden?: boolean;
  /** Called when a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/**
 * The side navigation (docs/product.md section 2): Home, the Music group, the User group when logged in, the Board group,
 * and at its foot the mock developer panel's launcher (on the mock only), the privacy policy link and the copyright line. Groups open and close and are remembered; the group holding the
 * current page opens when that page is reached.
 */
export function SideNav({ id = SIDE_NAV_ID, className, hidden, onNavigate }: SideNavProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const entries = useNavigationEntries();
  const groups = useNavGroups();
  const setGroupOpen = groups.setOpen;
  const currentGroup = entries.find((entry) => isNavGroup(entry) && entry.links.some((link) => isCurrentPath(link, pathname)));
  const currentGroupId = currentGroup && isNavGroup(currentGroup) ? currentGroup.id : undefined;

  useEffect(() => {
    if (currentGroupId) setGroupOpen(currentGroupId, true);
  }, [currentGroupId, pathname, setGroupOpen]);

  return (
    <nav id={id} className={['app-side-nav', className].filter(Boolean).join(' ')} aria-label={t('label')} hidden={hidden}>
      <ul className="app-side-nav__list">
        {entries.map((entry) =>
          isNavGroup(entry) ? (
            <SideNavGroup
              key={entry.id}
              group={entry}
              idPrefix={id}
              open={groups.isOpen(entry.id)}
              onToggle={(open) => groups.setOpen(entry.id, open)}
              onNavigate={onNavigate}
            />
          ) : (
            <li key={entry.to}>
              <SideNavLink item={entry} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
      <Copyright className="app-side-nav__footer">
        <DevPanelLauncher className="app-side-nav__dev-panel" />
        <PrivacyPolicyLink className="app-side-nav__privacy" onNavigate={onNavigate} />
      </Copyright>
    </nav>
  );
}
