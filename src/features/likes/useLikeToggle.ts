import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../lib/api/generated/types.gen';
import { useIsLoggedIn } from '../../lib/auth/sessionStore';
import { showAppToast } from '../../lib/ui/AppToaster';
import { useTrackStats } from './trackStats/trackStatsStore';
import { toggleLike } from './toggleLike';

export interface LikeToggle {
  liked: boolean;
  likeCount: number;
  /** Likes or unlikes; for an anonymous visitor it calls `onLoginRequired` (with the track) instead. */
  toggle: () => void;
}

/**
 * A track's like state and the action of its like button: optimistic for logged-in users (rolled back with
 * a translated toast when the server refuses), a login offer for anonymous visitors.
 */
export function useLikeToggle(track: Pick<Music, 'musicFileId' | 'liked' | 'likeCount' | 'playCount'>, onLoginRequired: (musicFileId: number) => void): LikeToggle {
  const { t } = useTranslation('catalog');
  const loggedIn = useIsLoggedIn();
  const { liked, likeCount } = useTrackStats(track);
  const toggle = useCallback(() => {
    if (!loggedIn) {
      onLoginRequired(track.musicFileId);
      return;
    }
    void toggleLike(track.musicFileId, { liked, likeCount }, () => {
      void showAppToast({ message: t('likes.failed'), intent: 'danger' }, `like-failed-${track.musicFileId}`);
    });
  }, [loggedIn, onLoginRequired, track.musicFileId, liked, likeCount, t]);
  return { liked, likeCount, toggle };
}
