import { hasInvisibleCharacters, withoutInvisibleCharacters, type TextKind } from './characters';

/**
 * What people type, as the app sends it and the provider stores it. One definition for both sides:
 *
 * - Names that identify someone (nickname, person name, musician name) are refused when they hold an invisible
 *   character (`hasInvisibleCharacters`); what is kept is `normalizedText`: NFC, without the blanks around it.
 * - Other texts (shortlist names and notes, cue-marker labels, intros and biographies) have those characters
 *   removed (`cleanedText`); a text that is empty then breaks its field's required rule.
 */
export const normalizedText = (text: string): string => text.normalize('NFC').trim();

/** The text with its invisible characters removed, NFC, without the blanks around it. */
export const cleanedText = (text: string, kind: TextKind = 'line'): string => withoutInvisibleCharacters(text, kind).normalize('NFC').trim();

/** The field rule (`FieldError.code`) of a name refused for its characters. */
export const INVALID_CHARACTERS = 'invalid_characters';

/** Whether a name that identifies someone must be refused for its characters. */
export const hasRefusedCharacters = (name: string): boolean => hasInvisibleCharacters(name, 'line');
