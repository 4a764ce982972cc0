import { Spinner } from '@blueprintjs/core';
import type { ReactElement } from 'react';

/**
 * A button's icon, or a small spinner while its call runs. (Blueprint's `loading` disables the button,
 * which drops the keyboard focus out of the panel; a second click is ignored by `useControlAction` instead.)
 */
export function busyIcon(busy: boolean, icon: ReactElement): ReactElement {
  return busy ? <Spinner size={16} aria-hidden /> : icon;
}
