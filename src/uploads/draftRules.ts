import { MAX_KEYWORDS_PER_TRACK } from '../domain/limits';
import { checkFile } from './fileRules';
import type { TrackDraft, TrackField, UploadMessage } from './types';

export type FieldErrors = Partial<Record<TrackField, UploadMessage>>;

/**
 * The rules of a track's fields (spec section 5): title, genre, at least one and at most 5 keywords, and on a
 * new track the music file. Files are checked by `checkDraftFiles`.
 */
export function checkDraftFields(draft: TrackDraft, options: { audioRequired: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.title.ko.trim() === '') errors.title = { key: 'uploads:rule.titleRequired' };
  if (draft.genreId === undefined) errors.genre = { key: 'uploads:rule.genreRequired' };
  if (draft.keywordIds.length === 0) errors.keywords = { key: 'uploads:rule.keywordRequired' };
  else if (draft.keywordIds.length > MAX_KEYWORDS_PER_TRACK) errors.keywords = { key: 'uploads:rule.keywordMax' };
  if (options.audioRequired && !draft.audioFile) errors.audioFile = { key: 'uploads:rule.audioRequired' };
  return errors;
}

/** Every rule of a draft, the files' first bytes and sizes included. */
export async function checkDraft(draft: TrackDraft, options: { audioRequired: boolean }): Promise<FieldErrors> {
  const errors = checkDraftFields(draft, options);
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
