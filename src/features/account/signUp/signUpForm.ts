/**
 * The sign-up form without React: its values, the message each field shows, and the request it sends.
 * Every rule comes from the shared account rules (src/lib/domain/account/rules.ts).
 */
import type { SignUpRequest } from '../../../lib/api/generated/types.gen';
import {
  accountMessageKeys,
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
  validateTermsAgreed,
  type AccountMessageKey,
  type DuplicateCheck,
} from '../../../lib/domain/account/rules';
import { phoneForRequest, validatePhoneInput } from '../../../lib/domain/account/phone';
import { cleanedText, INVALID_CHARACTERS, normalizedText } from '../../../lib/domain/text/normalize';

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
  termsAgreed: boolean;
  privacyConsent: boolean;
  ageOver14Consent: boolean;
  marketingEmailConsent: boolean;
  marketingSmsConsent: boolean;
}

export type SignUpField = keyof SignUpValues;

/** The consent boxes in the order they are shown: three required, then the two optional marketing channels. */
export const consentFields = [
  'termsAgreed',
  'privacyConsent',
  'ageOver14Consent',
  'marketingEmailConsent',
  'marketingSmsConsent',
] as const satisfies readonly SignUpField[];
export type ConsentField = (typeof consentFields)[number];

/** The consents sign-up cannot go without; refusing the others never blocks it. */
export const requiredConsentFields = ['termsAgreed', 'privacyConsent', 'ageOver14Consent'] as const satisfies readonly ConsentField[];
export type RequiredConsentField = (typeof requiredConsentFields)[number];

export const isRequiredConsent = (field: ConsentField): field is RequiredConsentField => (requiredConsentFields as readonly ConsentField[]).includes(field);

/** "Agree to all" is ticked exactly when every box is: it follows the boxes rather than keeping its own state. */
export const allConsentsGiven = (values: SignUpValues): boolean => consentFields.every((field) => values[field]);

/** Every consent box ticked ("agree to all") or cleared (unticking it). */
export function withAllConsents(values: SignUpValues, agreed: boolean): SignUpValues {
  const next = { ...values };
  for (const field of consentFields) next[field] = agreed;
  return next;
}

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
  termsAgreed: false,
  privacyConsent: false,
  ageOver14Consent: false,
  marketingEmailConsent: false,
  marketingSmsConsent: false,
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
  ...requiredConsentFields,
] as const satisfies readonly SignUpField[];

export type ValidatedField = (typeof validatedFields)[number];

/**
 * The consent to the collection and use of personal information is the sign-up's own rule (the shared account
 * rules know nothing of the privacy notice shown here), so its message lives in the signUp namespace.
 */
export const privacyConsentRequired = 'consents.privacyRequired';
/** A field's message: a shared account rule's key (account namespace) or the privacy consent's own. */
export type SignUpMessageKey = AccountMessageKey | typeof privacyConsentRequired;
export type SignUpErrors = Partial<Record<ValidatedField, SignUpMessageKey>>;

export const validatePrivacyConsent = (consented: boolean): typeof privacyConsentRequired | undefined => (consented ? undefined : privacyConsentRequired);

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
    phone: validatePhoneInput(values.phone),
    termsAgreed: validateTermsAgreed(values.termsAgreed),
    privacyConsent: validatePrivacyConsent(values.privacyConsent),
    ageOver14Consent: validateAgeConsent(values.ageOver14Consent),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined));
}

/** Whether the visitor typed anything that leaving the page would lose (choices alone are not asked about). */
export function hasTypedValues(values: SignUpValues): boolean {
  const typed: Array<keyof SignUpValues> = ['email', 'password', 'passwordConfirmation', 'name', 'nickname', 'phone', 'affiliation'];
  return typed.some((field) => values[field] !== initialSignUpValues[field]);
}

/** The result of the duplicate check for the value now in the field (success or in use), if any. */
export function checkMessages(values: SignUpValues, checks: SignUpChecks): { email?: AccountMessageKey; nickname?: AccountMessageKey } {
  return {
    email: emailCheckMessage(checkFor(checks.email, values.email)),
    nickname: nicknameCheckMessage(checkFor(checks.nickname, values.nickname)),
  };
}

/** A field the server refused for a rule the form also knows, kept while the field holds the value it refused. */
export interface ServerFieldError {
  field: 'name' | 'nickname';
  value: string;
  key: AccountMessageKey;
}

/** The form's field for the sign-up request's fields whose `invalid_characters` refusal it shows. */
const invalidCharacterMessages = {
  name: { field: 'name', key: accountMessageKeys.nameInvalidCharacters },
  nickName: { field: 'nickname', key: accountMessageKeys.nicknameInvalidCharacters },
} as const;

/** The refusals a failed sign-up names for fields (`fieldRule(requestField)` reads them), as the form shows them. */
export function serverFieldErrors(values: SignUpValues, fieldRule: (requestField: string) => string | undefined): ServerFieldError[] {
  return Object.entries(invalidCharacterMessages)
    .filter(([requestField]) => fieldRule(requestField) === INVALID_CHARACTERS)
    .map(([, { field, key }]) => ({ field, value: values[field], key }));
}

/** The form's messages with the server's refusals of values still in their fields added. */
export function withServerErrors(errors: SignUpErrors, values: SignUpValues, server: readonly ServerFieldError[]): SignUpErrors {
  const current = server.filter((error) => values[error.field] === error.value);
  return current.length === 0 ? errors : { ...errors, ...Object.fromEntries(current.map((error) => [error.field, error.key])) };
}

/**
 * The contract's sign-up body; affiliation is left out when blank. Texts go as the provider stores them (NFC,
 * trimmed; the affiliation without invisible characters, see domain/text). The required consents are sent as the
 * contract's `true` (submit sends only once they are all given); each marketing channel as chosen.
 */
export function toSignUpRequest(values: SignUpValues): SignUpRequest {
  const affiliation = cleanedText(values.affiliation);
  return {
    login: values.email.trim(),
    password: values.password,
    name: normalizedText(values.name),
    nickName: normalizedText(values.nickname),
    phoneNo: phoneForRequest(values.phone),
    ...(affiliation ? { affiliation } : {}),
    authorityType: values.role,
    termsAgreed: true,
    privacyConsent: true,
    ageOver14Consent: true,
    marketingEmailConsent: values.marketingEmailConsent,
    marketingSmsConsent: values.marketingSmsConsent,
  };
}
