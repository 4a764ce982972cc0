import { useTranslation } from 'react-i18next';
import { usePlayback } from '../../playback';
import { appPlayerEngine } from './appPlayerEngine';
import { CopyTrackLinkButton } from './CopyTrackLinkButton';
import type { PlayerEngine } from './playerEngine';
import { PlayerQueue } from './PlayerQueue';
import { PlayerSeekBar } from './PlayerSeekBar';
import { PlayerStatus } from './PlayerStatus';
import { PlayerTrackInfo } from './PlayerTrackInfo';
import { PlayerTransport } from './PlayerTransport';
import { PlayerVolume } from './PlayerVolume';
import { useBodyClass } from './useBodyClass';
import { usePlayerState } from './usePlayerState';

/** Body class while the bar shows: the page keeps room for it at the bottom (see player.css). */
export const PLAYER_OPEN_CLASS = 'app-player-open';

export interface PlayerProps {
  /** The engine to show (tests); the app's one audio element by default. */
  engine?: PlayerEngine;
}

/**
 * The persistent bottom player (a region "Player"), mounted once in the main layout so it keeps playing
 * across pages. It shows once a track is loaded: cover, title, musician, transport, seek bar with times,
 * loading and error states, volume, the queue and "Copy link".
 */
export function Player({ engine: given }: PlayerProps) {
  const engine = given ?? appPlayerEngine();
  const { t } = useTranslation('player');
  const { current } = usePlayback();
  const state = usePlayerState(engine);
  useBodyClass(PLAYER_OPEN_CLASS, current !== null);
  if (!current) return null;
  return (
    <section className="app-player" aria-label={t('region')}>
      <PlayerTrackInfo track={current} />
      <div className="app-player__center">
        <PlayerTransport />
        <PlayerSeekBar engine={engine} state={state} />
        <PlayerStatus engine={engine} state={state} />
      </div>
      <div className="app-player__end">
        <PlayerVolume engine={engine} state={state} />
        <PlayerQueue />
        <CopyTrackLinkButton track={current} engine={engine} />
      </div>
    </section>
  );
}
