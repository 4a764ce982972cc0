import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMusic } from '../../lib/api/generated/sdk.gen';
import type { Music } from '../../lib/api/generated/types.gen';
import { resultData } from '../../lib/api/resultData';
import { useAuth } from '../../lib/auth/auth';
import { useIsLoggedIn } from '../../lib/auth/sessionStore';
import { TrackLikeButton } from '../likes';
import { dataLanguage, localizedText } from '../../lib/i18n/localized';
import { LikeLoginDialog, useApplyPendingLike, useTrackStatsSessionReset } from '../likes';
import { getPlaybackSnapshot, reviseQueue } from '../playback';

/**
 * The like toggle of the current track, the same as in every list (its count and state come from the
 * shared track stats, so they agree everywhere); a visitor is offered the login. When the user changes
 * (login, logout), the track is asked for again: whether this user likes it is part of the track.
 */
export function PlayerLikeButton({ track }: { track: Music }) {
  const { i18n } = useTranslation('player');
  const [loginOffered, setLoginOffered] = useState(false);
  const onLoginRequired = useCallback(() => setLoginOffered(true), []);
  useTrackStatsSessionReset();
  useApplyPendingLike();
  useTrackRefreshOnSessionChange(track.musicFileId);
  return (
    <>
      <TrackLikeButton track={track} title={localizedText(track.title, dataLanguage(i18n.language))} onLoginRequired={onLoginRequired} />
      <LikeLoginDialog isOpen={loginOffered} musicFileId={track.musicFileId} onClose={() => setLoginOffered(false)} />
    </>
  );
}

/** Loads the track again when the logged-in user changes, and puts the answer in the queue. */
function useTrackRefreshOnSessionChange(musicFileId: number): void {
  const loggedIn = useIsLoggedIn();
  const userId = useAuth().user?.userId;
  const session = `${loggedIn}:${userId ?? ''}`;
  const seen = useRef(session);
  useEffect(() => {
    if (seen.current === session) return;
    // A profile that only finished loading is the same user.
    const sameUser = seen.current === `${loggedIn}:` && loggedIn;
    seen.current = session;
    if (sameUser) return;
    // Not aborted when the profile arrives meanwhile (same user); the queue check drops a stale answer.
    const queue = getPlaybackSnapshot().queue;
    resultData(getMusic({ path: { musicFileId } })).then(
      (fresh) => void reviseQueue(queue, new Map([[musicFileId, fresh]])),
      () => undefined,
    );
  }, [session, loggedIn, musicFileId]);
}
