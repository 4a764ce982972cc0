/** The most cue markers a track has (contract: `CueMarkerList`, 400 `CUE_MARKER_LIMIT_EXCEEDED`). */
export const MAX_CUE_MARKERS = 8;
/** The most characters of a marker's label in each language (contract: `CueMarkerLabel`). */
export const CUE_LABEL_MAX = 40;

const timePattern = /^(\d{1,3}):([0-5]\d)$/;

/**
 * A marker's time typed as `m:ss` (`0:42` -> 42, `12:05` -> 725); `undefined` when it is not that form.
 * Only `m:ss` is read (not bare seconds): it is how every time is shown, so what is typed reads as it will show.
 */
export function parseCueTime(text: string): number | undefined {
  const match = timePattern.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Whether a marker at `seconds` lies inside a track of `durationSeconds` (strictly before its end). */
export function isInsideTrack(seconds: number, durationSeconds: number): boolean {
  return seconds >= 0 && seconds < durationSeconds;
}
