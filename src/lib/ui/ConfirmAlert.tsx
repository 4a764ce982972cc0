import { Alert, Classes, type AlertProps } from '@blueprintjs/core';
import { useId } from 'react';
import { focusOverlayContent } from './overlayFocus';

/** Props of {@link ConfirmAlert}: Blueprint's Alert with a name for assistive technology. */
export interface ConfirmAlertProps extends AlertProps {
  /** What the alert asks, in a few words ("Delete track"): its accessible name, read when it opens. */
  label: string;
}

/**
 * Blueprint's Alert (an `alertdialog`) named and described: Blueprint gives it no title, so screen readers
 * would announce a nameless dialog. The short `label` names it (not shown: the icon and the message under
 * it say the same to sighted users), and the message describes it. When it opens, the keyboard focus is on
 * the cancel button (the safe choice; the confirm button when there is none).
 */
export function ConfirmAlert({ label, children, onOpened, ...rest }: ConfirmAlertProps) {
  const labelId = useId();
  const messageId = useId();
  return (
    <Alert
      {...rest}
      aria-labelledby={labelId}
      aria-describedby={messageId}
      onOpened={(node) => {
        focusOverlayContent(node, `.${Classes.ALERT_FOOTER} .${Classes.BUTTON}:last-child`);
        onOpened?.(node);
      }}
    >
      <span id={labelId} hidden>
        {label}
      </span>
      <div id={messageId}>{children}</div>
    </Alert>
  );
}
