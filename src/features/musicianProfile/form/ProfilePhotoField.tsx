import { FileInput, FormGroup, Intent, Spinner } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileMessage } from './profileMessage';
import { useMessageText } from './useMessageText';

/** Pixel size of the photo preview. */
const PREVIEW_SIZE = 120;

export interface ProfilePhotoFieldProps {
  /** The photo to show (uploaded, or the profile's current one). */
  photoUrl?: string | undefined;
  /** Where the chosen file is: being checked by its first bytes, being uploaded, or idle. */
  status: 'idle' | 'checking' | 'uploading';
  /** Why the chosen file was refused or failed to upload. */
  message?: ProfileMessage | undefined;
  onChosen: (file: File) => void;
  disabled?: boolean;
}

/** The profile photo: its preview, a file chooser (JPG or PNG, 150 MB or less), progress and what went wrong. */
export function ProfilePhotoField({ photoUrl, status, message, onChosen, disabled = false }: ProfilePhotoFieldProps) {
  const { t } = useTranslation('musicianProfile');
  const messageText = useMessageText();
  const id = useId();
  const [chosenName, setChosenName] = useState<string>();
  const busy = status !== 'idle';
  return (
    <FormGroup
      className="app-profile-field app-profile-photo-field"
      data-field="photo"
      label={t('form.photo')}
      labelFor={id}
      labelInfo={t('form.optional')}
      intent={message ? Intent.DANGER : Intent.NONE}
      helperText={
        message ? (
          <span className="app-profile-field-message" role="alert">
            {messageText(message)}
          </span>
        ) : (
          t('form.photoHelp')
        )
      }
    >
      <div className="app-profile-photo-row">
        {photoUrl && <img className="app-profile-photo-preview" src={photoUrl} alt={t('form.photoPreview')} width={PREVIEW_SIZE} height={PREVIEW_SIZE} />}
        <FileInput
          disabled={disabled || busy}
          text={chosenName ?? t('form.photoChoose')}
          buttonText={t('form.photoBrowse')}
          hasSelection={chosenName !== undefined}
          inputProps={{ id, accept: 'image/png,image/jpeg' }}
          onInputChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            setChosenName(file.name);
            onChosen(file);
          }}
        />
        {busy && (
          <span className="app-profile-photo-status" role="status">
            <Spinner size={16} />
            {status === 'checking' ? t('form.photoChecking') : t('form.photoUploading')}
          </span>
        )}
      </div>
    </FormGroup>
  );
}
