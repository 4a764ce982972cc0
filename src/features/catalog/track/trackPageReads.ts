import type { PageReads } from '../../../lib/api/pageReads';
import { similarTracksRead } from './useSimilarTracks';
import { trackRead } from './useTrack';

/** A track page's reads (the track, the tracks that sound like it), started by its route (the id already checked). */
export const trackPageReads: PageReads = (client, { params }) => {
  const musicFileId = Number(params.musicFileId);
  void client.prefetchQuery(trackRead(musicFileId));
  void client.prefetchQuery(similarTracksRead(musicFileId));
};
