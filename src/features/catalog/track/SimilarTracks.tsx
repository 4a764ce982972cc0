import { H2, Spinner } from '@blueprintjs/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { TrackList } from '../trackList/TrackList';
import { useSimilarTracks } from './useSimilarTracks';

export interface SimilarTracksProps {
  musicFileId: number;
}

/** "More like this": the tracks whose audio sounds most like this one's, most alike first, playable as a list. */
export function SimilarTracks({ musicFileId }: SimilarTracksProps) {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  const { state, retry } = useSimilarTracks(musicFileId);
  const tracks = useMemo(() => state.data?.map((entry) => entry.music) ?? [], [state.data]);
  return (
    <section aria-labelledby={headingId} className="app-track-details-similar" aria-busy={state.status === 'loading'}>
      <H2 id={headingId} className="app-track-details-section-title">
        {t('similar.title')}
      </H2>
      {state.status === 'loading' && <Spinner size={20} aria-label={t('similar.loading')} />}
      {state.status === 'failed' && <LoadFailure message={t('similar.failed')} retry={retry} />}
      {state.status === 'ready' && <TrackList tracks={tracks} label={t('similar.title')} emptyText={t('similar.none')} />}
    </section>
  );
}
