import { Callout } from '@blueprintjs/core';
import { useFailureText } from './useFailureText';

interface ApiErrorCalloutProps {
  /** The failed call's error; nothing is shown while there is none. */
  error: unknown;
  /** What failed, said before the reason ("The request could not be changed."), already translated. */
  lead?: string;
}

/** A failed call's translated message in a danger callout announced as an alert; nothing while there is no error. */
export function ApiErrorCallout({ error, lead }: ApiErrorCalloutProps) {
  const failureText = useFailureText();
  if (error === null || error === undefined) return null;
  return (
    <Callout intent="danger" role="alert" compact>
      {failureText(error, lead)}
    </Callout>
  );
}
