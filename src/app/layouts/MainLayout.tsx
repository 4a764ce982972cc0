import { Drawer } from '@blueprintjs/core';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { focusOverlayContent } from '../../components/overlayFocus';
import { PageLoading } from '../../components/PageLoading';
// The opener is small and must watch every address; the player itself loads on first use (PlayerHost).
import { TrackLinkOpener } from '../../modules/player/TrackLinkOpener';
import { AppHeader } from './AppHeader';
import { Logo } from './Logo';
import { PlayerHost } from './PlayerHost';
import { SIDE_NAV_ID, SideNav } from './SideNav';
import { useIsMobile } from './useMediaQuery';

/** Width of the navigation drawer on phones (spec section 9). */
export const MOBILE_NAV_WIDTH = 288;

/**
 * The main layout: sticky header, side navigation (300 px, collapsible with the menu toggle) and the current
 * page. On phones (< 768 px) the navigation is a drawer the menu toggle opens; it closes when a link is
 * followed, with Escape and on the backdrop.
 */
export function MainLayout() {
  const { t } = useTranslation('nav');
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const [sideNavOpen, setSideNavOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setDrawerOpen(false), [pathname, mobile]);

  const navOpen = mobile ? drawerOpen : sideNavOpen;
  const toggleNav = () => (mobile ? setDrawerOpen((open) => !open) : setSideNavOpen((open) => !open));
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className={!mobile && sideNavOpen ? 'app-shell' : 'app-shell app-shell--nav-closed'}>
      <AppHeader navOpen={navOpen} navId={navOpen ? SIDE_NAV_ID : undefined} onToggleNav={toggleNav} compact={mobile} />
      {mobile ? (
        <Drawer
          isOpen={drawerOpen}
          onClose={closeDrawer}
          position="left"
          size={MOBILE_NAV_WIDTH}
          className="app-nav-drawer"
          onOpened={focusOverlayContent}
        >
          {/* Blueprint's Drawer has no role: this says it is a modal dialog holding the main menu. */}
          <div className="app-nav-drawer__content" role="dialog" aria-modal="true" aria-label={t('label')}>
            <div className="app-nav-drawer__brand">
              <Logo onClick={closeDrawer} />
            </div>
            <SideNav onNavigate={closeDrawer} />
          </div>
        </Drawer>
      ) : (
        <SideNav hidden={!sideNavOpen} />
      )}
      <main className="app-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <PlayerHost />
      <TrackLinkOpener />
    </div>
  );
}
