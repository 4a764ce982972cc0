/**
 * Account rules a schema cannot hold, or that need a precise message (docs/product.md section 5), shared by the
 * sign-up page, the my page and the mock provider. Pure functions: each returns the i18n key of the first
 * rule broken (namespace `account`, under `validation.*`) or `undefined` when the value is fine.
 *
 * `validatePassword`, `validateNickname`, `validatePhone` and `validateEmail` agree with the contract's
 * zod schemas (`zPassword`, `zNickname`, `zPhoneNo`, `zEmail`): a value passes here exactly when it passes
 * there (email, name and nickname taken without the blanks around them, as they are sent and stored); these
 * functions add which rule failed, so the user reads one precise message. Names and nicknames are judged as
 * the provider stores them (`normalizedText`: NFC, trimmed) and are refused when they hold an invisible
 * character (`hasRefusedCharacters`, the provider's field rule `invalid_characters`; see domain/text).
 */
import type { ParseKeys } from 'i18next';
import { zEmail, zNickname, zPassword, zPersonName } from '../contractSchemas';
import { characterCount } from '../text/characters';
import { hasRefusedCharacters, normalizedText } from '../text/normalize';
import { PHONE_DIGITS } from '../limits';

/** A length limit the contract's schema states (a missing one is a contract change this code must follow). */
function contractLimit(limit: number | null | undefined, what: string): number {
  if (limit === null || limit === undefined) throw new Error(`The contract no longer gives ${what}.`);
  return limit;
}

/** Lengths read from the contract's schemas (`Password`, `Nickname`, `Email`, `PersonName`). */
export const PASSWORD_MIN_LENGTH = contractLimit(zPassword.minLength, "a password's shortest length");
export const PASSWORD_MAX_LENGTH = contractLimit(zPassword.maxLength, "a password's longest length");
export const NICKNAME_MIN_LENGTH = contractLimit(zNickname.minLength, "a nickname's shortest length");
export const NICKNAME_MAX_LENGTH = contractLimit(zNickname.maxLength, "a nickname's longest length");
export const EMAIL_MAX_LENGTH = contractLimit(zEmail.maxLength, "an email's longest length");
export const NAME_MAX_LENGTH = contractLimit(zPersonName.maxLength, "a name's longest length");
/** The only special characters a password may hold, as shown to the user. */
export const PASSWORD_ALLOWED_SPECIALS = '!?@_-';

/** Keys of the `account` namespace, one per rule and per duplicate-check outcome. */
export const accountMessageKeys = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  emailTooLong: 'validation.emailTooLong',
  emailCheckRequired: 'validation.emailCheckRequired',
  emailAvailable: 'validation.emailAvailable',
  emailTaken: 'validation.emailTaken',
  passwordRequired: 'validation.passwordRequired',
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooLong: 'validation.passwordTooLong',
  passwordLettersAndDigits: 'validation.passwordLettersAndDigits',
  passwordForbiddenCharacter: 'validation.passwordForbiddenCharacter',
  passwordConfirmationRequired: 'validation.passwordConfirmationRequired',
  passwordMismatch: 'validation.passwordMismatch',
  currentPasswordRequired: 'validation.currentPasswordRequired',
  newPasswordRequired: 'validation.newPasswordRequired',
  newPasswordSameAsCurrent: 'validation.newPasswordSameAsCurrent',
  nameRequired: 'validation.nameRequired',
  nameTooLong: 'validation.nameTooLong',
  nameInvalidCharacters: 'validation.nameInvalidCharacters',
  nicknameRequired: 'validation.nicknameRequired',
  nicknameTooShort: 'validation.nicknameTooShort',
  nicknameTooLong: 'validation.nicknameTooLong',
  nicknameInvalidCharacters: 'validation.nicknameInvalidCharacters',
  nicknameCheckRequired: 'validation.nicknameCheckRequired',
  nicknameCurrent: 'validation.nicknameCurrent',
  nicknameAvailable: 'validation.nicknameAvailable',
  nicknameTaken: 'validation.nicknameTaken',
  phoneRequired: 'validation.phoneRequired',
  phoneInvalid: 'validation.phoneInvalid',
  phoneInternationalInvalid: 'validation.phoneInternationalInvalid',
  termsRequired: 'validation.termsRequired',
  ageConsentRequired: 'validation.ageConsentRequired',
} as const satisfies Record<string, ParseKeys<'account'>>;

export type AccountMessageKey = (typeof accountMessageKeys)[keyof typeof accountMessageKeys];
/** A rule violation: an `account` key, or `undefined` when the value passes. */
export type RuleResult = AccountMessageKey | undefined;

/**
 * Messages that warn rather than reject outright (shown with a warning intent): today only the forbidden
 * special character, which names the allowed ones (interpolation `{{allowed}}`).
 */
export const warningMessageKeys: ReadonlySet<AccountMessageKey> = new Set([accountMessageKeys.passwordForbiddenCharacter]);

const k = accountMessageKeys;

/** The email as the app sends it (trimmed): required, at most 254 characters, the contract's format. */
export function validateEmail(email: string): RuleResult {
  const sent = email.trim();
  if (sent === '') return k.emailRequired;
  if (characterCount(sent) > EMAIL_MAX_LENGTH) return k.emailTooLong;
  if (!zEmail.safeParse(sent).success) return k.emailInvalid;
  return undefined;
}

const PASSWORD_ALLOWED = /^[A-Za-z\d!?@_-]*$/;

export function validatePassword(password: string): RuleResult {
  if (password === '') return k.passwordRequired;
  if (!PASSWORD_ALLOWED.test(password)) return k.passwordForbiddenCharacter;
  if (password.length < PASSWORD_MIN_LENGTH) return k.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return k.passwordTooLong;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return k.passwordLettersAndDigits;
  return undefined;
}

export function validatePasswordConfirmation(password: string, confirmation: string): RuleResult {
  if (confirmation === '') return k.passwordConfirmationRequired;
  return password === confirmation ? undefined : k.passwordMismatch;
}

/** Change password: the new one is required, follows the password rules and differs from the current one. */
export function validateNewPassword(current: string, next: string): RuleResult {
  if (next === '') return k.newPasswordRequired;
  const rule = validatePassword(next);
  if (rule) return rule;
  return next === current ? k.newPasswordSameAsCurrent : undefined;
}

export function validateCurrentPassword(current: string): RuleResult {
  return current === '' ? k.currentPasswordRequired : undefined;
}

/** The name as the app sends it (NFC, trimmed): required, no invisible character, at most 50 characters. */
export function validateName(name: string): RuleResult {
  const sent = normalizedText(name);
  if (sent === '') return k.nameRequired;
  if (hasRefusedCharacters(sent)) return k.nameInvalidCharacters;
  return characterCount(sent) > NAME_MAX_LENGTH ? k.nameTooLong : undefined;
}

/**
 * Nickname (stage name): no invisible character, 2 to 10 characters, counted like `zNickname`, as the provider
 * stores it (NFC, without the blanks around it, so " a " is the one-character nickname "a").
 */
export function validateNickname(nickname: string): RuleResult {
  const stored = normalizedText(nickname);
  if (stored === '') return k.nicknameRequired;
  if (hasRefusedCharacters(stored)) return k.nicknameInvalidCharacters;
  const length = characterCount(stored);
  if (length < NICKNAME_MIN_LENGTH) return k.nicknameTooShort;
  if (length > NICKNAME_MAX_LENGTH) return k.nicknameTooLong;
  return undefined;
}

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** E.164 as the contract's `PhoneNo` takes it: `+`, a country code not starting with 0, at most 15 digits. */
const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/**
 * The shape the contract's `zPhoneNo` takes: 11 digits (a Korean mobile number) or E.164. Whether a number
 * abroad is a real number of its country is judged by `validatePhoneInput` / `validateStoredPhone` in
 * `phone.ts`, which load the numbering plans (kept off the first load).
 */
export function validatePhone(phone: string): RuleResult {
  if (phone === '') return k.phoneRequired;
  if (phone.startsWith('+')) return E164_PATTERN.test(phone) ? undefined : k.phoneInternationalInvalid;
  return PHONE_PATTERN.test(phone) ? undefined : k.phoneInvalid;
}

/** Phone input helper: keeps only the digits (the field accepts digits only). */
export const digitsOnly = (text: string): string => text.replace(/\D/g, '');

export function validateTermsAgreed(agreed: boolean): RuleResult {
  return agreed ? undefined : k.termsRequired;
}

export function validateAgeConsent(consented: boolean): RuleResult {
  return consented ? undefined : k.ageConsentRequired;
}

/** State of a duplicate check (email or nickname): which value was checked and what the server said. */
export type DuplicateCheck =
  | { status: 'unchecked' }
  | { status: 'available'; value: string }
  | { status: 'taken'; value: string }
  /** Profile edit: the nickname is the user's own, so no check is needed. */
  | { status: 'current'; value: string };

/** The server's availability answer (`zAvailability`) as a check state for `value`. */
export function duplicateCheckFrom(value: string, answer: { available: boolean; reason?: 'TAKEN' | 'CURRENT' }): DuplicateCheck {
  if (answer.available) return { status: 'available', value };
  return answer.reason === 'CURRENT' ? { status: 'current', value } : { status: 'taken', value };
}

/** The check only counts for the value that was checked: editing the field resets it. */
export function checkFor(check: DuplicateCheck, value: string): DuplicateCheck {
  return check.status !== 'unchecked' && check.value === value ? check : { status: 'unchecked' };
}

/** Message for the email check result: available (success) or in use. */
export function emailCheckMessage(check: DuplicateCheck): RuleResult {
  if (check.status === 'available' || check.status === 'current') return k.emailAvailable;
  return check.status === 'taken' ? k.emailTaken : undefined;
}

/** Message for the nickname check result: current, available (success) or in use. */
export function nicknameCheckMessage(check: DuplicateCheck): RuleResult {
  switch (check.status) {
    case 'available':
      return k.nicknameAvailable;
    case 'current':
      return k.nicknameCurrent;
    case 'taken':
      return k.nicknameTaken;
    default:
      return undefined;
  }
}

/** Before submitting: the email must have passed its duplicate check for the value in the field. */
export function validateEmailChecked(email: string, check: DuplicateCheck): RuleResult {
  const current = checkFor(check, email);
  if (current.status === 'taken') return k.emailTaken;
  return current.status === 'available' ? undefined : k.emailCheckRequired;
}

/**
 * Before submitting: the nickname must have passed its check. `currentNickname` (profile edit) lets the
 * user keep their own nickname without a new check.
 */
export function validateNicknameChecked(nickname: string, check: DuplicateCheck, currentNickname?: string): RuleResult {
  if (currentNickname !== undefined && nickname === currentNickname) return undefined;
  const current = checkFor(check, nickname);
  if (current.status === 'taken') return k.nicknameTaken;
  return current.status === 'available' || current.status === 'current' ? undefined : k.nicknameCheckRequired;
}
