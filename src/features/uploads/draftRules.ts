import { MAX_KEYWORDS_PER_TRACK } from '../../lib/domain/limits';
import { draftDuration } from './audioDuration';
import { checkCueMarkers, sameCueRows, type CueMarkerErrors } from './cueMarkerRules';
import { checkFile } from './fileRules';
import type { TrackDraft, TrackField, UploadMessage } from './types';

export type FieldErrors = Partial<Record<TrackField, UploadMessage>> & { cueMarkers?: CueMarkerErrors };

/**
 * The rules of a track's fields (docs/product.md section 5): title, genre, at least one and at most 5 keywords, and on a
 * new track the music file. Files are checked by `checkDraftFiles`.
 */
export function checkDraftFields(draft: TrackDraft, options: { audioRequired: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.title.ko.trim() === '') errors.title = { key: 'uploads:rule.titleRequired' };
  if (draft.genreId === undefined) errors.genre = { key: 'uploads:rule.genreRequired' };
  const keywords = keywordError(draft.keywordIds);
  if (keywords) errors.keywords = keywords;
  if (options.audioRequired && !draft.audioFile) errors.audioFile = { key: 'uploads:rule.audioRequired' };
  return errors;
}

/** The keyword rule (at least one, at most 5), judged on the selection as it is now. */
export function keywordError(keywordIds: readonly number[]): UploadMessage | undefined {
  if (keywordIds.length === 0) return { key: 'uploads:rule.keywordRequired' };
  if (keywordIds.length > MAX_KEYWORDS_PER_TRACK) return { key: 'uploads:rule.keywordMax' };
  return undefined;
}

/** Whether the form holds something not saved: a field differs from where it started, or a file is chosen. */
export function isDraftChanged(draft: TrackDraft, start: TrackDraft): boolean {
  const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);
  return (
    draft.title.ko !== start.title.ko ||
    draft.title.en !== start.title.en ||
    draft.description.ko !== start.description.ko ||
    draft.description.en !== start.description.en ||
    draft.genreId !== start.genreId ||
    !sameIds(draft.keywordIds, start.keywordIds) ||
    draft.audioFile !== undefined ||
    draft.coverFile !== undefined ||
    !sameCueRows(draft.cueMarkers, start.cueMarkers)
  );
}

/**
 * Every rule of a draft, the files' first bytes and sizes included, and the cue markers (inside the chosen
 * music file, its duration read from its header, or inside the saved track when no file is chosen).
 */
export async function checkDraft(draft: TrackDraft, options: { audioRequired: boolean }): Promise<FieldErrors> {
  const errors = checkDraftFields(draft, options);
  const cueMarkers = checkCueMarkers(draft.cueMarkers, await draftDuration(draft));
  if (cueMarkers) errors.cueMarkers = cueMarkers;
  if (draft.audioFile) {
    const problem = await checkFile('audioFile', draft.audioFile);
    if (problem) errors.audioFile = problem;
  }
  if (draft.coverFile) {
    const problem = await checkFile('coverFile', draft.coverFile);
    if (problem) errors.coverFile = problem;
  }
  return errors;
}
