import { describe, expect, it } from 'vitest';
import { formatProfileDate } from './formatDate';
import { leaveAccountFailure, passwordChangeFailureKey, profileUpdateFailureKey } from './failures';

const apiError = (status: number, code: string) => ({ status, code, message: 'x', data: false });

describe('profile update failures', () => {
  it('tell a taken nickname by its code', () => {
    expect(profileUpdateFailureKey(apiError(409, 'NICKNAME_DUPLICATE'))).toBe('code.NICKNAME_DUPLICATE');
  });

  it.each([apiError(500, 'SERVER_ERROR'), apiError(403, 'FORBIDDEN'), undefined, new TypeError('Failed to fetch'), { nonsense: true }])(
    'fall back to "the user info update failed" for %j',
    (error) => {
      expect(profileUpdateFailureKey(error)).toBe('failure.profileUpdate');
    },
  );
});

describe('password change failures', () => {
  it('say the current password is incorrect for PASSWORD_MISMATCH', () => {
    expect(passwordChangeFailureKey(apiError(400, 'PASSWORD_MISMATCH'), 400)).toBe('code.PASSWORD_MISMATCH');
  });

  it('ask to log in again for a 401, with or without a usable body', () => {
    expect(passwordChangeFailureKey(apiError(401, 'UNAUTHORIZED'), 401)).toBe('code.UNAUTHORIZED');
    expect(passwordChangeFailureKey(apiError(401, 'TOKEN_EXPIRED'))).toBe('code.UNAUTHORIZED');
    expect(passwordChangeFailureKey('Unauthorized', 401)).toBe('code.UNAUTHORIZED');
  });

  it('use the general message for anything else', () => {
    expect(passwordChangeFailureKey(apiError(500, 'SERVER_ERROR'), 500)).toBe('failure.passwordChange');
    expect(passwordChangeFailureKey(new TypeError('Failed to fetch'))).toBe('failure.passwordChange');
  });
});

describe('leave account failures', () => {
  it('keep the answer status and say "Failed to leave account."', () => {
    expect(leaveAccountFailure(apiError(500, 'SERVER_ERROR'))).toEqual({ statusCode: 500, messageKey: 'failure.leaveAccount', values: {}, onPassword: false });
  });

  it('fall back to status 400 without a usable body', () => {
    expect(leaveAccountFailure(undefined)).toEqual({ statusCode: 400, messageKey: 'failure.leaveAccount', values: {}, onPassword: false });
    expect(leaveAccountFailure('<html>Bad gateway</html>')).toEqual({ statusCode: 400, messageKey: 'failure.leaveAccount', values: {}, onPassword: false });
  });

  it('tell a wrong password under the password field', () => {
    expect(leaveAccountFailure(apiError(400, 'PASSWORD_MISMATCH'))).toEqual({ statusCode: 400, messageKey: 'code.PASSWORD_MISMATCH', values: {}, onPassword: true });
  });

  it('tell too many wrong passwords with the minutes to wait', () => {
    const limited = { ...apiError(429, 'TOO_MANY_ATTEMPTS'), retryAfterSeconds: 600 };
    expect(leaveAccountFailure(limited)).toEqual({ statusCode: 429, messageKey: 'code.TOO_MANY_ATTEMPTS', values: { count: 10 }, onPassword: false });
  });
});

describe('profile dates', () => {
  const joined = '2025-08-17T12:00:00.000Z';

  it('are written the way the language writes dates', () => {
    expect(formatProfileDate(joined, 'ko')).toBe('2025년 8월 17일');
    expect(formatProfileDate(joined, 'en')).toBe('August 17, 2025');
  });

  it('carry the time for the last login', () => {
    expect(formatProfileDate(joined, 'en', true)).toMatch(/^August 17, 2025 at \d{1,2}:00\s?[AP]M$/);
  });

  it('show an unreadable value as it came', () => {
    expect(formatProfileDate('not a date', 'en')).toBe('not a date');
  });
});
