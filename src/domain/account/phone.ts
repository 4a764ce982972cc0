/**
 * Korean mobile numbers as people type, paste and read them. The app stores and sends 11 digits
 * (`01012345678`, `zPhoneNo`); people write them with separators (`010-1234-5678`, `010 1234 5678`,
 * `010.1234.5678`) or in the international form (`+82 10-1234-5678`, `+82 (0)10 1234 5678`).
 */
import { PHONE_DIGITS } from '../limits';

/** The international prefix of Korea as written before a number. */
const KOREA_PREFIX = /^\s*\+\s*82/;

/**
 * The digits of a typed or pasted phone number, at most 11: separators and any other non-digit are dropped
 * first, then the limit applies, so `010-1234-5678` keeps all 11 digits. A `+82` number becomes its
 * national form (`+82 10-1234-5678` -> `01012345678`).
 */
export function phoneDigitsFrom(text: string): string {
  const international = KOREA_PREFIX.test(text);
  const digits = (international ? text.replace(KOREA_PREFIX, '') : text).replace(/\D/g, '');
  const national = international && digits !== '' && !digits.startsWith('0') ? `0${digits}` : digits;
  return national.slice(0, PHONE_DIGITS);
}

/** An 11-digit number as people read it: `01012345678` -> `010-1234-5678`; anything else is shown as stored. */
export function formatPhone(phone: string): string {
  const match = /^(\d{3})(\d{4})(\d{4})$/.exec(phone);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : phone;
}
