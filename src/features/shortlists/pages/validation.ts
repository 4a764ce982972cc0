import { clockFieldProblem, formatClock } from '../../../lib/domain/time/clock';
import type shortlists from '../../../lib/i18n/locales/ko/shortlists.json';
import { shortlistNameProblem, shortlistTextTooLong } from '../menu/shortlistRules';

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

/** The time field's message: the form `m:ss`, and within the track's duration. */
export function noteTimeError(text: string, durationSeconds: number): ShortlistMessage | undefined {
  const problem = clockFieldProblem(text, durationSeconds);
  if (problem === 'format') return 'validation.timeFormat';
  return problem === 'beyond' ? 'validation.timeBeyond' : undefined;
}

/** The time field's example: `1:05`, or half the track when that is beyond it (`0:16` on a 0:32 track). */
export function noteTimeExample(durationSeconds: number): string {
  return formatClock(Math.min(65, Math.floor(Math.max(0, durationSeconds) / 2)));
}
