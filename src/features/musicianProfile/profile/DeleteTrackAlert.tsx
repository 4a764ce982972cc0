import { Intent } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import type { FormFailure } from '../form/profileMessage';
import { deleteTrack, failureReason } from '../shared/profileCalls';

export interface DeleteTrackAlertProps {
  /** The track to delete; undefined closes the alert. */
  track: Music | undefined;
  onClose: () => void;
  onDeleted: (track: Music) => void;
  /** The delete failed (the alert closes; the page tells why). */
  onFailed: (failure: FormFailure) => void;
}

/** Asks before deleting a track; on confirm calls deleteMusic and reports the outcome. */
export function DeleteTrackAlert({ track, onClose, onDeleted, onFailed }: DeleteTrackAlertProps) {
  const { t } = useTranslation('musicianProfile');
  const language = useDataLanguage();
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!track) return;
    setDeleting(true);
    try {
      await deleteTrack(track.musicFileId);
      onDeleted(track);
    } catch (error) {
      onFailed({ title: { key: 'musicianProfile:profile.deleteFailed' }, reason: failureReason(error) });
    } finally {
      setDeleting(false);
      onClose();
    }
  };
  return (
    <ConfirmAlert
      label={t('profile.deleteTitle')}
      isOpen={track !== undefined}
      intent={Intent.DANGER}
      icon={<Trash />}
      loading={deleting}
      confirmButtonText={t('profile.deleteTrack')}
      cancelButtonText={t('profile.deleteCancel')}
      canEscapeKeyCancel={!deleting}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{track && t('profile.deleteConfirm', { title: localizedText(track.title, language) })}</p>
    </ConfirmAlert>
  );
}
