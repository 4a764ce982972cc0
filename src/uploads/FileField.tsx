import { FileInput, FormGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from './FieldMessage';
import type { UploadMessage } from './types';

export interface FileFieldProps {
  /** The visible label, already translated. */
  label: string;
  /** A hint under the label (e.g. "leave empty to keep the current file"), already translated. */
  helper?: string;
  file: File | undefined;
  /** The rule the chosen file breaks. */
  error: UploadMessage | undefined;
  disabled?: boolean;
  onChange(file: File | undefined): void;
}

/** One file to choose (the music file or the cover), with what is wrong with it right below. */
export function FileField({ label, helper, file, error, disabled, onChange }: FileFieldProps) {
  const { t } = useTranslation('uploads');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FormGroup label={label} labelFor={id} helperText={helper} intent={error ? Intent.DANGER : Intent.NONE}>
      <FileInput
        fill
        disabled={disabled}
        text={file?.name ?? t('field.chooseFile')}
        buttonText={t('field.browse')}
        hasSelection={file !== undefined}
        inputProps={{ id, 'aria-describedby': error ? errorId : undefined, 'aria-invalid': error !== undefined }}
        onInputChange={(event) => onChange(event.currentTarget.files?.[0] ?? undefined)}
      />
      <FieldMessage message={error} id={errorId} />
    </FormGroup>
  );
}
