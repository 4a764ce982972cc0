import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ApprovalDialogHost } from '../modules/account/approval';
import { DevPanelHost } from '../modules/devPanel';
import { AppBehaviours } from './behaviours/AppBehaviours';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay';
import { createAppRouter } from './router';

let appRouter: ReturnType<typeof createAppRouter> | undefined;

/**
 * The one router, created at the first render: creating it runs the first page's loaders (the home page
 * starts loading its covers), which must wait until the API client is configured and the mock is running.
 */
function getAppRouter(): ReturnType<typeof createAppRouter> {
  appRouter ??= createAppRouter();
  return appRouter;
}

/**
 * The app: Blueprint's portal and overlay-stack providers around the router (not `BlueprintProvider`: its
 * hotkeys provider and dialog, unused here, would add about 3 kB gzip to the first load), the app-wide behaviours and the global loading
 * overlay, the "Musician Registration Approved" dialog, and the mock developer panel (opened from the navigation's foot, only on the mock provider). Toasts come from one toaster created on first use (src/components/AppToaster.ts).
 */
export function App({ router = getAppRouter() }: { router?: DataRouter }) {
  return (
    <AppFrame router={router}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

export interface AppFrameProps {
  router: DataRouter;
  /** The router's provider: `RouterProvider` in the browser, `StaticRouterProvider` when prerendering. */
  children: ReactNode;
}

/** Everything around the router, the same in the browser and in the prerender (src/ssr), so hydration matches. */
export function AppFrame({ router, children }: AppFrameProps) {
  return (
    <PortalProvider>
      <OverlaysProvider>
        <AppBehaviours router={router} />
        {children}
        {/* These two show texts of namespaces loaded on demand: they wait for them without holding the page. */}
        <Suspense fallback={null}>
          <ApprovalDialogHost router={router} />
        </Suspense>
        <GlobalLoadingOverlay />
        <DevPanelHost />
      </OverlaysProvider>
    </PortalProvider>
  );
}
