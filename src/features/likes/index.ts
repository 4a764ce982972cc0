/**
 * Likes and counts: the like button and its login prompt, a like kept across login, and the live like and play counts of tracks.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { LikeLoginDialog } from './LazyLikeLoginDialog';
export { TrackLikeButton } from './TrackLikeButton';
export { pendingLikeWaits, samePlace } from './pendingLike';
export { parsePendingTrack, pendingSlot, session } from './pendingSlot';
export { TrackPlayCount } from './trackStats/TrackPlayCount';
export { clearTrackStats, updateTrackStats, useTrackStats } from './trackStats/trackStatsStore';
export { useApplyPendingLike, useForgetAbandonedLike } from './usePendingLike';
export { useTrackStatsSessionReset } from './useTrackStatsSessionReset';
