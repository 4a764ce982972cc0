import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

/** Creates the app's toaster at the top of the screen, at most 4 toasts at a time. */
export function createToaster(): Promise<Toaster> {
  return OverlayToaster.create({ position: Position.TOP, maxToasts: 4 });
}
