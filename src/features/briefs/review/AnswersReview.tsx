import { Button, H2, NonIdealState } from '@blueprintjs/core';
import { Play } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramAnswer, ProgramAnswerPassReason, ProgramBrief } from '../../../lib/api/generated/types.gen';
import { ANSWER_PASS_REASONS } from '../../../lib/domain/program/briefs';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { ReasonDialog } from '../../../lib/ui/ReasonDialog';
import { playTracks } from '../../playback';
import { useBriefAnswers, useBriefWrites } from '../useBriefs';
import { AnswerCard } from './AnswerCard';
import { useFailureText } from '../../../lib/ui/useFailureText';

/**
 * The production's side of its brief: every answer (withdrawn ones are gone), "Play every answer" as one queue in
 * the composers' order, and per answer Shortlist, or Pass with a reason the composer reads.
 */
export function AnswersReview({ brief }: { brief: ProgramBrief }) {
  const { t } = useTranslation(['briefs', 'errors']);
  const { t: words } = useTranslation('program');
  const failureText = useFailureText();
  const language = useDataLanguage();
  const headingId = useId();
  const answers = useBriefAnswers(brief.briefId);
  const { decide } = useBriefWrites();
  const [passing, setPassing] = useState<ProgramAnswer>();
  const nameOf = (answer: ProgramAnswer) => localizedText(answer.composer.name, language) || answer.composer.nickname;

  const send = (answer: ProgramAnswer, body: { outcome: 'shortlisted' } | { outcome: 'passed'; reasonCode: ProgramAnswerPassReason; note: string }) => {
    decide.mutate(
      { path: { answerId: answer.answerId }, body },
      {
        onSuccess: () => {
          setPassing(undefined);
          void showAppToast({ intent: 'success', message: t(body.outcome === 'shortlisted' ? 'review.shortlisted' : 'review.passed', { name: nameOf(answer) }) });
        },
        // A pass's refusal shows in its dialog; a shortlist has none, so it is told here.
        onError: (error) => {
          if (body.outcome === 'shortlisted') void showAppToast({ intent: 'danger', message: failureText(error, t('review.failed')) });
        },
      },
    );
  };

  let body;
  const list = answers.state.data;
  if (answers.state.status === 'failed') body = <LoadFailure title={t('review.loadFailed')} error={answers.state.error} retry={answers.retry} />;
  else if (!list) body = <LoadingState text={t('review.loading')} />;
  else if (list.length === 0) body = <NonIdealState description={t('review.empty')} />;
  else {
    const queue = list.flatMap((answer) => answer.tracks);
    body = (
      <>
        {queue.length > 0 && <Button icon={<Play />} text={t('review.playAll')} onClick={() => playTracks(queue)} className="app-briefs-play-all" />}
        <ul className="app-briefs-answers">
          {list.map((answer) => (
            <AnswerCard
              key={answer.answerId}
              answer={answer}
              pending={decide.isPending && decide.variables?.path.answerId === answer.answerId}
              onShortlist={() => send(answer, { outcome: 'shortlisted' })}
              onPass={() => {
                decide.reset();
                setPassing(answer);
              }}
            />
          ))}
        </ul>
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="app-briefs-section" aria-busy={answers.state.status === 'loading'}>
      <H2 id={headingId}>
        {t('review.title')}
        {list && list.length > 0 && <span className="app-briefs-muted"> ({list.length})</span>}
      </H2>
      {body}
      {passing && (
        <ReasonDialog<ProgramAnswerPassReason>
          title={t('pass.title', { name: nameOf(passing) })}
          intro={t('pass.intro')}
          reasons={ANSWER_PASS_REASONS.map((value) => ({ value, label: words(`vocabulary.answerPassReason.${value}`) }))}
          noteLabel={t('pass.note')}
          confirm={t('pass.confirm')}
          pending={decide.isPending}
          error={decide.error}
          onSend={(reasonCode, note) => send(passing, { outcome: 'passed', reasonCode, note })}
          onClose={() => setPassing(undefined)}
        />
      )}
    </section>
  );
}
