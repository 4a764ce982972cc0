/** The most cue markers a track has (contract: `CueMarkerList`, 400 `CUE_MARKER_LIMIT_EXCEEDED`). */
export const MAX_CUE_MARKERS = 8;
/** The most characters of a marker's label in each language (contract: `CueMarkerLabel`). */
export const CUE_LABEL_MAX = 40;

/** Whether a marker at `seconds` lies inside a track of `durationSeconds` (strictly before its end). */
export function isInsideTrack(seconds: number, durationSeconds: number): boolean {
  return seconds >= 0 && seconds < durationSeconds;
}
