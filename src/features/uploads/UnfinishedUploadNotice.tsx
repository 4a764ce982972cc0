import { Button, Callout, Intent } from '@blueprintjs/core';
import { Play, Trash } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTransferSize } from './fileRules';
import type { UnfinishedUploads } from './useKeptTrackDraft';

export interface UnfinishedUploadNoticeProps {
  unfinished: UnfinishedUploads;
  /** The same file is already chosen: Resume sends it at once instead of opening the picker. */
  fileAtHand: boolean;
  onResume: () => void;
  onDiscard: () => Promise<void>;
}

/** "You have an unfinished upload: {file}, {sent} of {size}", how to resume it, Resume and Discard. */
export function UnfinishedUploadNotice({ unfinished, fileAtHand, onResume, onDiscard }: UnfinishedUploadNoticeProps) {
  const { t } = useTranslation('uploads');
  const [discarding, setDiscarding] = useState(false);
  const uploads = [unfinished.audio, unfinished.cover].filter((upload) => upload !== undefined);
  if (uploads.length === 0) return null;
  return (
    <Callout intent={Intent.WARNING} className="app-upload-unfinished" role="status">
      {uploads.map((upload) => (
        <p key={upload.uploadUrl}>
          {t('unfinished.file', {
            file: upload.name,
            uploaded: formatTransferSize(upload.bytesUploaded, upload.size),
            total: formatTransferSize(upload.size),
          })}
        </p>
      ))}
      {!fileAtHand && <p>{t('unfinished.howToResume')}</p>}
      <div className="app-upload-unfinished-actions">
        {unfinished.audio && <Button icon={<Play />} text={t('unfinished.resume')} disabled={discarding} onClick={onResume} />}
        <Button
          variant="outlined"
          icon={<Trash />}
          text={t(discarding ? 'unfinished.discarding' : 'unfinished.discard')}
          disabled={discarding}
          onClick={() => {
            setDiscarding(true);
            void onDiscard().finally(() => setDiscarding(false));
          }}
        />
      </div>
    </Callout>
  );
}
