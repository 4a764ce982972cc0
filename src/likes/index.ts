/**
 * Likes: the like toggle every track list uses (optimistic through the track stats store, rolled back on
 * failure), the login offer for anonymous visitors (the like they asked for is applied after the login),
 * and the reset of likes when the user changes.
 */
export { LikeLoginDialog } from './LazyLikeLoginDialog';
export type { LikeLoginDialogProps } from './LikeLoginDialog';
export { loginPathFor, signUpPathFor } from './loginPath';
export { PENDING_LIKE_KEY } from './pendingLike';
export { useApplyPendingLike, useForgetAbandonedLike } from './usePendingLike';
export { toggleLike, type LikeOutcome } from './toggleLike';
export { useLikeToggle, type LikeToggle } from './useLikeToggle';
export { sessionChanged, useTrackStatsSessionReset, type LikeSession } from './useTrackStatsSessionReset';
