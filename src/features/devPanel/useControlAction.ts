import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MockControlError } from '../../../mocks/control/client';

/** What a control call ended with, shown in a callout. */
export interface ActionResult {
  intent: 'success' | 'danger';
  message: string;
}

/** A failure in words: the answer's status and code, or that the mock server did not answer. */
export function describeFailure(error: unknown, t: TFunction<'devPanel'>): string {
  if (error instanceof MockControlError) {
    return error.isNetworkError ? t('common.noAnswer') : [error.status, error.code].filter(Boolean).join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one control call at a time per section (a click while one runs is ignored): which one is running
 * (to show a spinner on its button) and the result of the last one (success message, or the failure described).
 */
export function useControlAction() {
  const { t } = useTranslation('devPanel');
  const [running, setRunning] = useState<string>();
  const [result, setResult] = useState<ActionResult>();
  const busy = useRef(false);
  const run = useCallback(
    async (key: string, action: () => Promise<string>): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setRunning(key);
      setResult(undefined);
      try {
        setResult({ intent: 'success', message: await action() });
        return true;
      } catch (error) {
        setResult({ intent: 'danger', message: t('common.failed', { detail: describeFailure(error, t) }) });
        return false;
      } finally {
        busy.current = false;
        setRunning(undefined);
      }
    },
    [t],
  );
  return { running, result, run, setResult };
}
