import { Button } from '@blueprintjs/core';
import { Pause, Play } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { playTracks, togglePlayback, usePlayback } from '../../playback';

export interface TrackPlayButtonProps {
  /** The list the track belongs to, played on from it as the player's queue. */
  tracks: readonly Music[];
  index: number;
}

/** Plays a track of a list in the player (the rest of the list queued after it), or pauses it while it sounds. */
export function TrackPlayButton({ tracks, index }: TrackPlayButtonProps) {
  const { t } = useTranslation('briefs');
  const language = useDataLanguage();
  const playback = usePlayback();
  const track = tracks[index]!;
  const title = localizedText(track.title, language);
  const current = playback.current?.musicFileId === track.musicFileId;
  const sounding = current && playback.playing;
  return (
    <Button
      size="small"
      variant="minimal"
      icon={sounding ? <Pause /> : <Play />}
      aria-label={t(sounding ? 'brief.pause' : 'brief.play', { title })}
      onClick={() => (current ? togglePlayback() : playTracks(tracks, index))}
    />
  );
}
