import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages';
import { errorMessageKey, errorMessageKeys, errorMessageOf, errorMessageValues, failureMessageKeys } from './errorMessages';
import { apiFailureMessageKeys } from './errorToasts';
import { zErrorCode } from './generated/zod.gen';

const messages = (language: string, namespace: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../i18n/locales', language, `${namespace}.json`), 'utf8'));
const lookupIn = (language: string, namespace: string, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages(language, namespace));
/** As i18next finds an `errors` key: in `errors`, else in the fallback namespace (the program's codes). */
const lookup = (language: string, key: string): unknown => lookupIn(language, 'errors', key) ?? lookupIn(language, 'programErrors', key);

describe('error messages', () => {
  it('cover exactly the error codes of the contract', () => {
    expect(Object.keys(errorMessageKeys).sort()).toEqual([...zErrorCode.options].sort());
  });

  it.each(languages)('every code, fallback and toast has a %s message', (language) => {
    const keys = [...Object.values(errorMessageKeys), ...Object.values(failureMessageKeys), ...Object.values(apiFailureMessageKeys)];
    for (const key of keys) expect(lookup(language, key), key).toMatch(/\S/);
  });

  it("keep the program's codes out of the always-loaded messages, each in one place", () => {
    for (const language of languages) {
      const program = Object.keys((messages(language, 'programErrors') as { code: object }).code);
      const core = Object.keys((messages(language, 'errors') as { code: object }).code);
      expect(program.filter((code) => core.includes(code))).toEqual([]);
      expect(program).toEqual(expect.arrayContaining(['ROUND_NOT_FOUND', 'BRIEF_CLOSED', 'MEETING_CONFLICT', 'SCHEDULE_CHANGED']));
      expect(core).not.toContain('PROJECT_NOT_FOUND');
    }
  });

  it('word the English messages as the spec does', () => {
    const english = (key: string) => lookup('en', key);
    expect(english(errorMessageKeys.INVALID_CREDENTIALS)).toBe('ID or password does not match. Please check and try again.');
    expect(english(errorMessageKeys.INVALID_REQUEST)).toBe('Please check your input information.');
    expect(english(errorMessageKeys.SERVER_ERROR)).toBe('A server error occurred. Please try again later.');
    expect(english(errorMessageKeys.APPROVAL_PENDING)).toBe('Your approval is pending. You can use the service after approval.');
    expect(english(errorMessageKeys.UNAUTHORIZED)).toBe('Authentication required. Please log in again.');
    expect(english(errorMessageKeys.MUSICIAN_PROFILE_NOT_REGISTERED)).toBe('Musician information is not registered. Please go back to step 1');
    expect(english(failureMessageKeys.signUp)).toBe('Sign Up Failed');
    expect(english(failureMessageKeys.leaveAccount)).toBe('Failed to leave account.');
    expect(english('screen.unknown')).toBe('Unknown Error');
  });

  it('give a refusal after too many attempts the whole minutes left, at least 1, and no other failure any value', () => {
    const refused = (retryAfterSeconds?: number) => ({ status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'wait', data: false, retryAfterSeconds });
    expect(errorMessageValues(refused(900))).toEqual({ count: 15 });
    expect(errorMessageValues(refused(841))).toEqual({ count: 15 });
    expect(errorMessageValues(refused(1))).toEqual({ count: 1 });
    expect(errorMessageValues(refused(undefined))).toEqual({});
    expect(errorMessageValues({ status: 401, code: 'INVALID_CREDENTIALS', message: 'no', data: false, retryAfterSeconds: 60 })).toEqual({});
    expect(errorMessageOf(refused(120))).toEqual({ key: 'code.TOO_MANY_ATTEMPTS', values: { count: 2 } });
    expect(errorMessageOf(new TypeError('offline'), 'network')).toEqual({ key: 'failure.network', values: {} });
  });

  it.each(languages)('name the minutes left after too many attempts in %s, and say "later" without them', (language) => {
    const code = (messages(language, 'errors') as { code: Record<string, string> }).code;
    for (const plural of ['TOO_MANY_ATTEMPTS_one', 'TOO_MANY_ATTEMPTS_other']) expect(code[plural], plural).toContain('{{count}}');
    expect(code.TOO_MANY_ATTEMPTS).not.toContain('{{');
  });

  it("pick a failure's code message, or the operation's fallback when the body has no known code", () => {
    expect(errorMessageKey({ status: 409, code: 'EMAIL_DUPLICATE', message: 'taken', data: false })).toBe('code.EMAIL_DUPLICATE');
    expect(errorMessageKey({ code: 'SOMETHING_NEW' }, 'signUp')).toBe('failure.signUp');
    expect(errorMessageKey('<html>Bad gateway</html>', 'leaveAccount')).toBe('failure.leaveAccount');
    expect(errorMessageKey(undefined)).toBe('failure.unknown');
  });
});
