import { FormGroup, type Intent } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

/** What a field's control takes to be named, described and marked by its field. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  intent: Intent;
}

interface FieldProps {
  label: string;
  /** A line under the control (its limit, a counter), shown while there is no error. */
  help?: string | undefined;
  /** The field's error, already translated: it takes the help's place and names the problem to assistive technology. */
  error?: string | undefined;
  /** The field's name for tests and the Gherkin's page object (`data-field`). */
  name: string;
}

const lineClass = (error: string | undefined) => (error ? 'app-composing-field-error' : 'app-composing-field-help');

/** A labelled control whose help or error line is under it and tied to it (`aria-describedby`). */
export function Field({ label, help, error, name, children }: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const lineId = `${id}-line`;
  const line = error ?? help;
  const intent: Intent = error ? 'danger' : 'none';
  return (
    <div data-field={name}>
      <FormGroup label={label} labelFor={id} intent={intent}>
        {children({ id, intent, ...(line ? { 'aria-describedby': lineId } : {}), ...(error ? { 'aria-invalid': true } : {}) })}
        {line && (
          <p id={lineId} className={lineClass(error)}>
            {line}
          </p>
        )}
      </FormGroup>
    </div>
  );
}

/** A group of controls (a list to choose from) under a legend, its help or error line under it and tied to it. */
export function FieldGroup({ label, help, error, name, children }: FieldProps & { children: ReactNode }) {
  const lineId = `${useId()}-line`;
  const line = error ?? help;
  return (
    <fieldset className="app-composing-group" data-field={name} aria-describedby={line ? lineId : undefined}>
      <legend>{label}</legend>
      {children}
      {line && (
        <p id={lineId} className={lineClass(error)}>
          {line}
        </p>
      )}
    </fieldset>
  );
}
