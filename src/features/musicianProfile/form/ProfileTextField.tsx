import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileTextField as Field } from './profileDraft';
import type { ProfileMessage } from './profileMessage';
import { isRequired, typedMaxLength } from './profileRules';
import { useMessageText } from './useMessageText';

export interface ProfileTextFieldProps {
  field: Field;
  value: string;
  onChange: (value: string) => void;
  /** Leaving the field (the links show what will be saved). */
  onBlur?: (() => void) | undefined;
  /** The rule the value breaks, shown under the field instead of the help. */
  error?: ProfileMessage | undefined;
  /** A line of help under the field, already translated. */
  help?: string;
  /** A multi-line text (the biographies). */
  multiline?: boolean;
  type?: 'text' | 'email' | 'url';
  disabled?: boolean;
}

/** One labelled text field of the musician information: required or optional, its rule message or help below. */
export function ProfileTextField({ field, value, onChange, onBlur, error, help, multiline = false, type = 'text', disabled = false }: ProfileTextFieldProps) {
  const { t } = useTranslation('musicianProfile');
  const messageText = useMessageText();
  const id = useId();
  const messageId = `${id}-message`;
  const intent = error ? Intent.DANGER : Intent.NONE;
  const below = error ? messageText(error) : help;
  const common = {
    id,
    name: field,
    value,
    disabled,
    maxLength: typedMaxLength(field),
    intent,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': below ? messageId : undefined,
    onBlur,
  };
  return (
    <FormGroup
      className="app-profile-field"
      data-field={field}
      label={t(`form.${field}`)}
      labelFor={id}
      labelInfo={isRequired(field) ? t('form.required') : t('form.optional')}
      intent={intent}
      helperText={
        below && (
          <span id={messageId} className={error ? 'app-profile-field-message' : undefined}>
            {below}
          </span>
        )
      }
    >
      {multiline ? (
        <TextArea {...common} fill autoResize rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <InputGroup {...common} type={type} onValueChange={(next) => onChange(next)} />
      )}
    </FormGroup>
  );
}
