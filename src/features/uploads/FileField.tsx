import { Button, FileInput, FormGroup, Intent } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import { useId, useRef, type RefObject } from 'react';
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
  /** What the field holds when no file is chosen (the track's current cover on edit), already translated. */
  current?: string | undefined;
  /** The file picker's filter (`accept`), matching the types the rules allow. */
  accept?: string;
  /** The rule the chosen file breaks. */
  error: UploadMessage | undefined;
  disabled?: boolean;
  onChange: (file: File | undefined) => void;
  /** Offered (a Remove button) while a file is chosen or `current` is shown: the field is emptied. */
  onRemove?: (() => void) | undefined;
  /** The native input, for a button elsewhere that opens the picker. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** One file to choose (the music file or the cover), with what is wrong with it right below, and Remove when optional. */
export function FileField({ label, required = false, helper, file, current, accept, error, disabled, onChange, onRemove, inputRef }: FileFieldProps) {
  const { t } = useTranslation('uploads');
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [helper ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const removable = onRemove !== undefined && (file !== undefined || current !== undefined);
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={t(required ? 'field.required' : 'field.optional')}
      helperText={helper && <span id={helpId}>{helper}</span>}
      intent={error ? Intent.DANGER : Intent.NONE}
    >
      <div className="app-file-field">
        <FileInput
          fill
          disabled={disabled}
          text={file?.name ?? current ?? t('field.chooseFile')}
          buttonText={t('field.browse')}
          hasSelection={file !== undefined || current !== undefined}
          inputProps={{
            id,
            ref,
            accept,
            'aria-describedby': describedBy || undefined,
            'aria-invalid': error !== undefined,
            'aria-required': required || undefined,
          }}
          onInputChange={(event) => onChange(event.currentTarget.files?.[0] ?? undefined)}
        />
        {removable && (
          <Button
            className="app-file-remove"
            variant="outlined"
            icon={<Cross />}
            text={t('field.remove')}
            disabled={disabled}
            onClick={() => {
              // The picker then reports the same file again if it is chosen anew.
              if (ref.current) ref.current.value = '';
              onRemove();
            }}
          />
        )}
      </div>
      <FieldMessage message={error} id={errorId} />
    </FormGroup>
  );
}
