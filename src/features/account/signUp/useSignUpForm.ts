import { useCallback, useRef, useState } from 'react';
import { errorMessageKey, errorMessageValues, isApiError, type ErrorMessageKey, type ErrorMessageValues } from '../../../lib/api/errorMessages';
import { fieldRuleOf } from '../../../lib/api/fieldErrors';
import { checkLoginAvailable, checkNicknameAvailable, signUp } from '../../../lib/api/generated/sdk.gen';
import type { SignUpResult } from '../../../lib/api/generated/types.gen';
import { checkFor, duplicateCheckFrom, validateEmail, validateNickname } from '../../../lib/domain/account/rules';
import { normalizedText } from '../../../lib/domain/text/normalize';
import {
  initialSignUpValues,
  serverFieldErrors,
  signUpErrors,
  toSignUpRequest,
  uncheckedChecks,
  validatedFields,
  withAllConsents,
  withServerErrors,
  type ServerFieldError,
  type SignUpChecks,
  type SignUpField,
  type SignUpValues,
  type ValidatedField,
} from './signUpForm';

export type CheckedField = keyof SignUpChecks;

/** Why a duplicate check got no answer: too many checks (with the whole minutes to wait), or anything else. */
export type CheckFailure = { reason: 'tooManyAttempts'; minutes: number } | { reason: 'other' };

function checkFailureOf(error: unknown): CheckFailure {
  const { count } = errorMessageValues(error);
  return count === undefined ? { reason: 'other' } : { reason: 'tooManyAttempts', minutes: count };
}

/** How the last submit ended: still open, failed (with its translated reason) or done. */
export type SignUpOutcome =
  | { status: 'editing' }
  /** `values`: what the message names beyond its key (the minutes to wait when refused for too many attempts). */
  | { status: 'failed'; reasonKey: ErrorMessageKey; values: ErrorMessageValues }
  | { status: 'done'; result: SignUpResult; email: string };

/**
 * The sign-up form's state: values (kept through any failure), which fields were left (their messages show
 * from then on), the two duplicate checks (reset when their field is edited, run by themselves when a field
 * with a well-formed value is left), which fields a paste was cut to fit, and the submit.
 */
export function useSignUpForm() {
  const [values, setValues] = useState<SignUpValues>(initialSignUpValues);
  const [checks, setChecks] = useState<SignUpChecks>(uncheckedChecks);
  const [touched, setTouched] = useState<ReadonlySet<SignUpField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState<Partial<Record<CheckedField, boolean>>>({});
  const [checkFailed, setCheckFailed] = useState<Partial<Record<CheckedField, CheckFailure | false>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<SignUpOutcome>({ status: 'editing' });
  const [cut, setCut] = useState<ReadonlySet<SignUpField>>(new Set());
  const [serverErrors, setServerErrors] = useState<readonly ServerFieldError[]>([]);
  const busy = useRef(false);

  const errors = withServerErrors(signUpErrors(values, checks, submitted), values, serverErrors);

  /** Sets a field's value; `wasCut` says a paste was cut to fit it (the field's rule is then told). */
  const setValue = useCallback(<F extends SignUpField>(field: F, value: SignUpValues[F], wasCut = false) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setCut((previous) => {
      if (previous.has(field) === wasCut) return previous;
      const next = new Set(previous);
      if (wasCut) next.add(field);
      else next.delete(field);
      return next;
    });
    if (field === 'email' || field === 'nickname') {
      setChecks((previous) => ({ ...previous, [field]: { status: 'unchecked' } }));
      setCheckFailed((previous) => ({ ...previous, [field]: false }));
    }
  }, []);

  /** "Agree to all": ticks every consent box, or clears them all. */
  const setAllConsents = useCallback((agreed: boolean) => setValues((previous) => withAllConsents(previous, agreed)), []);

  const touch = useCallback((field: SignUpField) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);

  /** The message a field shows now: after it was left or the form was submitted. */
  const visibleError = (field: ValidatedField) => (submitted || touched.has(field) ? errors[field] : undefined);

  /** Asks the server whether the email or nickname is free; a malformed value shows its rule instead. */
  const runCheck = async (field: CheckedField) => {
    const value = values[field];
    touch(field);
    if ((field === 'email' ? validateEmail(value) : validateNickname(value)) !== undefined) return;
    setChecking((previous) => ({ ...previous, [field]: true }));
    setCheckFailed((previous) => ({ ...previous, [field]: false }));
    try {
      const { data, error } =
        field === 'email' ? await checkLoginAvailable({ body: { login: value.trim() } }) : await checkNicknameAvailable({ body: { nickName: normalizedText(value) } });
      if (data?.data) setChecks((previous) => ({ ...previous, [field]: duplicateCheckFrom(value, data.data) }));
      else setCheckFailed((previous) => ({ ...previous, [field]: checkFailureOf(error) }));
    } catch {
      setCheckFailed((previous) => ({ ...previous, [field]: { reason: 'other' } }));
    } finally {
      setChecking((previous) => ({ ...previous, [field]: false }));
    }
  };

  /**
   * The email or nickname field was left: its message shows from now on, and a well-formed value not yet
   * checked is checked at once. Leaving it for its own check button does not, the button runs the check.
   */
  const leave = (field: CheckedField, next: EventTarget | null) => {
    touch(field);
    if (next instanceof HTMLElement && next.getAttribute('name') === `check-${field}`) return;
    if (checking[field] || checkFor(checks[field], values[field]).status !== 'unchecked') return;
    void runCheck(field);
  };

  /** Validates every field; sends the sign-up when all pass. Answers the first field to fix, if any. */
  const submit = async (): Promise<ValidatedField | undefined> => {
    if (busy.current) return undefined;
    setSubmitted(true);
    const all = withServerErrors(signUpErrors(values, checks, true), values, serverErrors);
    const firstInvalid = validatedFields.find((field) => all[field] !== undefined);
    if (firstInvalid) return firstInvalid;
    busy.current = true;
    setSubmitting(true);
    setOutcome({ status: 'editing' });
    try {
      const { data, error } = await signUp({ body: toSignUpRequest(values) });
      if (data?.data) {
        setOutcome({ status: 'done', result: data.data, email: values.email.trim() });
        return undefined;
      }
      fail(error);
    } catch (error) {
      fail(error);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
    return undefined;
  };

  /**
   * A failed sign-up keeps every value; a duplicate found by the server marks its check as taken, and a field the
   * server refused for its characters shows the form's message under it.
   */
  const fail = (error: unknown) => {
    setOutcome({ status: 'failed', reasonKey: errorMessageKey(error, 'signUp'), values: errorMessageValues(error) });
    setServerErrors(serverFieldErrors(values, (field) => fieldRuleOf(error, field)));
    if (!isApiError(error)) return;
    if (error.code === 'EMAIL_DUPLICATE') setChecks((previous) => ({ ...previous, email: { status: 'taken', value: values.email } }));
    if (error.code === 'NICKNAME_DUPLICATE') setChecks((previous) => ({ ...previous, nickname: { status: 'taken', value: values.nickname } }));
  };

  return { values, checks, errors, visibleError, setValue, setAllConsents, cut, touch, leave, runCheck, checking, checkFailed, submit, submitting, outcome };
}
