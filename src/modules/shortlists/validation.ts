import type shortlists from '../../i18n/locales/ko/shortlists.json';
import { shortlistNameProblem, shortlistTextTooLong } from '../../shortlists/shortlistRules';

/** A rule's message: a key of `validation` in the shortlists namespace. */
export type ShortlistMessage = `validation.${keyof (typeof shortlists)['validation']}`;

/** The name's message (the rule: shortlists/shortlistRules.ts), or undefined when it is fine. */
export function nameError(name: string): ShortlistMessage | undefined {
  const problem = shortlistNameProblem(name);
  if (problem === 'required') return 'validation.nameRequired';
  return problem === 'tooLong' ? 'validation.nameTooLong' : undefined;
}

export function descriptionError(description: string): ShortlistMessage | undefined {
  return shortlistTextTooLong('description', description) ? 'validation.descriptionTooLong' : undefined;
}

export function noteError(note: string): ShortlistMessage | undefined {
  return shortlistTextTooLong('note', note) ? 'validation.noteTooLong' : undefined;
}

/** A time typed as `m:ss` (`1:05` -> 65); undefined for an empty field, NaN when it is not that form. */
export function parseNoteTime(text: string): number | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The time field's message: the form `m:ss`, and within the track's duration. */
export function noteTimeError(text: string, durationSeconds: number): ShortlistMessage | undefined {
  const seconds = parseNoteTime(text);
  if (seconds === undefined) return undefined;
  if (Number.isNaN(seconds)) return 'validation.timeFormat';
  if (seconds > Math.floor(durationSeconds)) return 'validation.timeBeyond';
  return undefined;
}

/** The time field's example: `1:05`, or half the track when that is beyond it (`0:16` on a 0:32 track). */
export function noteTimeExample(durationSeconds: number): string {
  const seconds = Math.min(65, Math.floor(Math.max(0, durationSeconds) / 2));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
