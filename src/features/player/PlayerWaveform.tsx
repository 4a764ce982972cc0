import type { Music } from '../../lib/api/generated/types.gen';
import { playTrackFrom, usePlaybackMedia } from '../playback';
import { Waveform } from '../playback';
import type { PlayerEngine } from './playerEngine';

/**
 * The current track's waveform in the bar, drawn from the player's own audio element: a click or tap moves the
 * audio there (the seek slider below follows, and stays the keyboard's way to seek); a cue marker plays from
 * its time.
 */
export function PlayerWaveform({ track, engine }: { track: Music; engine: PlayerEngine }) {
  const media = usePlaybackMedia();
  return (
    <Waveform
      key={track.musicFileId}
      className="app-player__waveform"
      size="compact"
      musicFileId={track.musicFileId}
      durationSeconds={track.durationSeconds}
      media={media}
      markers={track.cueMarkers}
      onSeek={(seconds) => engine.seek(seconds)}
      onMarker={(marker) => playTrackFrom(track, marker.seconds)}
    />
  );
}
