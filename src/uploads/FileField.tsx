import { FileInput, FormGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from './FieldMessage';
import type { UploadMessage } from './types';

export interface FileFieldProps {
  /** The visible label, already translated. */
  label: string;
  /** Marked "(required)" beside the label; "(optional)" otherwise. */
  required?: boolean;
  /** A hint under the field (the allowed types and size), already translated. */
  helper?: string;
  file: File | undefined;
  /** The rule the chosen file breaks. */
  error: UploadMessage | undefined;
  disabled?: boolean;
  onChange: (file: File | undefined) => void;
}

/** One file to choose (the music file or the cover), with what is wrong with it right below. */
export function FileField({ label, required = false, helper, file, error, disabled, onChange }: FileFieldProps) {
  const { t } = useTranslation('uploads');
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [helper ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={t(required ? 'field.required' : 'field.optional')}
      helperText={helper && <span id={helpId}>{helper}</span>}
      intent={error ? Intent.DANGER : Intent.NONE}
    >
      <FileInput
        fill
        disabled={disabled}
        text={file?.name ?? t('field.chooseFile')}
        buttonText={t('field.browse')}
        hasSelection={file !== undefined}
        inputProps={{ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error !== undefined, 'aria-required': required || undefined }}
        onInputChange={(event) => onChange(event.currentTarget.files?.[0] ?? undefined)}
      />
      <FieldMessage message={error} id={errorId} />
    </FormGroup>
  );
}
