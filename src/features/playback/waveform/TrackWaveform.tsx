import type { Music } from '../../../lib/api/generated/types.gen';
import { playTrackFrom, seekCurrentTrack, usePlayback } from '../playbackStore';
import { usePlaybackMedia } from '../playbackMedia';
import { Waveform, type WaveformSize } from './Waveform';

export interface TrackWaveformProps {
  track: Music;
  size?: WaveformSize;
  className?: string;
}

/**
 * A track's waveform wired to the player: when the track is the player's current one it shows the played part
 * of the player's own audio element and a click moves it there (the seek slider follows); otherwise a click at
 * x plays the track from that time. A cue marker plays from its time.
 */
export function TrackWaveform({ track, size, className }: TrackWaveformProps) {
  const { current } = usePlayback();
  const media = usePlaybackMedia();
  const isCurrent = current?.musicFileId === track.musicFileId;
  return (
    <Waveform
      musicFileId={track.musicFileId}
      durationSeconds={track.durationSeconds}
      media={isCurrent ? media : null}
      markers={track.cueMarkers}
      onSeek={(seconds) => (isCurrent ? seekCurrentTrack(seconds) : playTrackFrom(track, seconds))}
      onMarker={(marker) => playTrackFrom(track, marker.seconds)}
      {...(size ? { size } : {})}
      {...(className ? { className } : {})}
    />
  );
}
