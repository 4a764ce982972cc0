import { errorMessageKey, isApiError, type ErrorMessageKey } from '../../../lib/api/errorMessages';
import type { ErrorCode } from '../../../lib/api/generated/types.gen';

/** Where the reset page stands: checking the link, asking for the new password, a dead link, or done. */
export type ResetState = { kind: 'checking' } | { kind: 'ready'; email: string } | { kind: 'unusable'; messageKey: ErrorMessageKey } | { kind: 'done'; email: string };

const TOKEN_CODES: ReadonlySet<ErrorCode> = new Set(['RESET_TOKEN_INVALID', 'RESET_TOKEN_EXPIRED', 'RESET_TOKEN_USED']);

/** Whether a failed call says the link itself cannot be used (unknown, expired or used): ask for a new one. */
export function isDeadLink(error: unknown): boolean {
  return isApiError(error) && TOKEN_CODES.has(error.code);
}

/** The message of a failed call: the code's translation, or the network failure when nothing answered. */
export function failureKey(error: unknown, answered: boolean): ErrorMessageKey {
  return errorMessageKey(error, answered ? 'unknown' : 'network');
}
