import { OverlayToaster, Position, type ToastProps, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

/** The app's one toaster, created on first use (its own React root at the end of `<body>`). */
export function getAppToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4 });
  return toaster;
}

/** Shows a toast; a `key` already on screen is updated instead of stacked. */
export async function showAppToast(props: ToastProps, key?: string): Promise<string> {
  return (await getAppToaster()).show(props, key);
}
