import { lazy, Suspense, useState } from 'react';
import { usePlayback } from '../../features/playback';

/**
 * The player's code (bar, audio engine, Media Session, play counting) loads in its own chunk the first time
 * something is put in the player, so visitors who never press play do not download it. Browsers keep the
 * user's activation from the click across that short load, so the first play still sounds.
 */
const Player = lazy(() => import('../../features/player').then((module) => ({ default: module.Player })));

/** Mounts the persistent player once playback has had a track; it then stays for the whole visit. */
export function PlayerHost() {
  const { current } = usePlayback();
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  if (!needed && !current) return null;
  return (
    <Suspense fallback={null}>
      <Player />
    </Suspense>
  );
}
