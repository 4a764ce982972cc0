import { errorMessageKeys, errorMessageValues, failureMessageKeys, isApiError, type ErrorMessageKey, type ErrorMessageValues } from '../../../lib/api/errorMessages';
import type { ErrorCode } from '../../../lib/api/generated/types.gen';

/**
 * What the my page says when a call fails (docs/product.md section 8). Each operation shows the message of the codes
 * that belong to it and its own fallback for everything else (a server error, a lost connection): the
 * shared toast already tells those, the screen says which action did not happen.
 */

const PROFILE_UPDATE_CODES: ReadonlySet<ErrorCode> = new Set(['NICKNAME_DUPLICATE', 'INVALID_REQUEST']);
const PASSWORD_CHANGE_CODES: ReadonlySet<ErrorCode> = new Set(['PASSWORD_MISMATCH', 'PASSWORD_SAME_AS_CURRENT', 'INVALID_REQUEST']);
const AUTHENTICATION_CODES: ReadonlySet<ErrorCode> = new Set(['UNAUTHORIZED', 'TOKEN_EXPIRED', 'REFRESH_TOKEN_INVALID']);

/** Profile edit: a taken nickname or a rejected input by its code, otherwise "the user info update failed". */
export function profileUpdateFailureKey(error: unknown): ErrorMessageKey {
  return isApiError(error) && PROFILE_UPDATE_CODES.has(error.code) ? errorMessageKeys[error.code] : failureMessageKeys.profileUpdate;
}

/**
 * Password change: a wrong current password says so; a 401 asks to log in again; anything else is the
 * general password-change failure.
 */
export function passwordChangeFailureKey(error: unknown, status?: number): ErrorMessageKey {
  if (isApiError(error) && PASSWORD_CHANGE_CODES.has(error.code)) return errorMessageKeys[error.code];
  if (status === 401 || (isApiError(error) && AUTHENTICATION_CODES.has(error.code))) return errorMessageKeys.UNAUTHORIZED;
  return failureMessageKeys.passwordChange;
}

/**
 * A failed leave-account call as the screen keeps it: the answer's status (400 without a usable body), the message
 * and its values, and whether it belongs under the password field (a wrong password) rather than the dialog.
 */
export interface LeaveFailure {
  statusCode: number;
  messageKey: ErrorMessageKey;
  values: ErrorMessageValues;
  onPassword: boolean;
}

const LEAVE_CODES: ReadonlySet<ErrorCode> = new Set(['PASSWORD_MISMATCH', 'TOO_MANY_ATTEMPTS']);

/** Leaving: a wrong password says so under the field, too many tries says when to try again, the rest "failed to leave". */
export function leaveAccountFailure(error: unknown): LeaveFailure {
  const statusCode = isApiError(error) ? error.status : 400;
  if (!isApiError(error) || !LEAVE_CODES.has(error.code)) return { statusCode, messageKey: failureMessageKeys.leaveAccount, values: {}, onPassword: false };
  return { statusCode, messageKey: errorMessageKeys[error.code], values: errorMessageValues(error), onPassword: error.code === 'PASSWORD_MISMATCH' };
}
