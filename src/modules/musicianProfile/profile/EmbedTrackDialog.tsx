import { Button, DialogBody, DialogFooter, FormGroup, H3, TextArea } from '@blueprintjs/core';
import { Duplicate } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../../api/generated/types.gen';
import { AppDialog } from '../../../components/AppDialog';
import { copyToClipboard } from '../../../components/track/copyTrackLink';
import { brand } from '../../../config/brand';
import { localizedText, useDataLanguage } from '../../../i18n/localized';
import { EMBED_HEIGHT, embedSnippet, embedUrl } from './embedSnippet';

export interface EmbedTrackDialogProps {
  /** The track to embed, or undefined when closed. */
  track: Music | undefined;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Embed": the `<iframe>` HTML that puts this track's player on the composer's own site, in a read-only field
 * (selected on focus, to copy by hand), a Copy button with its outcome announced, and a live preview of the
 * player as it will show there (in the page's language; inert, so Tab stays in the dialog).
 */
export function EmbedTrackDialog({ track, onClose }: EmbedTrackDialogProps) {
  const { t } = useTranslation('musicianProfile');
  const language = useDataLanguage();
  const fieldId = useId();
  const previewId = useId();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  // Another track starts with no copy outcome shown.
  const [copyFor, setCopyFor] = useState(track?.musicFileId);
  if (copyFor !== track?.musicFileId) {
    setCopyFor(track?.musicFileId);
    setCopyState('idle');
  }

  const title = track ? localizedText(track.title, language) : '';
  const frameTitle = t('embed.frameTitle', { title, brand: brand.wordmark });
  const input = { origin: globalThis.location.origin, musicFileId: track?.musicFileId ?? 0, title: frameTitle, language };
  const snippet = track ? embedSnippet(input) : '';
  const copy = async () => setCopyState((await copyToClipboard(snippet)) ? 'copied' : 'failed');

  return (
    <AppDialog isOpen={track !== undefined} onClose={onClose} title={t('embed.title', { title })} className="app-embed-dialog">
      <DialogBody>
        <FormGroup label={t('embed.codeLabel')} labelFor={fieldId} helperText={t('embed.codeHint', { brand: brand.wordmark })}>
          <TextArea
            id={fieldId}
            className="app-embed-dialog-code"
            readOnly
            fill
            rows={4}
            value={snippet}
            data-embed-snippet
            onFocus={(event) => event.currentTarget.select()}
          />
        </FormGroup>
        <p className="app-embed-dialog-status" role="status">
          {copyState === 'copied' ? t('embed.copied') : copyState === 'failed' ? t('embed.copyFailed') : ''}
        </p>
        {track && (
          <section aria-labelledby={previewId}>
            <H3 id={previewId}>{t('embed.preview')}</H3>
            {/* A picture of the player, not a second one to operate: inert keeps Tab and screen readers in the dialog. */}
            <iframe className="app-embed-dialog-preview" src={embedUrl(input)} title={frameTitle} width="100%" height={EMBED_HEIGHT} loading="lazy" inert />
          </section>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('embed.close')} onClick={onClose} />
            <Button intent="primary" icon={<Duplicate />} text={t('embed.copy')} onClick={() => void copy()} />
          </>
        }
      />
    </AppDialog>
  );
}
