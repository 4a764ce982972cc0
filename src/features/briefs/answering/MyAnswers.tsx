import { H2 } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listMyAnswersOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ProgramAnswer } from '../../../lib/api/generated/types.gen';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { AnswerStatusTag } from './AnswerStatusTag';

/**
 * The composer's answers to briefs, newest first (withdrawn ones too): each film's title in the reader's language
 * (a link to its brief), the answer's status in words and, for a pass, its reason.
 */
export function MyAnswers() {
  const { t } = useTranslation(['answering', 'program']);
  const language = useDataLanguage();
  const headingId = useId();
  const answers = useApiQuery(listMyAnswersOptions(), { loggedInOnly: true });
  const { state } = answers;

  let body;
  if (state.status === 'failed') body = <LoadFailure title={t('mine.failed')} error={state.error} retry={answers.retry} />;
  else if (!state.data) body = <LoadingState text={t('mine.loading')} />;
  else if (state.data.length === 0) body = <p className="app-answering-muted">{t('mine.empty')}</p>;
  else {
    body = (
      <ul className="app-answering-mine" aria-labelledby={headingId}>
        {state.data.map((answer) => (
          <MyAnswerItem key={answer.answerId} answer={answer} title={localizedText(answer.project.title, language)} />
        ))}
      </ul>
    );
  }
  return (
    <section className="app-answering-mine-section" aria-labelledby={headingId}>
      <H2 id={headingId}>{t('mine.heading')}</H2>
      {body}
    </section>
  );
}

function MyAnswerItem({ answer, title }: { answer: ProgramAnswer; title: string }) {
  const { t } = useTranslation(['answering', 'program']);
  return (
    <li className="app-answering-mine-item">
      <Link className="app-answering-mine-title" to={`/program/briefs/${answer.briefId}`}>
        {title}
      </Link>
      <span className="app-answering-mine-status">
        <AnswerStatusTag status={answer.status} />
        <span className="app-answering-muted">{t(`mine.outcome.${answer.status}`)}</span>
      </span>
      {answer.status === 'passed' && answer.passReason && (
        <span className="app-answering-mine-reason">{t('outcome.reason', { reason: t(`program:vocabulary.answerPassReason.${answer.passReason}`) })}</span>
      )}
    </li>
  );
}
