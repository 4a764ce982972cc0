import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProgramAnswer } from '../../../lib/api/generated/types.gen';

/**
 * The production's outcome of an answer as its composer reads it: a shortlist as good news; a pass with its
 * reason and the production's note. Nothing while the answer waits or is withdrawn.
 */
export function AnswerOutcome({ answer }: { answer: ProgramAnswer }) {
  const { t } = useTranslation(['answering', 'program']);
  if (answer.status === 'shortlisted') {
    return (
      <Callout className="app-answering-outcome" intent="success" title={t('outcome.shortlistedTitle')}>
        {t('outcome.shortlisted')}
      </Callout>
    );
  }
  if (answer.status !== 'passed') return null;
  return (
    <Callout className="app-answering-outcome" title={t('outcome.passedTitle')}>
      {answer.passReason && <p className="app-answering-reason">{t('outcome.reason', { reason: t(`program:vocabulary.answerPassReason.${answer.passReason}`) })}</p>}
      {answer.passNote !== '' && (
        <>
          <p className="app-answering-subtitle">{t('outcome.passNote')}</p>
          <p className="app-answering-pre">{answer.passNote}</p>
        </>
      )}
      <p className="app-answering-muted">{t('outcome.passedThanks')}</p>
    </Callout>
  );
}
