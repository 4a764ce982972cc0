import { likeMusic, unlikeMusic } from '../../lib/api/generated/sdk.gen';
import { resultData } from '../../lib/api/resultData';
import { updateTrackStats } from './trackStats/trackStatsStore';
import type { TrackStats } from './trackStats/trackStatsStore';

/** Tracks whose like or unlike is on its way to the server: a second click on them is ignored. */
const inFlight = new Set<number>();

/** What became of a like click. */
export type LikeOutcome = 'saved' | 'ignored' | 'failed';

/**
 * Likes (PUT) or unlikes (DELETE) a track for the logged-in user. The new state shows at once through the
 * track stats store (every list and the player see it); the server's `{liked, likeCount}` replaces it on
 * success, and on failure the numbers go back to `current` and `onFailure` is called (a toast).
 * While one request for the track is in flight, another call is ignored.
 */
export async function toggleLike(musicFileId: number, current: Pick<TrackStats, 'liked' | 'likeCount'>, onFailure: () => void): Promise<LikeOutcome> {
  if (inFlight.has(musicFileId)) return 'ignored';
  inFlight.add(musicFileId);
  const wanted = !current.liked;
  updateTrackStats(musicFileId, { liked: wanted, likeCount: Math.max(0, current.likeCount + (wanted ? 1 : -1)) });
  try {
    const options = { path: { musicFileId } };
    const state = await resultData(wanted ? likeMusic(options) : unlikeMusic(options));
    updateTrackStats(musicFileId, { liked: state.liked, likeCount: state.likeCount });
    return 'saved';
  } catch {
    updateTrackStats(musicFileId, { liked: current.liked, likeCount: current.likeCount });
    onFailure();
    return 'failed';
  } finally {
    inFlight.delete(musicFileId);
  }
}
