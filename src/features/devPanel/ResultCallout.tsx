import { Callout } from '@blueprintjs/core';
import { ErrorIcon, TickCircleIcon } from '@blueprintjs/icons';
import type { ActionResult } from './useControlAction';

/** The visible result of a control call: green on success, red on failure, announced to screen readers. */
export function ResultCallout({ result }: { result: ActionResult | undefined }) {
  if (!result) return null;
  const success = result.intent === 'success';
  return (
    <Callout className="app-dev-panel__result" compact intent={result.intent} icon={success ? <TickCircleIcon /> : <ErrorIcon />} role={success ? 'status' : 'alert'}>
      {result.message}
    </Callout>
  );
}
