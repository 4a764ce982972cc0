import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zEmail, zNickname, zPersonName } from '../../api/generated/zod.gen';
import en from '../../i18n/locales/en/account.json';
import ko from '../../i18n/locales/ko/account.json';
import { anyText, blankText, codePoints, hostileText, longText, padded, textAround } from '../../testing/textArbitraries';
import { hasRefusedCharacters, normalizedText } from '../text/normalize';
import {
  checkFor,
  digitsOnly,
  validateCurrentPassword,
  validateEmail,
  validateEmailChecked,
  validateName,
  validateNewPassword,
  validateNickname,
  validateNicknameChecked,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  warningMessageKeys,
  type DuplicateCheck,
} from './rules';

/**
 * Every account rule against an oracle written here from the spec (section 5), 1,000 random inputs each:
 * the rule must name exactly the message the spec calls for, and never throw. (rules.test.ts checks that the
 * pass/fail verdicts agree with the contract's zod schemas; these check which message, on hostile text.)
 * Texts the app sends trimmed (email, name, nickname) are judged trimmed.
 */
const RUNS = { numRuns: 1000 };

// ---- the oracles ----

const PASSWORD_CHARACTERS = new Set([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!?@_-']);
const isAsciiLetter = (char: string) => (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');
const isAsciiDigit = (char: string) => char >= '0' && char <= '9';

/** Spec: at least 8 characters, letters and digits, only !?@_- as specials (others get the warning); contract: at most 64. */
function expectedPasswordRule(password: string): string | undefined {
  const chars = [...password];
  if (chars.length === 0) return 'validation.passwordRequired';
  if (chars.some((char) => !PASSWORD_CHARACTERS.has(char))) return 'validation.passwordForbiddenCharacter';
  if (chars.length < 8) return 'validation.passwordTooShort';
  if (chars.length > 64) return 'validation.passwordTooLong';
  if (!chars.some(isAsciiLetter) || !chars.some(isAsciiDigit)) return 'validation.passwordLettersAndDigits';
  return undefined;
}

function expectedEmailRule(email: string): string | undefined {
  const sent = email.trim();
  if (sent === '') return 'validation.emailRequired';
  if (codePoints(sent) > 254) return 'validation.emailTooLong';
  return zEmail.safeParse(sent).success ? undefined : 'validation.emailInvalid';
}

function expectedNicknameRule(nickname: string): string | undefined {
  const length = codePoints(normalizedText(nickname));
  if (length === 0) return 'validation.nicknameRequired';
  if (hasRefusedCharacters(nickname.trim())) return 'validation.nicknameInvalidCharacters';
  if (length < 2) return 'validation.nicknameTooShort';
  if (length > 10) return 'validation.nicknameTooLong';
  return undefined;
}

function expectedNameRule(name: string): string | undefined {
  const length = codePoints(normalizedText(name));
  if (length === 0) return 'validation.nameRequired';
  if (hasRefusedCharacters(name.trim())) return 'validation.nameInvalidCharacters';
  return length > 50 ? 'validation.nameTooLong' : undefined;
}

function expectedPhoneRule(phone: string): string | undefined {
  if (phone === '') return 'validation.phoneRequired';
  if (phone.startsWith('+')) {
    const digits = [...phone.slice(1)];
    return digits.length >= 7 && digits.length <= 15 && digits[0] !== '0' && digits.every(isAsciiDigit) ? undefined : 'validation.phoneInternationalInvalid';
  }
  return phone.length === 11 && [...phone].every(isAsciiDigit) ? undefined : 'validation.phoneInvalid';
}

// ---- inputs ----

const passwordSpecials = fc.constantFrom(...'!?@_-');
const passwordChar = fc.oneof(fc.constantFrom(...'abcxyzABCXYZ'), fc.constantFrom(...'0123456789'), passwordSpecials);
/** Around the valid region: allowed characters of any length 0..70, with or without letters or digits. */
const allowedPassword = fc.array(passwordChar, { maxLength: 70 }).map((chars) => chars.join(''));
/** A valid password with one character of the hostile text slipped in. */
const passwordWithIntruder = fc
  .tuple(allowedPassword, anyText(2), fc.nat())
  .map(([password, intruder, at]) => password.slice(0, at % (password.length + 1)) + intruder + password.slice(at % (password.length + 1)));
const passwordInput = fc.oneof(allowedPassword, passwordWithIntruder, hostileText());

const emailInput = fc.oneof(
  fc.emailAddress(),
  padded(fc.emailAddress()),
  fc.tuple(anyText(8), anyText(8), anyText(4)).map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  fc.tuple(fc.emailAddress(), anyText(3), fc.nat()).map(([email, noise, at]) => email.slice(0, at % email.length) + noise + email.slice(at % email.length)),
  fc.tuple(fc.integer({ min: 240, max: 300 }), fc.constantFrom('a', '가', '😀')).map(([length, unit]) => `${unit.repeat(length - 8)}@cue.test`),
  hostileText(),
);

/** Lengths around the limits: 0-14 pieces of hostile text, padded or not. */
const shortTextInput = fc.oneof(anyText(14), padded(anyText(12)), textAround(0, 12), blankText(), longText());
const nameInput = fc.oneof(anyText(60), padded(anyText(55)), textAround(47, 53), blankText(), longText());
const phoneInput = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 13 }),
  fc.string({ unit: fc.constantFrom(...'0123456789-  ０１٣'), maxLength: 13 }),
  fc.string({ unit: fc.constantFrom(...'+0123456789'), maxLength: 17 }).map((digits) => `+${digits}`),
  hostileText(12),
);

describe('account rules against the spec (property tests)', () => {
  it('password: the first broken rule, with the warning exactly when a character is not allowed', () => {
    fc.assert(
      fc.property(passwordInput, (password) => {
        const rule = validatePassword(password);
        expect(rule).toBe(expectedPasswordRule(password));
        const forbidden = [...password].some((char) => !PASSWORD_CHARACTERS.has(char));
        expect(rule !== undefined && warningMessageKeys.has(rule)).toBe(forbidden);
      }),
      RUNS,
    );
  });

  it('the warning names the allowed characters in both languages', () => {
    for (const messages of [en, ko]) expect(messages.validation.passwordForbiddenCharacter).toContain('{{allowed}}');
  });

  it('password confirmation: required, then equal character for character', () => {
    const pairs = fc.oneof(
      passwordInput.map((password) => [password, password] as const),
      fc.tuple(passwordInput, anyText(2)).map(([password, extra]) => [password, password + extra] as const),
      passwordInput.map((password) => [password, password.toUpperCase()] as const),
      fc.constantFrom(['비밀번호1', '비밀번호1'.normalize('NFD')] as const),
      fc.tuple(passwordInput, passwordInput),
      passwordInput.map((password) => [password, ''] as const),
    );
    fc.assert(
      fc.property(pairs, ([password, confirmation]) => {
        const expected = confirmation === '' ? 'validation.passwordConfirmationRequired' : password === confirmation ? undefined : 'validation.passwordMismatch';
        expect(validatePasswordConfirmation(password, confirmation)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('change password: current required; new required, valid, and not the current one', () => {
    const pairs = fc.oneof(
      fc.tuple(passwordInput, passwordInput),
      passwordInput.map((password) => [password, password] as const),
      fc.tuple(fc.constant(''), passwordInput),
    );
    fc.assert(
      fc.property(pairs, ([current, next]) => {
        expect(validateCurrentPassword(current)).toBe(current === '' ? 'validation.currentPasswordRequired' : undefined);
        const expected =
          next === '' ? 'validation.newPasswordRequired' : (expectedPasswordRule(next) ?? (next === current ? 'validation.newPasswordSameAsCurrent' : undefined));
        expect(validateNewPassword(current, next)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('email: required, at most 254 characters, the contract format, judged as sent (trimmed)', () => {
    fc.assert(
      fc.property(emailInput, (email) => {
        expect(validateEmail(email)).toBe(expectedEmailRule(email));
      }),
      RUNS,
    );
  });

  it('nickname: required, 2 to 10 characters as the contract counts them, judged as stored (trimmed)', () => {
    fc.assert(
      fc.property(shortTextInput, (nickname) => {
        const rule = validateNickname(nickname);
        expect(rule).toBe(expectedNicknameRule(nickname));
        expect(rule === undefined).toBe(zNickname.safeParse(normalizedText(nickname)).success && !hasRefusedCharacters(nickname.trim()));
      }),
      RUNS,
    );
  });

  it('name: required, at most 50 characters, judged as sent (trimmed)', () => {
    fc.assert(
      fc.property(nameInput, (name) => {
        const rule = validateName(name);
        expect(rule).toBe(expectedNameRule(name));
        expect(rule === undefined).toBe(zPersonName.safeParse(normalizedText(name)).success && !hasRefusedCharacters(name.trim()));
      }),
      RUNS,
    );
  });

  it('phone: required, exactly 11 ASCII digits; the input helper keeps the ASCII digits in order', () => {
    fc.assert(
      fc.property(phoneInput, (phone) => {
        expect(validatePhone(phone)).toBe(expectedPhoneRule(phone));
        expect(digitsOnly(phone)).toBe([...phone].filter(isAsciiDigit).join(''));
      }),
      RUNS,
    );
  });

  it('duplicate checks count only for the value checked; the own nickname needs none', () => {
    const status = fc.constantFrom<DuplicateCheck['status']>('unchecked', 'available', 'taken', 'current');
    const values = fc.oneof(
      shortTextInput.map((value) => [value, value] as const),
      fc.tuple(shortTextInput, blankText()).map(([value, blank]) => [value, value + blank] as const),
      fc.tuple(shortTextInput, shortTextInput),
    );
    const scenario = fc.record({ status, values, own: fc.option(shortTextInput, { nil: undefined }), ownIsTyped: fc.boolean() });
    fc.assert(
      fc.property(scenario, ({ status: checked, values: [typed, checkedValue], own, ownIsTyped }) => {
        const check: DuplicateCheck = checked === 'unchecked' ? { status: 'unchecked' } : { status: checked, value: checkedValue };
        const counts = checked !== 'unchecked' && checkedValue === typed;
        expect(checkFor(check, typed)).toEqual(counts ? check : { status: 'unchecked' });
        const emailExpected = counts && checked === 'taken' ? 'validation.emailTaken' : counts && checked === 'available' ? undefined : 'validation.emailCheckRequired';
        expect(validateEmailChecked(typed, check)).toBe(emailExpected);
        const current = ownIsTyped ? typed : own;
        const nicknameExpected =
          current !== undefined && typed === current
            ? undefined
            : counts && checked === 'taken'
              ? 'validation.nicknameTaken'
              : counts && (checked === 'available' || checked === 'current')
                ? undefined
                : 'validation.nicknameCheckRequired';
        expect(validateNicknameChecked(typed, check, current)).toBe(nicknameExpected);
      }),
      RUNS,
    );
  });
});
