import { FormGroup, type Intent } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

/** What a field's control takes to be named, described and marked by its field. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  intent: Intent;
}

export interface FormFieldProps {
  label: string;
  /** A line under the control (its limit, its format), shown while there is no error. */
  help?: string;
  /** The field's error, already translated; it takes the help's place and names the field's problem to assistive technology. */
  error?: string | undefined;
  /** The field's name for tests and the Gherkin's page object (`data-field`). */
  name: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled field whose help or error line is under the control and tied to it (`aria-describedby`), the error
 * marked invalid and in the danger colour.
 */
export function FormField({ label, help, error, name, className, children }: FormFieldProps) {
  const id = useId();
  const lineId = `${id}-line`;
  const line = error ?? help;
  const intent: Intent = error ? 'danger' : 'none';
  return (
    <div className={className} data-field={name}>
      <FormGroup label={label} labelFor={id} intent={intent}>
        {children({ id, intent, ...(line ? { 'aria-describedby': lineId } : {}), ...(error ? { 'aria-invalid': true } : {}) })}
        {line && (
          <p id={lineId} className={error ? 'app-productions-field-error' : 'app-productions-field-help'}>
            {line}
          </p>
        )}
      </FormGroup>
    </div>
  );
}
