import { H1 } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api/errorMessages';
import { localizedText, useDataLanguage } from '../../lib/i18n/localized';
import { LoadFailure } from '../../lib/ui/LoadFailure';
import { LoadingState } from '../../lib/ui/LoadingState';
import { NotFoundState } from '../../lib/ui/NotFoundState';
import { AnswerPanel } from './answering/AnswerPanel';
import { BriefDetails } from './brief/BriefDetails';
import { AnswersReview } from './review/AnswersReview';
import { useBrief } from './useBriefs';

/** The back link of the brief pages. */
function BackToBriefs() {
  const { t } = useTranslation('briefs');
  return (
    <Link to="/program/briefs" className="app-briefs-back">
      {t('brief.back')}
    </Link>
  );
}

/**
 * One brief (`/program/briefs/:briefId`, logged in): what it asks, then the production's review of its answers
 * (the production and the office read them), or the composer's own answer. Not found for anyone else.
 */
export function BriefPage({ briefId }: { briefId: number }) {
  const { t } = useTranslation('briefs');
  const language = useDataLanguage();
  const headingId = useId();
  const brief = useBrief(briefId);

  if (brief.state.status === 'failed' && isApiError(brief.state.error) && brief.state.error.status === 404) {
    return (
      <section className="app-briefs-page" aria-labelledby={headingId}>
        <NotFoundState
          title={t('brief.notFound.title')}
          description={t('brief.notFound.description')}
          headingId={headingId}
          action={<Link to="/program/briefs">{t('brief.back')}</Link>}
        />
      </section>
    );
  }
  let body;
  let title = t('brief.title');
  const data = brief.state.data;
  if (brief.state.status === 'failed') body = <LoadFailure title={t('brief.loadFailed')} error={brief.state.error} retry={brief.retry} />;
  else if (!data) body = <LoadingState text={t('brief.loading')} />;
  else {
    title = localizedText(data.project.title, language);
    body = (
      <>
        <BriefDetails brief={data} />
        {data.answerCount !== null ? <AnswersReview brief={data} /> : <AnswerPanel brief={data} />}
      </>
    );
  }
  return (
    <section className="app-briefs-page" aria-labelledby={headingId} aria-busy={brief.state.status === 'loading'}>
      <BackToBriefs />
      <H1 id={headingId}>{title}</H1>
      {body}
    </section>
  );
}
