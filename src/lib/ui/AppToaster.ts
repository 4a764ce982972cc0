import type { ToastProps, Toaster } from '@blueprintjs/core';

type ToasterModule = typeof import('./createToaster');

let toasterCode: Promise<ToasterModule> | undefined;
let toaster: Promise<Toaster> | undefined;

/**
 * Fetches the toaster's code (Blueprint's toaster and overlay) ahead of need; the app does it when the browser
 * is first idle, so it is not in the first load and the toast saying the network failed needs no network.
 */
export function preloadAppToaster(): Promise<ToasterModule> {
  toasterCode ??= import('./createToaster');
  return toasterCode;
}

/** The app's one toaster, created on first use (its own React root at the end of `<body>`). */
export function getAppToaster(): Promise<Toaster> {
  toaster ??= preloadAppToaster().then(({ createToaster }) => createToaster());
  return toaster;
}

/** Shows a toast; a `key` already on screen is updated instead of stacked. */
export async function showAppToast(props: ToastProps, key?: string): Promise<string> {
  return (await getAppToaster()).show(props, key);
}
