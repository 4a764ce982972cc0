import { describe, expect, it } from 'vitest';
import { zSignUpRequest } from '../../../lib/api/generated/zod.gen';
import {
  allConsentsGiven,
  checkMessages,
  consentFields,
  initialSignUpValues,
  signUpErrors,
  toSignUpRequest,
  uncheckedChecks,
  withAllConsents,
  type SignUpValues,
} from './signUpForm';

const valid: SignUpValues = {
  ...initialSignUpValues,
  email: 'new@cue.test',
  password: 'cueTest2025!',
  passwordConfirmation: 'cueTest2025!',
  name: '김하늘',
  nickname: '하늘빛',
  phone: '01012345678',
  termsAgreed: true,
  privacyConsent: true,
  ageOver14Consent: true,
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
      termsAgreed: 'validation.termsRequired',
      privacyConsent: 'consents.privacyRequired',
      ageOver14Consent: 'validation.ageConsentRequired',
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
    const body = toSignUpRequest({ ...valid, affiliation: '  ', role: 'ROLE_MUSICIAN', marketingEmailConsent: true });
    expect(zSignUpRequest.parse(body)).toEqual(body);
    expect(body).not.toHaveProperty('affiliation');
    expect(toSignUpRequest({ ...valid, affiliation: ' Cue Studio ' }).affiliation).toBe('Cue Studio');
  });

  it('sends every consent, each marketing channel as chosen, and no old single marketing consent', () => {
    const consentsOf = (values: SignUpValues) => {
      const { termsAgreed, privacyConsent, ageOver14Consent, marketingEmailConsent, marketingSmsConsent, ...rest } = toSignUpRequest(values);
      expect(rest).not.toHaveProperty('marketingConsent');
      return { termsAgreed, privacyConsent, ageOver14Consent, marketingEmailConsent, marketingSmsConsent };
    };
    const required = { termsAgreed: true, privacyConsent: true, ageOver14Consent: true };
    expect(consentsOf({ ...valid, marketingEmailConsent: true })).toEqual({ ...required, marketingEmailConsent: true, marketingSmsConsent: false });
    expect(consentsOf({ ...valid, marketingSmsConsent: true })).toEqual({ ...required, marketingEmailConsent: false, marketingSmsConsent: true });
  });
});

describe('the consents', () => {
  it('each required consent left unticked has its own message', () => {
    const unticked = (field: 'termsAgreed' | 'privacyConsent' | 'ageOver14Consent') => signUpErrors({ ...valid, [field]: false }, checked, true);
    expect(unticked('termsAgreed')).toEqual({ termsAgreed: 'validation.termsRequired' });
    expect(unticked('privacyConsent')).toEqual({ privacyConsent: 'consents.privacyRequired' });
    expect(unticked('ageOver14Consent')).toEqual({ ageOver14Consent: 'validation.ageConsentRequired' });
  });

  it('refusing both marketing channels never blocks sign-up', () => {
    expect(signUpErrors({ ...valid, marketingEmailConsent: false, marketingSmsConsent: false }, checked, true)).toEqual({});
  });

  it('"agree to all" ticks every box, and unticking it clears them all', () => {
    const all = withAllConsents(valid, true);
    expect(consentFields.map((field) => all[field])).toEqual([true, true, true, true, true]);
    expect(allConsentsGiven(all)).toBe(true);
    const none = withAllConsents(all, false);
    expect(consentFields.map((field) => none[field])).toEqual([false, false, false, false, false]);
    expect(none.email).toBe(valid.email);
  });

  it('"agree to all" follows the boxes: one box unticked clears it, the last box ticked gives it', () => {
    for (const field of consentFields) {
      const allButOne = { ...withAllConsents(valid, true), [field]: false };
      expect(allConsentsGiven(allButOne), field).toBe(false);
      expect(allConsentsGiven({ ...allButOne, [field]: true }), field).toBe(true);
    }
  });
});
