import { Button, Classes, Dialog, H2, Icon, type DialogProps } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusOverlayContent } from './overlayFocus';

/** Props of {@link AppDialog}: Blueprint's Dialog, with the header drawn here. */
export interface AppDialogProps extends Omit<DialogProps, 'title' | 'icon' | 'isCloseButtonShown'> {
  /** The dialog's title (its h2 and accessible name). */
  title: ReactNode;
  /** An icon before the title (decorative). */
  icon?: ReactElement;
}

/**
 * Blueprint's Dialog with the same header, but a close button named in the interface language: Blueprint
 * names its own "Close" in English whatever the page's language, which a screen reader then reads in the
 * page's (Korean) voice. Once it has opened, the first control of its body takes the
 * keyboard focus (see {@link focusOverlayContent}).
 */
export function AppDialog({ title, icon, children, onClose, onOpened, ...rest }: AppDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog
      aria-labelledby={titleId}
      {...rest}
      onClose={onClose}
      onOpened={(node) => {
        focusOverlayContent(node, `.${Classes.DIALOG_BODY} :is(a[href], button, input, select, textarea, [tabindex="0"]), .${Classes.DIALOG_BODY}[tabindex="0"]`);
        onOpened?.(node);
      }}
    >
      <div className={Classes.DIALOG_HEADER}>
        {icon && <Icon icon={icon} aria-hidden />}
        <H2 id={titleId}>{title}</H2>
        <Button className={Classes.DIALOG_CLOSE_BUTTON} variant="minimal" icon={<SmallCrossIcon />} aria-label={t('dialog.close')} onClick={onClose} />
      </div>
      {children}
    </Dialog>
  );
}
