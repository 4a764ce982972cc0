import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zEmail, zNickname, zPassword, zPhoneNo } from '../../api/generated/zod.gen';
import en from '../../i18n/locales/en/account.json';
import ko from '../../i18n/locales/ko/account.json';
import { hasRefusedCharacters, normalizedText } from '../text/normalize';
import {
  accountMessageKeys,
  checkFor,
  digitsOnly,
  duplicateCheckFrom,
  emailCheckMessage,
  nicknameCheckMessage,
  validateAgeConsent,
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
  validateTermsAgreed,
  warningMessageKeys,
} from './rules';

const RUNS = { numRuns: 1000 };

describe('account rules', () => {
  it('email: required, then format', () => {
    expect(validateEmail('')).toBe('validation.emailRequired');
    expect(validateEmail('user@')).toBe('validation.emailInvalid');
    expect(validateEmail('not-an-email')).toBe('validation.emailInvalid');
    expect(validateEmail(`${'a'.repeat(250)}@cue.test`)).toBe('validation.emailTooLong');
    expect(validateEmail('user@cue.test')).toBeUndefined();
    expect(validateEmail(' user@cue.test ')).toBeUndefined();
    expect(validateEmail(`${'😀'.repeat(200)}@cue.test`)).toBe('validation.emailInvalid');
  });

  it('password: required, forbidden characters, length, letters and digits', () => {
    expect(validatePassword('')).toBe('validation.passwordRequired');
    expect(validatePassword('abc123')).toBe('validation.passwordTooShort');
    expect(validatePassword('abcdefgh')).toBe('validation.passwordLettersAndDigits');
    expect(validatePassword('12345678')).toBe('validation.passwordLettersAndDigits');
    expect(validatePassword('abcd1234#')).toBe('validation.passwordForbiddenCharacter');
    expect(validatePassword('비밀번호abc123')).toBe('validation.passwordForbiddenCharacter');
    expect(validatePassword('abcd 1234')).toBe('validation.passwordForbiddenCharacter');
    expect(validatePassword(`a1${'b'.repeat(63)}`)).toBe('validation.passwordTooLong');
    expect(validatePassword('abcd1234!?@_-')).toBeUndefined();
    expect(warningMessageKeys.has('validation.passwordForbiddenCharacter')).toBe(true);
  });

  it('password confirmation must match', () => {
    expect(validatePasswordConfirmation('abcd1234', '')).toBe('validation.passwordConfirmationRequired');
    expect(validatePasswordConfirmation('abcd1234', 'abcd1235')).toBe('validation.passwordMismatch');
    expect(validatePasswordConfirmation('abcd1234', 'abcd1234')).toBeUndefined();
  });

  it('new password: required, valid, different from the current one', () => {
    expect(validateCurrentPassword('')).toBe('validation.currentPasswordRequired');
    expect(validateCurrentPassword('x')).toBeUndefined();
    expect(validateNewPassword('abcd1234', '')).toBe('validation.newPasswordRequired');
    expect(validateNewPassword('abcd1234', 'short1')).toBe('validation.passwordTooShort');
    expect(validateNewPassword('abcd1234', 'abcd1234')).toBe('validation.newPasswordSameAsCurrent');
    expect(validateNewPassword('abcd1234', 'efgh5678')).toBeUndefined();
  });

  it('name, nickname, phone, consents', () => {
    expect(validateName(' ')).toBe('validation.nameRequired');
    expect(validateName('x'.repeat(51))).toBe('validation.nameTooLong');
    expect(validateName('홍길동')).toBeUndefined();
    expect(validateNickname('')).toBe('validation.nicknameRequired');
    expect(validateNickname('a')).toBe('validation.nicknameTooShort');
    expect(validateNickname('abcdefghijk')).toBe('validation.nicknameTooLong');
    expect(validateNickname('큐')).toBe('validation.nicknameTooShort');
    expect(validateNickname('큐커넥트')).toBeUndefined();
    expect(validateNickname(' 큐 ')).toBe('validation.nicknameTooShort');
    expect(validateNickname('한도윤'.normalize('NFD'))).toBeUndefined();
    for (const added of ['\u200B', '\u200D', '\u202E', '\u3164', '\uFE0F', '\u034F', '\u0000']) {
      expect(validateNickname(`한도윤${added}`)).toBe('validation.nicknameInvalidCharacters');
      expect(validateName(`한도윤${added}`)).toBe('validation.nameInvalidCharacters');
    }
    expect(validateNickname('\u3164\u3164')).toBe('validation.nicknameInvalidCharacters');
    expect(validateName(` ${'x'.repeat(50)} `)).toBeUndefined();
    expect(validatePhone('')).toBe('validation.phoneRequired');
    expect(validatePhone('0101234567')).toBe('validation.phoneInvalid');
    expect(validatePhone('010-1234-5678')).toBe('validation.phoneInvalid');
    expect(validatePhone('01012345678')).toBeUndefined();
    expect(digitsOnly('010-1234 5678a')).toBe('01012345678');
    expect(validateTermsAgreed(false)).toBe('validation.termsRequired');
    expect(validateTermsAgreed(true)).toBeUndefined();
    expect(validateAgeConsent(false)).toBe('validation.ageConsentRequired');
    expect(validateAgeConsent(true)).toBeUndefined();
  });

  it('duplicate checks count only for the value that was checked', () => {
    const available = duplicateCheckFrom('user@x.test', { available: true });
    expect(validateEmailChecked('user@x.test', { status: 'unchecked' })).toBe('validation.emailCheckRequired');
    expect(validateEmailChecked('user@x.test', available)).toBeUndefined();
    expect(validateEmailChecked('user2@x.test', available)).toBe('validation.emailCheckRequired');
    expect(checkFor(available, 'other')).toEqual({ status: 'unchecked' });
    const taken = duplicateCheckFrom('user@cue.test', { available: false, reason: 'TAKEN' });
    expect(emailCheckMessage(taken)).toBe('validation.emailTaken');
    expect(emailCheckMessage(available)).toBe('validation.emailAvailable');
    expect(validateEmailChecked('user@cue.test', taken)).toBe('validation.emailTaken');

    const nickAvailable = duplicateCheckFrom('새닉네임', { available: true });
    const nickTaken = duplicateCheckFrom('큐', { available: false, reason: 'TAKEN' });
    const nickCurrent = duplicateCheckFrom('나', { available: false, reason: 'CURRENT' });
    expect(nicknameCheckMessage(nickAvailable)).toBe('validation.nicknameAvailable');
    expect(nicknameCheckMessage(nickTaken)).toBe('validation.nicknameTaken');
    expect(nicknameCheckMessage(nickCurrent)).toBe('validation.nicknameCurrent');
    expect(nicknameCheckMessage({ status: 'unchecked' })).toBeUndefined();
    expect(validateNicknameChecked('새닉네임', nickAvailable)).toBeUndefined();
    expect(validateNicknameChecked('새닉네임2', nickAvailable)).toBe('validation.nicknameCheckRequired');
    expect(validateNicknameChecked('큐', nickTaken)).toBe('validation.nicknameTaken');
    expect(validateNicknameChecked('나', { status: 'unchecked' }, '나')).toBeUndefined();
  });

  it('every rule key has a Korean and an English message', () => {
    for (const key of Object.values(accountMessageKeys)) {
      const name = key.replace('validation.', '') as keyof typeof en.validation;
      expect(en.validation[name], key).toBeTruthy();
      expect(ko.validation[name], key).toBeTruthy();
    }
    expect(Object.keys(ko.validation).sort()).toEqual(Object.keys(en.validation).sort());
    expect(Object.keys(en.validation).sort()).toEqual(
      Object.values(accountMessageKeys)
        .map((key) => key.replace('validation.', ''))
        .sort(),
    );
  });
});

/** Strings biased towards passwords: letters, digits, allowed and forbidden specials, Hangul, spaces. */
const passwordLike = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: fc.constantFrom(...'aZ09!?@_-#$ 한\t.'.split('')), maxLength: 70 }),
  fc.string({ unit: fc.constantFrom(...'abcXYZ0123456789!?@_-'.split('')), minLength: 6, maxLength: 70 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

describe('the rules agree with the contract (property tests)', () => {
  it('password: same verdict as zPassword, never a crash', () => {
    fc.assert(
      fc.property(passwordLike, (password) => {
        expect(validatePassword(password) === undefined).toBe(zPassword.safeParse(password).success);
      }),
      RUNS,
    );
  });

  it('nickname: same verdict as zNickname on the nickname as stored (trimmed)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 14 }), fc.string({ unit: 'grapheme', maxLength: 12 })), (nickname) => {
        expect(validateNickname(nickname) === undefined).toBe(zNickname.safeParse(normalizedText(nickname)).success && !hasRefusedCharacters(nickname.trim()));
      }),
      RUNS,
    );
  });

  it('phone: same verdict as zPhoneNo', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 14 }), fc.string({ unit: fc.constantFrom(...'+0123456789-a'.split('')), maxLength: 17 })), (phone) => {
        expect(validatePhone(phone) === undefined).toBe(zPhoneNo.safeParse(phone).success);
      }),
      RUNS,
    );
  });

  it('email: same verdict as zEmail on the email as sent (trimmed)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 })), (email) => {
        expect(validateEmail(email) === undefined).toBe(zEmail.safeParse(email.trim()).success);
      }),
      RUNS,
    );
  });
});
