import { FormGroup, NumericInput } from '@blueprintjs/core';
import { useId } from 'react';

export interface NumberFieldProps {
  label: string;
  /** The range the mock accepts, told under the field. */
  help: string;
  name: string;
  /** The field's text: the mock checks the number and answers 400 when it is out of range. */
  value: string;
  onChange: (text: string) => void;
}

/** A labelled number field of the panel, without stepper buttons. */
export function NumberField({ label, help, name, value, onChange }: NumberFieldProps) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} helperText={help}>
      <NumericInput id={id} name={name} fill buttonPosition="none" value={value} onValueChange={(_, text) => onChange(text)} />
    </FormGroup>
  );
}
