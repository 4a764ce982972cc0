import { Button } from '@blueprintjs/core';
import { Pause, Play } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { playTracks, togglePlayback, usePlayback } from '../../playback';

/** Plays one track through the app's one queue (the bottom player), or pauses it when it is the one playing. */
export function TrackPlayButton({ track }: { track: Music }) {
  const { t } = useTranslation('composing');
  const language = useDataLanguage();
  const playback = usePlayback();
  const title = localizedText(track.title, language);
  const current = playback.current?.musicFileId === track.musicFileId;
  const playing = current && playback.playing;
  return (
    <Button
      size="small"
      variant="minimal"
      icon={playing ? <Pause /> : <Play />}
      aria-label={t(playing ? 'track.pause' : 'track.play', { title })}
      onClick={() => (current ? togglePlayback() : playTracks([track], 0))}
    />
  );
}
