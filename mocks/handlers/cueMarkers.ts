import type { CueMarker } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import { problem } from '../http/problem';
import { requiredText } from './textInputs';

/** At most this many cue markers per track (the contract's `CueMarkerList`). */
export const MAX_CUE_MARKERS = 8;

/** A marker is inside the track when it starts before the end: a 31.9 s track accepts 0 to 31. */
export const isInside = (seconds: number, durationSeconds: number) => seconds < durationSeconds;

/** The duration of a stored audio file (0 when unknown: no marker fits then). */
export function audioDuration(ctx: MockContext, fileId: string): number {
  return ctx.db.files.findFirst((q) => q.where({ id: fileId }))?.durationSeconds ?? 0;
}

/**
 * The rules the schema cannot say (labels were checked, trimmed, by body validation): at most 8, inside the
 * track, no two at the same second, labels with something visible once invisible characters are removed.
 * Answers the markers as stored: labels cleaned (domain/text), sorted by time.
 */
export function checkedCueMarkers(markers: readonly CueMarker[], durationSeconds: number): CueMarker[] {
  if (markers.length > MAX_CUE_MARKERS) {
    throw problem(400, 'CUE_MARKER_LIMIT_EXCEEDED', `A track has at most ${MAX_CUE_MARKERS} cue markers.`);
  }
  const outside = markers.find((marker) => !isInside(marker.seconds, durationSeconds));
  if (outside) throw problem(400, 'CUE_MARKER_OUT_OF_RANGE', `A cue marker at ${outside.seconds} s is past the end of the track (${durationSeconds} s).`);
  const seen = new Set<number>();
  for (const marker of markers) {
    if (seen.has(marker.seconds)) throw problem(400, 'CUE_MARKER_DUPLICATE_TIME', `Two cue markers at ${marker.seconds} s.`);
    seen.add(marker.seconds);
  }
  return markers
    .map((marker, index) => ({
      seconds: marker.seconds,
      label: { ko: requiredText(`cueMarkers.${index}.label.ko`, marker.label.ko), en: requiredText(`cueMarkers.${index}.label.en`, marker.label.en) },
    }))
    .sort((a, b) => a.seconds - b.seconds);
}

/** The markers still inside a replaced audio file, when the update sent none. */
export const markersInside = (markers: readonly CueMarker[], durationSeconds: number): CueMarker[] =>
  markers.filter((marker) => isInside(marker.seconds, durationSeconds));
