import { Button, Callout, DialogBody, DialogFooter, FormGroup, H3, InputGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { Duplicate, Link as LinkIcon, Refresh, Trash } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createShareLinkMutation, revokeShareLinkMutation } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ShareExpiry, Shortlist } from '../../../lib/api/generated/types.gen';
import { AppDialog } from '../../../lib/ui/AppDialog';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';
import { copyToClipboard } from '../../../lib/ui/copyToClipboard';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { formatDay, shareAddress } from './shareState';
import { useShortlistChanged } from './useInvalidateShortlists';
import { useFailureText } from '../../../lib/ui/useFailureText';

/** The expiries offered, with their labels' keys. */
const EXPIRIES = [
  ['DAYS_7', 'shareDialog.expiry7'],
  ['DAYS_30', 'shareDialog.expiry30'],
  ['NEVER', 'shareDialog.expiryNever'],
] as const satisfies readonly (readonly [ShareExpiry, string])[];

function ExpiryChoice({ value, onChange }: { value: ShareExpiry; onChange: (value: ShareExpiry) => void }) {
  const { t } = useTranslation('shortlists');
  return (
    <RadioGroup label={t('shareDialog.expiry')} name="expiry" selectedValue={value} onChange={(event) => onChange(event.currentTarget.value as ShareExpiry)} inline>
      {EXPIRIES.map(([expiry, label]) => (
        <Radio key={expiry} value={expiry} label={t(label)} />
      ))}
    </RadioGroup>
  );
}

export interface ShareDialogProps {
  shortlist: Shortlist;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Sharing a list: create a link with an expiry (7 days, 30 days, none); once there is one, the full link with
 * Copy link, its expiry date, Revoke (after a question) and Replace with a new link (which ends the old one).
 */
export function ShareDialog({ shortlist, isOpen, onClose }: ShareDialogProps) {
  const { t } = useTranslation(['shortlists', 'errors']);
  const failureText = useFailureText();
  const language = useDataLanguage();
  const linkId = useId();
  const [expiry, setExpiry] = useState<ShareExpiry>('DAYS_30');
  const [copyByHand, setCopyByHand] = useState(false);
  const [askRevoke, setAskRevoke] = useState(false);
  /** A link was just created or replaced: the field of the link that comes with the answer takes the focus. */
  const linkWanted = useRef(false);
  const changed = useShortlistChanged();
  const link = shortlist.shareLink;
  // A new link takes the focus (ready to copy): the busy Create or Replace button would leave it nowhere,
  // where Escape no longer closes the dialog.
  useEffect(() => {
    if (!linkWanted.current || !link) return;
    linkWanted.current = false;
    document.getElementById(linkId)?.focus();
  }, [link, linkId]);
  const failed = (error: unknown) => void showAppToast({ message: failureText(error, t('shareDialog.failed')), intent: 'danger' }, 'shortlist-share');

  const create = useMutation({
    ...createShareLinkMutation(),
    onSuccess: (response) => {
      linkWanted.current = true;
      changed(shortlist.shortlistId, { ...shortlist, shareLink: response.data });
      setCopyByHand(false);
      void showAppToast({ message: t(link ? 'shareDialog.replaced' : 'shareDialog.created'), intent: 'success' }, 'shortlist-share');
    },
    onError: failed,
  });
  const revoke = useMutation({
    ...revokeShareLinkMutation(),
    onSuccess: () => {
      changed(shortlist.shortlistId, { ...shortlist, shareLink: null });
      setAskRevoke(false);
      void showAppToast({ message: t('shareDialog.revoked'), intent: 'success' }, 'shortlist-share');
    },
    onError: (error) => {
      setAskRevoke(false);
      failed(error);
    },
  });
  const address = link ? shareAddress(link.token, language) : '';
  const copy = () =>
    void copyToClipboard(address).then((copied) => {
      setCopyByHand(!copied);
      if (copied) void showAppToast({ message: t('shareDialog.copied'), intent: 'success' }, 'shortlist-link-copied');
    });
  const createLink = () => create.mutate({ path: { shortlistId: shortlist.shortlistId }, body: { expiry } });

  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={t('shareDialog.title', { name: shortlist.name })} icon={<LinkIcon />} className="app-shortlist-share-dialog">
      <DialogBody>
        <p>{t('shareDialog.intro')}</p>
        {link ? (
          <>
            <FormGroup label={t('shareDialog.link')} labelFor={linkId}>
              <InputGroup id={linkId} readOnly value={address} onFocus={(event) => event.currentTarget.select()} data-share-link />
            </FormGroup>
            <p className="app-shortlist-share-expiry">
              {link.expiresAt === null ? t('shareDialog.noExpiry') : t('shareDialog.expiresOn', { date: formatDay(link.expiresAt, language) })}
            </p>
            {copyByHand && (
              <Callout intent="warning" role="alert">
                {t('shareDialog.copyByHand')}
              </Callout>
            )}
            <div className="app-shortlist-form-actions">
              <Button intent="primary" icon={<Duplicate />} text={t('shareDialog.copy')} onClick={copy} />
              <Button intent="danger" variant="outlined" icon={<Trash />} text={t('shareDialog.revoke')} onClick={() => setAskRevoke(true)} />
            </div>
            <section className="app-shortlist-share-replace" aria-labelledby={`${linkId}-replace`}>
              <H3 id={`${linkId}-replace`}>{t('shareDialog.replaceHeading')}</H3>
              <Callout intent="warning">{t('shareDialog.replaceWarning')}</Callout>
              <ExpiryChoice value={expiry} onChange={setExpiry} />
              <Button icon={<Refresh />} text={t('shareDialog.replace')} loading={create.isPending} onClick={createLink} />
            </section>
          </>
        ) : (
          <>
            <ExpiryChoice value={expiry} onChange={setExpiry} />
            <Button intent="primary" icon={<LinkIcon />} text={t('shareDialog.create')} loading={create.isPending} onClick={createLink} />
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('shareDialog.close')} onClick={onClose} />} />
      <ConfirmAlert
        label={t('shareDialog.revokeLabel')}
        isOpen={askRevoke}
        intent={Intent.DANGER}
        icon={<Trash />}
        loading={revoke.isPending}
        confirmButtonText={t('shareDialog.revokeConfirm')}
        cancelButtonText={t('shareDialog.revokeCancel')}
        canEscapeKeyCancel
        onCancel={() => setAskRevoke(false)}
        onConfirm={() => revoke.mutate({ path: { shortlistId: shortlist.shortlistId } })}
      >
        <p>{t('shareDialog.revokeMessage')}</p>
      </ConfirmAlert>
    </AppDialog>
  );
}
