import { useParams } from 'react-router';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { TrackDetails } from './TrackDetails';
import { TrackDetailsSkeleton } from './TrackDetailsSkeleton';
import { TrackLoadFailure } from './TrackLoadFailure';
import { useTrack } from './useTrack';
import { useTrackDocumentTitle } from './useTrackDocumentTitle';

/**
 * One track (`/music-details/:musicFileId`, the route has checked the id is a positive integer): its page, a
 * loading skeleton, a not-found state, or a failure with Retry.
 */
export function TrackDetailsPage() {
  const language = useDataLanguage();
  const musicFileId = Number(useParams().musicFileId);
  const { state, retry } = useTrack(musicFileId);
  // While another track loads, the previous one's data is still in the state: never show it for this id.
  const track = state.status !== 'failed' && state.data?.musicFileId === musicFileId ? state.data : undefined;

  useTrackDocumentTitle(track && localizedText(track.title, language));

  return (
    <div className="app-track-details-page">
      {track && <TrackDetails track={track} />}
      {!track && state.status === 'loading' && <TrackDetailsSkeleton />}
      {state.status === 'failed' && <TrackLoadFailure error={state.error} retry={retry} />}
    </div>
  );
}
