import { cleanedText } from '../../domain/text/normalize';
import type shortlists from '../../i18n/locales/ko/shortlists.json';

/** Limits of the contract (CreateShortlistRequest, ShortlistNoteRequest). */
export const NAME_MAX = 60;
export const DESCRIPTION_MAX = 500;
export const NOTE_MAX = 500;

/** A rule's message: a key of `validation` in the shortlists namespace. */
export type ShortlistMessage = `validation.${keyof (typeof shortlists)['validation']}`;

/**
 * The name's message, or undefined when it is fine: 1-60 characters as it is sent (`sentName`), so not only spaces
 * or invisible characters.
 */
export function nameError(name: string): ShortlistMessage | undefined {
  const sent = sentName(name);
  if (sent === '') return 'validation.nameRequired';
  if (sent.length > NAME_MAX) return 'validation.nameTooLong';
  return undefined;
}

/** A name as it is sent and stored: without invisible characters (domain/text), NFC, trimmed. */
export const sentName = (name: string): string => cleanedText(name);

/** A description or note as it is sent and stored: without invisible characters but its lines, NFC, trimmed. */
export const sentNote = (text: string): string => cleanedText(text, 'multiline');

export function descriptionError(description: string): ShortlistMessage | undefined {
  return description.length > DESCRIPTION_MAX ? 'validation.descriptionTooLong' : undefined;
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
