import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { characterCount } from '../../../lib/domain/text/characters';
import type { ShortlistMessage } from './validation';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule the value breaks, shown under the field (after a submit). */
  error?: ShortlistMessage | undefined;
  /** Values for the error message (the track's duration, an example that fits it). */
  errorValues?: { duration: string; example?: string };
  /** A line of help, already translated. */
  help?: string;
  /** The most characters allowed: a counter "12 / 500" (in characters, as the rule counts) shows under the field (not a hard stop, the rule says why). */
  max?: number;
  multiline?: boolean;
  disabled?: boolean;
  placeholder?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** One labelled field of the shortlist forms: its rule message or help below, and a character counter. */
export function TextField({ label, name, value, onChange, error, errorValues, help, max, multiline = false, disabled = false, placeholder, inputRef }: TextFieldProps) {
  const { t } = useTranslation('shortlists');
  const id = useId();
  const messageId = `${id}-message`;
  const counterId = `${id}-counter`;
  const intent = error ? Intent.DANGER : Intent.NONE;
  const below = error ? t(error, { duration: errorValues?.duration ?? '', example: errorValues?.example ?? '' }) : help;
  const describedBy = [below ? messageId : '', max ? counterId : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, name, value, disabled, intent, placeholder, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <FormGroup
      className="app-shortlist-field"
      label={label}
      labelFor={id}
      intent={intent}
      helperText={
        (below || max) && (
          <span className="app-shortlist-field-below">
            {below && (
              <span id={messageId} className={error ? 'app-shortlist-field-message' : undefined} data-field-message={name}>
                {below}
              </span>
            )}
            {max !== undefined && (
              <span id={counterId} className="app-shortlist-field-counter">
                {t('counter', { count: characterCount(value), max })}
              </span>
            )}
          </span>
        )
      }
    >
      {multiline ? (
        <TextArea {...common} fill autoResize rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <InputGroup {...common} inputRef={inputRef} onValueChange={(next) => onChange(next)} />
      )}
    </FormGroup>
  );
}
