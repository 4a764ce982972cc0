import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ApprovalDialogHost } from '../features/account';
import { DevPanelHost } from '../features/devPanel';
import { AppBehaviours } from './behaviours/AppBehaviours';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay';
import { HydratedMark } from './HydratedMark';
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
 * overlay, the "Musician Registration Approved" dialog, and the mock developer panel (opened from the navigation's foot, only on the mock provider). Toasts come from one toaster created on first use (src/lib/ui/AppToaster.ts).
 */
export function App({ router = getAppRouter(), onHydrated }: { router?: DataRouter; onHydrated?: () => void }) {
  return (
    <AppFrame router={router} onHydrated={onHydrated}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

export interface AppFrameProps {
  router: DataRouter;
  /** The router's provider: `RouterProvider` in the browser, `StaticRouterProvider` when prerendering. */
  children: ReactNode;
  /** Called once a prerendered page's hydration has committed (src/main.tsx); none on the server. */
  onHydrated?: () => void;
}

/**
 * Everything around the router, the same in the browser and in the prerender (src/app/ssr), so hydration matches.
 * The same shape matters beyond the markup: `useId` derives its ids from each component's place in the tree
 * (its index among several siblings, at every level up to the root), and hydration keeps the ids the HTML came
 * with. One extra sibling anywhere above a page, in either tree, gives the page's components other ids than its
 * HTML's, and a lookup by id (`getElementById`, a label's `for`) then finds nothing. So what the browser alone
 * renders (the hydration mark) has its place here, left empty on the server, never beside the app at the root.
 */
export function AppFrame({ router, children, onHydrated }: AppFrameProps) {
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
        {/* The server renders an empty slot here: the same count and places of siblings, so the same ids. */}
        {onHydrated ? <HydratedMark onHydrated={onHydrated} /> : null}
      </OverlaysProvider>
    </PortalProvider>
  );
}
