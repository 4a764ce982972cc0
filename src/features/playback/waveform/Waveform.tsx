import { useMemo, useRef, type MouseEvent } from 'react';
import type { CueMarker } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { timeAtOffset, waveformPeaks } from './peaks';
import { useReducedMotion } from './useReducedMotion';
import { useWaveformData } from './useWaveformData';
import { useWaveSurfer } from './useWaveSurfer';

export type WaveformSize = 'compact' | 'regular';

/** Canvas heights (CSS pixels); the boxes in waveform.css have the same height, so nothing moves on load. */
const HEIGHTS: Record<WaveformSize, number> = { compact: 32, regular: 56 };

export interface WaveformProps {
  musicFileId: number;
  /** The track's length as the catalogue knows it (the waveform's own length wins once loaded). */
  durationSeconds: number;
  /** The player's audio element when it holds this track (its played part shows), else null. */
  media: HTMLMediaElement | null;
  /** Cue markers drawn on the waveform (sorted by time). */
  markers?: readonly CueMarker[] | undefined;
  /** A click or tap at a time of the track. */
  onSeek: (seconds: number) => void;
  /** A click on a marker (its time is `marker.seconds`). */
  onMarker?: ((marker: CueMarker) => void) | undefined;
  size?: WaveformSize;
  className?: string;
}

/**
 * A track's shape from the provider's stored peaks, the played part highlighted, cue markers on it; a click or
 * tap at x asks for that time. It is a pointer shortcut only, hidden from assistive technology: the player's
 * seek slider (arrows, Home, End) and the cue-marker list under the track are the accessible ways to do the
 * same. While the peaks load it keeps its size (a flat line); when they cannot be had it stays a flat line that
 * still seeks, and nothing else changes.
 */
export function Waveform({ musicFileId, durationSeconds, media, markers = [], onSeek, onMarker, size = 'regular', className }: WaveformProps) {
  const host = useRef<HTMLDivElement>(null);
  const language = useDataLanguage();
  const reducedMotion = useReducedMotion();
  const { status, waveform } = useWaveformData(musicFileId);
  const peaks = useMemo(() => (waveform ? waveformPeaks(waveform) : undefined), [waveform]);
  const duration = waveform?.durationSeconds && waveform.durationSeconds > 0 ? waveform.durationSeconds : durationSeconds;
  useWaveSurfer(host, { peaks, duration, media, height: HEIGHTS[size], reducedMotion });

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onSeek(timeAtOffset(event.clientX - box.left, box.width, duration));
  };
  const classes = ['app-waveform', `app-waveform--${size}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} aria-hidden="true" data-state={status} onClick={onClick}>
      <div ref={host} className="app-waveform__canvas" />
      {duration > 0 && markers.length > 0 && (
        <div className="app-waveform__markers">
          {markers.map((marker) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut inside the aria-hidden waveform: the seek slider and the cue marker list are its keyboard and screen-reader way
            <span
              key={marker.seconds}
              className="app-waveform__marker"
              data-seconds={marker.seconds}
              title={localizedText(marker.label, language)}
              style={{ left: `${Math.min(100, (marker.seconds / duration) * 100)}%` }}
              onClick={(event) => {
                event.stopPropagation();
                (onMarker ?? ((cue: CueMarker) => onSeek(cue.seconds)))(marker);
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
