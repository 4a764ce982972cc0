import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { AppHeader } from './AppHeader';
import { SideNav } from './SideNav';

/** The main layout: header, side navigation and the current page. */
export function MainLayout() {
  const [navOpen, setNavOpen] = useState(true);
  return (
    <div className={navOpen ? 'app-shell' : 'app-shell app-shell--nav-closed'}>
      <AppHeader navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
      <SideNav open={navOpen} />
      <main className="app-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
