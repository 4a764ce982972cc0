import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProgramProjectDecision } from '../../../lib/api/generated/types.gen';

export interface DecisionNoteProps {
  /** The office's announced decision on a film project or a composer's application. */
  decision: ProgramProjectDecision;
  /** What was decided on, already translated ("your application"). */
  lead: string;
}

/**
 * An announced decision as its owner reads it: selected or not, the reason (in the owner's words, as the mail
 * says it) and the program office's note.
 */
export function DecisionNote({ decision, lead }: DecisionNoteProps) {
  const { t } = useTranslation('program');
  const selected = decision.decision === 'selected';
  return (
    <Callout intent={selected ? 'success' : 'none'} className="app-program-decision">
      <p className="app-program-decision-title">{t(selected ? 'decision.selected' : 'decision.notSelected')}</p>
      <p>{lead}</p>
      {!selected && decision.reasonCode && (
        <p>
          <span className="app-program-decision-label">{t('decision.reason')}</span> {t(`vocabulary.decisionReason.${decision.reasonCode}`)}
        </p>
      )}
      {decision.note && (
        <p>
          <span className="app-program-decision-label">{t('decision.note')}</span> <q className="app-program-decision-note">{decision.note}</q>
        </p>
      )}
    </Callout>
  );
}
