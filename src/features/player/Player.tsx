import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataLanguage, localizedText } from '../../lib/i18n/localized';
import { usePlayback } from '../playback';
import { AddToShortlistButton } from '../shortlists';
import { appPlayerEngine } from './appPlayerEngine';
import { CopyTrackLinkButton } from './CopyTrackLinkButton';
import type { PlayerEngine } from './playerEngine';
import { PlayerLikeButton } from './PlayerLikeButton';
import { PlayerQueue } from './PlayerQueue';
import { PlayerSeekBar } from './PlayerSeekBar';
import { PlayerStatus } from './PlayerStatus';
import { PlayerTrackInfo } from './PlayerTrackInfo';
import { PlayerTransport } from './PlayerTransport';
import { PlayerVolume } from './PlayerVolume';
import { PlayerWaveform } from './PlayerWaveform';
import { ShortcutsButton } from './ShortcutsButton';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useBodyClass } from './useBodyClass';
import { usePlayerShortcuts } from './usePlayerShortcuts';
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
 * its waveform (with cue markers) above the seek bar, loading and error states, volume, like, add to shortlist, the queue, "Copy link" and the keyboard shortcuts
 * (Space, arrows, M and "?", listed and switched off in their dialog).
 */
export function Player({ engine: given }: PlayerProps) {
  const engine = given ?? appPlayerEngine();
  const { t, i18n } = useTranslation('player');
  const { current } = usePlayback();
  const state = usePlayerState(engine);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const openShortcuts = useCallback(() => setShortcutsOpen(true), []);
  useBodyClass(PLAYER_OPEN_CLASS, current !== null);
  usePlayerShortcuts(engine, openShortcuts, current !== null);
  if (!current) return null;
  return (
    <section className="app-player" aria-label={t('region')}>
      <PlayerTrackInfo track={current} />
      <div className="app-player__like">
        <PlayerLikeButton track={current} />
        <AddToShortlistButton musicFileId={current.musicFileId} title={localizedText(current.title, dataLanguage(i18n.language))} place="player" />
      </div>
      <div className="app-player__center">
        <PlayerTransport />
        <PlayerWaveform track={current} engine={engine} />
        <PlayerSeekBar engine={engine} state={state} />
        <PlayerStatus engine={engine} state={state} />
      </div>
      <div className="app-player__end">
        <PlayerVolume engine={engine} state={state} />
        <PlayerQueue />
        <CopyTrackLinkButton track={current} engine={engine} />
        <ShortcutsButton onClick={openShortcuts} />
      </div>
      <ShortcutsDialog isOpen={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </section>
  );
}
