import type { ToastProps, Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

/**
 * The app's one toaster, created on first use (its own React root at the end of `<body>`). Blueprint's
 * toaster and overlay code load with it, not with the first page (see ./createToaster.ts).
 */
export function getAppToaster(): Promise<Toaster> {
  toaster ??= import('./createToaster').then(({ createToaster }) => createToaster());
  return toaster;
}

/** Shows a toast; a `key` already on screen is updated instead of stacked. */
export async function showAppToast(props: ToastProps, key?: string): Promise<string> {
  return (await getAppToaster()).show(props, key);
}
