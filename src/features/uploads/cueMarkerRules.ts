import type { CueMarker } from '../../lib/api/generated/types.gen';
import { formatClock, parseClock } from '../../lib/domain/time/clock';
import { CUE_LABEL_MAX, MAX_CUE_MARKERS, isInsideTrack } from '../playback';
import { cleanedText } from '../../lib/domain/text/normalize';
import type { CueMarkerDraft, UploadMessage } from './types';

/** What is wrong with one marker row, by field. */
export interface CueRowErrors {
  time?: UploadMessage;
  labelKo?: UploadMessage;
  labelEn?: UploadMessage;
}

/** What is wrong with the markers: the list as a whole (more than 8) and each row by its id. */
export interface CueMarkerErrors {
  list?: UploadMessage;
  rows: Record<string, CueRowErrors>;
}

/** A label as it is sent and stored: without invisible characters (domain/text), NFC, trimmed. */
const sentLabel = (label: string): string => cleanedText(label);

function labelError(label: string): UploadMessage | undefined {
  const sent = sentLabel(label);
  if (sent === '') return { key: 'uploads:cue.rule.labelRequired' };
  // Counted as the provider counts (UTF-16 units, as every other length rule of the app): an emoji is 2.
  const length = sent.length;
  if (length > CUE_LABEL_MAX) return { key: 'uploads:cue.rule.labelTooLong', values: { max: CUE_LABEL_MAX, length } };
  return undefined;
}

/**
 * The cue-marker rules (contract `CueMarkerList`): at most 8; each time typed as `m:ss` and inside the track
 * (`durationSeconds`, when known: the chosen file's, or the saved track's; unknown leaves that check to the
 * provider); no two markers at the same second (the later rows are marked); each label 1-40 characters in
 * both languages (as sent: trimmed, without invisible characters, so a label of only U+200B is required). The messages are the provider's own for the same rules. Undefined when all is well.
 */
export function checkCueMarkers(rows: readonly CueMarkerDraft[], durationSeconds: number | undefined): CueMarkerErrors | undefined {
  const errors: CueMarkerErrors = { rows: {} };
  if (rows.length > MAX_CUE_MARKERS) errors.list = { key: 'errors:code.CUE_MARKER_LIMIT_EXCEEDED' };
  const seen = new Set<number>();
  for (const row of rows) {
    const row_: CueRowErrors = {};
    const seconds = parseClock(row.time);
    if (seconds === undefined) row_.time = { key: 'uploads:cue.rule.timeFormat' };
    else if (durationSeconds !== undefined && !isInsideTrack(seconds, durationSeconds)) {
      row_.time = { key: 'uploads:cue.rule.timeOutside', values: { duration: formatClock(Math.ceil(durationSeconds)) } };
    } else if (seen.has(seconds)) row_.time = { key: 'errors:code.CUE_MARKER_DUPLICATE_TIME' };
    if (seconds !== undefined) seen.add(seconds);
    const ko = labelError(row.label.ko);
    const en = labelError(row.label.en);
    if (ko) row_.labelKo = ko;
    if (en) row_.labelEn = en;
    if (Object.keys(row_).length > 0) errors.rows[row.id] = row_;
  }
  return errors.list || Object.keys(errors.rows).length > 0 ? errors : undefined;
}

/** The markers as the contract takes them (times in seconds, labels as sent); rows must have passed the rules. */
export function cueMarkersOf(rows: readonly CueMarkerDraft[]): CueMarker[] {
  return rows
    .map((row) => ({ seconds: parseClock(row.time) ?? 0, label: { ko: sentLabel(row.label.ko), en: sentLabel(row.label.en) } }))
    .sort((a, b) => a.seconds - b.seconds);
}

let nextRow = 0;

/** A new marker row (empty, or from a saved marker). */
export function cueRow(marker?: CueMarker): CueMarkerDraft {
  nextRow += 1;
  return {
    id: `cue-${nextRow}`,
    time: marker ? formatClock(marker.seconds) : '',
    label: { ko: marker?.label.ko ?? '', en: marker?.label.en ?? '' },
  };
}

/** Whether two marker lists hold the same typed values in the same order. */
export function sameCueRows(a: readonly CueMarkerDraft[], b: readonly CueMarkerDraft[]): boolean {
  return a.length === b.length && a.every((row, i) => row.time === b[i]!.time && row.label.ko === b[i]!.label.ko && row.label.en === b[i]!.label.en);
}
