import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { lazyWithPreload, whenIdle } from '../../lib/ui/lazyWithPreload';
import { LanguageOffer } from './LanguageOffer';
import { PageLoading } from '../../lib/ui/PageLoading';
import { useForgetAbandonedLike } from '../../features/likes';
// The opener is small and must watch every address; the player itself loads on first use (PlayerHost).
import { TrackLinkOpener } from '../../features/player';
import { AppHeader } from './AppHeader';
import { PlayerHost } from './PlayerHost';
import { SIDE_NAV_ID, SideNav } from './SideNav';
import { useIsMobile } from './useMediaQuery';

/** The phone drawer and Blueprint's overlay code come when the browser is idle, not with the first page. */
const MobileNavDrawer = lazyWithPreload(() => import('./MobileNavDrawer').then((module) => module.MobileNavDrawer));

/**
 * The main layout: sticky header, side navigation (300 px, collapsible with the menu toggle) and the current
 * page. On phones (< 768 px) the navigation is a drawer the menu toggle opens; it closes when a link is
 * followed, with Escape and on the backdrop.
 */
export function MainLayout() {
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  useForgetAbandonedLike();
  const [sideNavOpen, setSideNavOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so closing it plays its transition.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);

  // A navigation or a change of layout closes the drawer (in the render that sees it, not one after).
  const [drawerPlace, setDrawerPlace] = useState({ pathname, mobile });
  if (drawerPlace.pathname !== pathname || drawerPlace.mobile !== mobile) {
    setDrawerPlace({ pathname, mobile });
    setDrawerOpen(false);
  }
  useEffect(() => {
    if (mobile) whenIdle(() => void MobileNavDrawer.preload());
  }, [mobile]);

  const navOpen = mobile ? drawerOpen : sideNavOpen;
  const toggleNav = () => (mobile ? setDrawerOpen((open) => !open) : setSideNavOpen((open) => !open));
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className={!mobile && sideNavOpen ? 'app-shell' : 'app-shell app-shell--nav-closed'}>
      <AppHeader navOpen={navOpen} navId={navOpen ? SIDE_NAV_ID : undefined} onToggleNav={toggleNav} compact={mobile} />
      {mobile ? (
        drawerUsed && (
          <Suspense fallback={null}>
            <MobileNavDrawer isOpen={drawerOpen} onClose={closeDrawer} />
          </Suspense>
        )
      ) : (
        <SideNav hidden={!sideNavOpen} />
      )}
      <main className="app-main">
        <LanguageOffer />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <PlayerHost />
      <TrackLinkOpener />
      {/* Last, so no earlier part's useId changes: every new page starts at its top, Back and Forward where it was left. */}
      <ScrollRestoration />
    </div>
  );
}
