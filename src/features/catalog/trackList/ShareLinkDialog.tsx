import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../lib/ui/AppDialog';

export interface ShareLinkDialogProps {
  /** The link to copy by hand, or undefined when closed. */
  link: string | undefined;
  /** The track's title in the current language. */
  title: string;
  onClose: () => void;
}

/** Shown when the clipboard is unavailable: the track link, selected, to copy by hand. */
export function ShareLinkDialog({ link, title, onClose }: ShareLinkDialogProps) {
  const { t } = useTranslation('catalog');
  const inputId = useId();
  return (
    <AppDialog isOpen={link !== undefined} onClose={onClose} title={t('trackList.shareDialogTitle')}>
      <DialogBody>
        <FormGroup label={t('trackList.shareLinkLabel', { title })} labelFor={inputId} helperText={t('trackList.shareDialogHint')}>
          <InputGroup id={inputId} readOnly value={link ?? ''} onFocus={(event) => event.currentTarget.select()} />
        </FormGroup>
      </DialogBody>
      <DialogFooter actions={<Button text={t('trackList.close')} onClick={onClose} />} />
    </AppDialog>
  );
}
