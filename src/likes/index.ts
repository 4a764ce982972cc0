/**
 * Likes: the like toggle every track list uses (optimistic through the track stats store, rolled back on
 * failure), the login offer for anonymous visitors (the like they asked for is applied after the login),
 * and the reset of likes when the user changes.
 */
export { LikeLoginDialog } from './LazyLikeLoginDialog';
export { useApplyPendingLike, useForgetAbandonedLike } from './usePendingLike';
export { useLikeToggle } from './useLikeToggle';
export { useTrackStatsSessionReset } from './useTrackStatsSessionReset';
