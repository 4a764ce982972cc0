import { isApiError } from '../../../lib/api/errorMessages';
import type { ProgramAnswer, ProgramAnswerInput } from '../../../lib/api/generated/types.gen';
import { ANSWER_TRACKS_MAX } from '../../../lib/domain/program/briefs';

/** The longest note an answer carries (the contract's `ProgramAnswerInput.note`; answerDraft.test.ts keeps them equal). */
export const ANSWER_NOTE_MAX = 1000;

/** What the answer form holds: the chosen tracks in the composer's order and the note as typed. */
export interface AnswerDraft {
  trackIds: number[];
  note: string;
}

export type AnswerField = keyof AnswerDraft;

/** A rule a field breaks: the key of its message under `form.rule`. */
export type AnswerRule = 'pickOne' | 'tooMany' | 'noteTooLong' | 'unknownTrack' | 'notUnique' | 'refused';

export type AnswerProblems = Partial<Record<AnswerField, AnswerRule>>;

/** A new answer's draft, or the draft of the answer being edited (its tracks still there, its note). */
export const draftOf = (answer?: ProgramAnswer | null): AnswerDraft =>
  answer && answer.status !== 'withdrawn' ? { trackIds: answer.tracks.map((track) => track.musicFileId), note: answer.note } : { trackIds: [], note: '' };

/** What the form checks before sending: 1 to 3 tracks, a note within its limit. */
export function draftProblems(draft: AnswerDraft): AnswerProblems {
  const problems: AnswerProblems = {};
  if (draft.trackIds.length === 0) problems.trackIds = 'pickOne';
  else if (draft.trackIds.length > ANSWER_TRACKS_MAX) problems.trackIds = 'tooMany';
  if (draft.note.length > ANSWER_NOTE_MAX) problems.note = 'noteTooLong';
  return problems;
}

/** The request body of a draft. */
export const inputOf = (draft: AnswerDraft): ProgramAnswerInput => ({ trackIds: [...draft.trackIds], note: draft.note });

/** The rule a provider's field code names. */
function ruleOfCode(field: AnswerField, code: string): AnswerRule {
  if (code === 'unknown_track') return 'unknownTrack';
  if (code === 'not_unique') return 'notUnique';
  if (field === 'note' && (code === 'too_long' || code === 'too_big')) return 'noteTooLong';
  if (field === 'trackIds' && (code === 'too_small' || code === 'required')) return 'pickOne';
  if (field === 'trackIds' && code === 'too_big') return 'tooMany';
  return 'refused';
}

/**
 * The fields a refused call names (`fieldErrors`, `trackIds` or `trackIds.1`, `note`), each with the rule it broke
 * (the first the provider names); a field the form does not know is left out, and the form tells the call's message.
 */
export function serverProblems(error: unknown): AnswerProblems {
  if (!isApiError(error)) return {};
  const problems: AnswerProblems = {};
  for (const { field, code } of error.fieldErrors ?? []) {
    const name = field.split(/[.[]/)[0];
    if ((name === 'trackIds' || name === 'note') && problems[name] === undefined) problems[name] = ruleOfCode(name, code);
  }
  return problems;
}
