import { describe, expect, it } from 'vitest';
import { zSignUpRequest } from '../../../api/generated/zod.gen';
import { checkMessages, initialSignUpValues, signUpErrors, toSignUpRequest, uncheckedChecks, type SignUpValues } from './signUpForm';

const valid: SignUpValues = {
  ...initialSignUpValues,
  email: 'new@cue.test',
  password: 'cueTest2025!',
  passwordConfirmation: 'cueTest2025!',
  name: '김하늘',
  nickname: '하늘빛',
  phone: '01012345678',
  ageOver14Consent: true,
  termsAgreed: true,
};
const checked = {
  email: { status: 'available', value: 'new@cue.test' },
  nickname: { status: 'available', value: '하늘빛' },
} as const;

describe('the sign-up form', () => {
  it('an empty form tells every required field', () => {
    expect(signUpErrors(initialSignUpValues, uncheckedChecks, true)).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
      passwordConfirmation: 'validation.passwordConfirmationRequired',
      name: 'validation.nameRequired',
      nickname: 'validation.nicknameRequired',
      phone: 'validation.phoneRequired',
      ageOver14Consent: 'validation.ageConsentRequired',
      termsAgreed: 'validation.termsRequired',
    });
  });

  it('asks for the duplicate checks only on submit', () => {
    expect(signUpErrors(valid, uncheckedChecks, false)).toEqual({});
    expect(signUpErrors(valid, uncheckedChecks, true)).toEqual({
      email: 'validation.emailCheckRequired',
      nickname: 'validation.nicknameCheckRequired',
    });
    expect(signUpErrors(valid, checked, true)).toEqual({});
  });

  it('a check counts only for the value it was made for', () => {
    const edited = { ...valid, email: 'other@cue.test' };
    expect(signUpErrors(edited, checked, true)).toEqual({ email: 'validation.emailCheckRequired' });
    expect(checkMessages(edited, checked)).toEqual({ email: undefined, nickname: 'validation.nicknameAvailable' });
  });

  it('sends a body the contract accepts, without a blank affiliation', () => {
    const body = toSignUpRequest({ ...valid, affiliation: '  ', role: 'ROLE_MUSICIAN', marketingConsent: true });
    expect(zSignUpRequest.parse(body)).toEqual(body);
    expect(body).not.toHaveProperty('affiliation');
    expect(toSignUpRequest({ ...valid, affiliation: ' Cue Studio ' }).affiliation).toBe('Cue Studio');
  });
});
