import type { TextKind } from '../../src/lib/domain/text/characters';
import { cleanedText, hasRefusedCharacters, INVALID_CHARACTERS, normalizedText } from '../../src/lib/domain/text/normalize';
import { validateStoredPhone } from '../../src/lib/domain/account/phone';
import { ApiProblem } from '../http/problem';

/**
 * What people type, taken in by the rules of domain/text (the app applies the same ones before it sends):
 * names that identify someone are refused for invisible characters, other texts have them removed.
 */
const invalid = (field: string, code: string, message: string) => new ApiProblem(400, 'INVALID_REQUEST', undefined, [{ field, code, message }]);

/** A nickname or a name: NFC and trimmed, or 400 `invalid_characters` when it holds an invisible character. */
export function identityText(field: string, text: string): string {
  const stored = normalizedText(text);
  if (hasRefusedCharacters(stored)) {
    throw invalid(field, INVALID_CHARACTERS, 'Names may not hold control, zero-width, bidirectional, variation-selector or filler characters.');
  }
  return stored;
}

/** An optional text: invisible characters removed, NFC, trimmed. */
export const freeText = (text: string, kind: TextKind = 'line'): string => cleanedText(text, kind);

/** A required text: as `freeText`, and 400 `too_small` when nothing visible is left. */
export function requiredText(field: string, text: string, kind: TextKind = 'line'): string {
  const stored = cleanedText(text, kind);
  if (stored === '') throw invalid(field, 'too_small', 'The text is empty once invisible characters are removed.');
  return stored;
}

/**
 * A phone number as the contract's `PhoneNo` describes it, judged by the app's own rule (domain/account/phone.ts):
 * 11 digits, or a valid number abroad in E.164; 400 `PHONE_FORMAT` otherwise. Stored as sent.
 */
export function phoneNumber(field: string, phoneNo: string): string {
  if (validateStoredPhone(phoneNo) !== undefined) {
    throw invalid(field, 'PHONE_FORMAT', 'Phone must be 11 digits (Korean mobile) or a valid number abroad in E.164 (+ and country code).');
  }
  return phoneNo;
}
