import { BlueprintProvider } from '@blueprintjs/core';
import { RouterProvider } from 'react-router/dom';
import { ApprovalDialogHost } from '../modules/account/approval';
import { DevPanelLauncher } from '../modules/devPanel';
import { AppBehaviours } from './behaviours/AppBehaviours';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay';
import { createAppRouter } from './router';

const router = createAppRouter();

/**
 * The app: Blueprint's providers around the router, the app-wide behaviours and the global loading
 * overlay, the "Musician Registration Approved" dialog, and the mock developer panel's launcher (only on the mock provider). Toasts come from one toaster created on first use (src/components/AppToaster.ts).
 */
export function App() {
  return (
    <BlueprintProvider>
      <AppBehaviours router={router} />
      <RouterProvider router={router} />
      <ApprovalDialogHost router={router} />
      <GlobalLoadingOverlay />
      <DevPanelLauncher />
    </BlueprintProvider>
  );
}
