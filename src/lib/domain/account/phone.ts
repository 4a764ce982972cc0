/**
 * Phone numbers as people type, paste and read them, and the one rule app and mock provider judge them by
 * (contract `PhoneNo`). A Korean mobile number is stored and sent as its 11 national digits (`01012345678`);
 * people write it with separators (`010-1234-5678`) or in the international form (`+82 10-1234-5678`), which
 * the field turns into the national digits. A number abroad is typed with `+` and its country code, kept as
 * typed in the field, checked against its country's numbering plan (libphonenumber-js, `min` metadata) and
 * sent in E.164 (`+13105550147`). Nothing is ever cut or dropped silently: a number that fits neither form is
 * refused with its rule.
 *
 * This module loads libphonenumber-js: import it only where a phone number is typed or shown (the sign-up
 * page, the my page, the mock provider), never from code on the first load.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { accountMessageKeys, validatePhone, type RuleResult } from './rules';

/** `+82`, Korea's country code, as written before a number (with blanks or a `(0)` after it). */
const KOREA_PREFIX = /^\s*\+\s*82/;
const KOREA_CALLING_CODE = '82';

/**
 * The field's value for what was typed or pasted. Without a leading `+`: the digits (separators dropped, none
 * cut). `+82` followed by digits: the Korean national digits (`+82 10-1234-5678` -> `01012345678`). Any other
 * `+`: kept as typed, minus anything that is not a digit, blank or separator.
 */
export function phoneInputFrom(text: string): string {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('+')) return text.replace(/\D/g, '');
  if (KOREA_PREFIX.test(trimmed)) {
    const digits = trimmed.replace(KOREA_PREFIX, '').replace(/\D/g, '');
    if (digits !== '') return digits.startsWith('0') ? digits : `0${digits}`;
  }
  return `+${trimmed.slice(1).replace(/[^\d\s().-]/g, '')}`;
}

const international = (value: string): PhoneNumber | undefined => parsePhoneNumberFromString(value.trim());

/**
 * The message of the phone field for its value (`phoneInputFrom`'s form): required; 11 digits for a Korean
 * number; a valid number of its country for one starting with `+`.
 */
export function validatePhoneInput(value: string): RuleResult {
  const typed = value.trim();
  if (typed === '') return accountMessageKeys.phoneRequired;
  if (!typed.startsWith('+')) return validatePhone(typed);
  const number = international(typed);
  if (number?.countryCallingCode === KOREA_CALLING_CODE) return accountMessageKeys.phoneInvalid;
  return number?.isValid() ? undefined : accountMessageKeys.phoneInternationalInvalid;
}

/** What the contract's `phoneNo` gets for a valid field value: the 11 digits, or the number abroad in E.164. */
export function phoneForRequest(value: string): string {
  const typed = value.trim();
  return typed.startsWith('+') ? (international(typed)?.number ?? typed) : typed;
}

/**
 * The provider's rule for a sent `phoneNo` (after the contract's pattern): 11 digits, or a valid number abroad
 * in E.164 exactly as `phoneForRequest` writes it (no `+82`: Korean numbers go in their national form).
 */
export function validateStoredPhone(phoneNo: string): RuleResult {
  if (!phoneNo.startsWith('+')) return validatePhone(phoneNo);
  const number = international(phoneNo);
  if (!number || number.countryCallingCode === KOREA_CALLING_CODE) return accountMessageKeys.phoneInvalid;
  return number.isValid() && number.number === phoneNo ? undefined : accountMessageKeys.phoneInternationalInvalid;
}

/** A number abroad of the field, as it will be shown, with its country (ISO 3166 code), when it is valid. */
export function internationalPhone(value: string): { formatted: string; country: string | undefined } | undefined {
  const typed = value.trim();
  if (!typed.startsWith('+') || validatePhoneInput(typed) !== undefined) return undefined;
  const number = international(typed)!;
  return { formatted: number.formatInternational(), country: number.country };
}

/**
 * A stored number as people read it: 11 digits as 3-4-4 (`010-1234-5678`), a number abroad in its international
 * format (`+1 310 555 0147`); anything else as stored.
 */
export function formatPhone(phone: string): string {
  const match = /^(\d{3})(\d{4})(\d{4})$/.exec(phone);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  return phone.startsWith('+') ? (international(phone)?.formatInternational() ?? phone) : phone;
}
