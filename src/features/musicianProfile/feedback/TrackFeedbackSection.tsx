import { H2 } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { TrackFeedbackCard } from './TrackFeedbackCard';
import { useTrackFeedback } from './useTrackFeedback';

/**
 * "Listener feedback" on the musician's own profile: per track, plays, likes, shortlist adds and plays through
 * share links over the last 30 days. Loads on its own, so a failure here leaves the rest of the profile alone.
 */
export function TrackFeedbackSection() {
  const { t } = useTranslation('trackFeedback');
  const headingId = useId();
  const { state, retry } = useTrackFeedback();
  return (
    <section className="app-feedback" aria-labelledby={headingId}>
      <H2 id={headingId}>{t('title')}</H2>
      <p className="app-feedback-period">{t('period')}</p>
      {state.status === 'failed' && <LoadFailure title={t('loadFailed')} error={state.error} retry={retry} />}
      {state.status === 'loading' && state.data === undefined && <LoadingState text={t('loading')} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="app-feedback-empty">{t('empty')}</p>
        ) : (
          <ul className="app-feedback-cards" aria-label={t('listLabel')}>
            {state.data.map((feedback) => (
              <TrackFeedbackCard key={feedback.musicFileId} feedback={feedback} />
            ))}
          </ul>
        ))}
    </section>
  );
}
