import { Button } from '@blueprintjs/core';
import { Pause, Play } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { playTracks, togglePlayback, usePlayback } from '../playbackStore';

export interface TrackPlayButtonProps {
  /** The list the track belongs to, played on from it as the player's queue. */
  tracks: readonly Music[];
  index: number;
  size?: 'small' | 'medium';
}

/**
 * Plays a track of a list in the app's player (the rest of the list queued after it), or pauses it while it sounds:
 * the one play button of every list of tracks on the program's pages.
 */
export function TrackPlayButton({ tracks, index, size = 'small' }: TrackPlayButtonProps) {
  const { t } = useTranslation('common');
  const language = useDataLanguage();
  const playback = usePlayback();
  const track = tracks[index]!;
  const title = localizedText(track.title, language);
  const current = playback.current?.musicFileId === track.musicFileId;
  const sounding = current && playback.playing;
  return (
    <Button
      size={size}
      variant="minimal"
      icon={sounding ? <Pause /> : <Play />}
      aria-label={t(sounding ? 'trackPlay.pause' : 'trackPlay.play', { title })}
      onClick={() => (current ? togglePlayback() : playTracks(tracks, index))}
    />
  );
}
