/**
 * The sign-up form without React: its values, the message each field shows, and the request it sends.
 * Every rule comes from the shared account rules (src/domain/account/rules.ts).
 */
import type { SignUpRequest } from '../../../api/generated/types.gen';
import {
  checkFor,
  emailCheckMessage,
  nicknameCheckMessage,
  validateAgeConsent,
  validateEmail,
  validateEmailChecked,
  validateName,
  validateNickname,
  validateNicknameChecked,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateTermsAgreed,
  type AccountMessageKey,
  type DuplicateCheck,
} from '../../../domain/account/rules';

export type SignUpRole = SignUpRequest['authorityType'];

export interface SignUpValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  name: string;
  nickname: string;
  phone: string;
  affiliation: string;
  role: SignUpRole;
  marketingConsent: boolean;
  ageOver14Consent: boolean;
  termsAgreed: boolean;
}

export type SignUpField = keyof SignUpValues;

export interface SignUpChecks {
  email: DuplicateCheck;
  nickname: DuplicateCheck;
}

export const initialSignUpValues: SignUpValues = {
  email: '',
  password: '',
  passwordConfirmation: '',
  name: '',
  nickname: '',
  phone: '',
  affiliation: '',
  role: 'ROLE_USER',
  marketingConsent: false,
  ageOver14Consent: false,
  termsAgreed: false,
};

export const uncheckedChecks: SignUpChecks = { email: { status: 'unchecked' }, nickname: { status: 'unchecked' } };

/** The fields a rule applies to, in the order they appear (the first one with a message gets the focus). */
export const validatedFields = [
  'email',
  'password',
  'passwordConfirmation',
  'name',
  'nickname',
  'phone',
  'ageOver14Consent',
  'termsAgreed',
] as const satisfies readonly SignUpField[];

export type ValidatedField = (typeof validatedFields)[number];
export type SignUpErrors = Partial<Record<ValidatedField, AccountMessageKey>>;

/**
 * The message of each field. The duplicate checks only count once the form is submitted (`submitted`):
 * while typing, the email and nickname show their format rules and the result of a check.
 */
export function signUpErrors(values: SignUpValues, checks: SignUpChecks, submitted: boolean): SignUpErrors {
  const errors: SignUpErrors = {
    email: validateEmail(values.email) ?? (submitted ? validateEmailChecked(values.email, checks.email) : undefined),
    password: validatePassword(values.password),
    passwordConfirmation: validatePasswordConfirmation(values.password, values.passwordConfirmation),
    name: validateName(values.name),
    nickname: validateNickname(values.nickname) ?? (submitted ? validateNicknameChecked(values.nickname, checks.nickname) : undefined),
    phone: validatePhone(values.phone),
    ageOver14Consent: validateAgeConsent(values.ageOver14Consent),
    termsAgreed: validateTermsAgreed(values.termsAgreed),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined));
}

/** The result of the duplicate check for the value now in the field (success or in use), if any. */
/** Whether the visitor typed anything that leaving the page would lose (choices alone are not asked about). */
export function hasTypedValues(values: SignUpValues): boolean {
  const typed: Array<keyof SignUpValues> = ['email', 'password', 'passwordConfirmation', 'name', 'nickname', 'phone', 'affiliation'];
  return typed.some((field) => values[field] !== initialSignUpValues[field]);
}

export function checkMessages(values: SignUpValues, checks: SignUpChecks): { email?: AccountMessageKey; nickname?: AccountMessageKey } {
  return {
    email: emailCheckMessage(checkFor(checks.email, values.email)),
    nickname: nicknameCheckMessage(checkFor(checks.nickname, values.nickname)),
  };
}

/** The contract's sign-up body; affiliation is left out when blank. */
export function toSignUpRequest(values: SignUpValues): SignUpRequest {
  const affiliation = values.affiliation.trim();
  return {
    login: values.email.trim(),
    password: values.password,
    name: values.name.trim(),
    nickName: values.nickname,
    phoneNo: values.phone,
    ...(affiliation ? { affiliation } : {}),
    authorityType: values.role,
    marketingConsent: values.marketingConsent,
    ageOver14Consent: true,
    termsAgreed: true,
  };
}
