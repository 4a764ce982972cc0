import { useState } from 'react';
import type { ProgramDecisionReason } from '../../../lib/api/generated/types.gen';
import type { useChosenIds } from './useChosenIds';

export type BulkDecision = 'selected' | 'not_selected';

/** Sends one decision for some ids (the list's own operation), calling `onSuccess` once it is taken. */
export type SendDecision = (ids: number[], decision: BulkDecision, reason: { reasonCode?: ProgramDecisionReason; note?: string }, onSuccess: () => void) => void;

/**
 * A review list's decision on the ticked items: whether the not-select dialog is open, what was last decided (for
 * the success line), and `send`, which decides the ticked items shown and then clears them and closes the dialog.
 */
export function useBulkDecision(chosen: ReturnType<typeof useChosenIds>, sendDecision: SendDecision) {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<{ count: number; decision: BulkDecision }>();
  const send = (decision: BulkDecision, reasonCode?: ProgramDecisionReason, note?: string) => {
    const ids = chosen.chosenShown;
    sendDecision(ids, decision, { ...(reasonCode ? { reasonCode } : {}), ...(note ? { note } : {}) }, () => {
      chosen.clear();
      setAsking(false);
      setDone({ count: ids.length, decision });
    });
  };
  return { asking, setAsking, done, send };
}
