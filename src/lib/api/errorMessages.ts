import type { ParseKeys } from 'i18next';
import type { ApiError, ErrorCode } from './generated/types.gen';

/**
 * A key of the `errors` namespace, or of `programErrors` (the matching program's codes, loaded with its pages and
 * found through the fallback namespace): show it as `t(key, { ns: 'errors' })`.
 */
export type ErrorMessageKey = ParseKeys<'errors'> | ParseKeys<'programErrors'>;

/**
 * The one table from the contract's error `code`s to translated messages (namespace `errors`).
 * Screens show `t(errorMessageKeys[code], { ns: 'errors' })` instead of the server's English `message`.
 */
export const errorMessageKeys = {
  INVALID_REQUEST: 'code.INVALID_REQUEST',
  INVALID_CREDENTIALS: 'code.INVALID_CREDENTIALS',
  APPROVAL_PENDING: 'code.APPROVAL_PENDING',
  ACCOUNT_REJECTED: 'code.ACCOUNT_REJECTED',
  ACCOUNT_REVOKED: 'code.ACCOUNT_REVOKED',
  ACCOUNT_LEFT: 'code.ACCOUNT_LEFT',
  UNAUTHORIZED: 'code.UNAUTHORIZED',
  TOKEN_EXPIRED: 'code.TOKEN_EXPIRED',
  REFRESH_TOKEN_INVALID: 'code.REFRESH_TOKEN_INVALID',
  FORBIDDEN: 'code.FORBIDDEN',
  MUSICIAN_ONLY: 'code.MUSICIAN_ONLY',
  EMAIL_DUPLICATE: 'code.EMAIL_DUPLICATE',
  NICKNAME_DUPLICATE: 'code.NICKNAME_DUPLICATE',
  PASSWORD_MISMATCH: 'code.PASSWORD_MISMATCH',
  PASSWORD_SAME_AS_CURRENT: 'code.PASSWORD_SAME_AS_CURRENT',
  USER_NOT_FOUND: 'code.USER_NOT_FOUND',
  MUSICIAN_NOT_FOUND: 'code.MUSICIAN_NOT_FOUND',
  MUSIC_NOT_FOUND: 'code.MUSIC_NOT_FOUND',
  NOTICE_NOT_FOUND: 'code.NOTICE_NOT_FOUND',
  FILE_NOT_FOUND: 'code.FILE_NOT_FOUND',
  UPLOAD_NOT_FOUND: 'code.UPLOAD_NOT_FOUND',
  NOT_FOUND: 'code.NOT_FOUND',
  MUSICIAN_PROFILE_NOT_REGISTERED: 'code.MUSICIAN_PROFILE_NOT_REGISTERED',
  MUSICIAN_PROFILE_EXISTS: 'code.MUSICIAN_PROFILE_EXISTS',
  MUSIC_LIMIT_EXCEEDED: 'code.MUSIC_LIMIT_EXCEEDED',
  KEYWORD_LIMIT_EXCEEDED: 'code.KEYWORD_LIMIT_EXCEEDED',
  FILE_TOO_LARGE: 'code.FILE_TOO_LARGE',
  FILE_TYPE_NOT_ALLOWED: 'code.FILE_TYPE_NOT_ALLOWED',
  UNSUPPORTED_CONTENT_TYPE: 'code.UNSUPPORTED_CONTENT_TYPE',
  PAYLOAD_TOO_LARGE: 'code.PAYLOAD_TOO_LARGE',
  UPLOAD_QUOTA_EXCEEDED: 'code.UPLOAD_QUOTA_EXCEEDED',
  STORAGE_FULL: 'code.STORAGE_FULL',
  UPLOAD_INCOMPLETE: 'code.UPLOAD_INCOMPLETE',
  UPLOAD_OFFSET_MISMATCH: 'code.UPLOAD_OFFSET_MISMATCH',
  UPLOAD_EXPIRED: 'code.UPLOAD_EXPIRED',
  TUS_VERSION_UNSUPPORTED: 'code.TUS_VERSION_UNSUPPORTED',
  RANGE_NOT_SATISFIABLE: 'code.RANGE_NOT_SATISFIABLE',
  RESET_TOKEN_INVALID: 'code.RESET_TOKEN_INVALID',
  RESET_TOKEN_EXPIRED: 'code.RESET_TOKEN_EXPIRED',
  RESET_TOKEN_USED: 'code.RESET_TOKEN_USED',
  SHORTLIST_NOT_FOUND: 'code.SHORTLIST_NOT_FOUND',
  SHORTLIST_ENTRY_NOT_FOUND: 'code.SHORTLIST_ENTRY_NOT_FOUND',
  SHORTLIST_LIMIT_EXCEEDED: 'code.SHORTLIST_LIMIT_EXCEEDED',
  SHORTLIST_TRACK_LIMIT_EXCEEDED: 'code.SHORTLIST_TRACK_LIMIT_EXCEEDED',
  SHORTLIST_TRACK_DUPLICATE: 'code.SHORTLIST_TRACK_DUPLICATE',
  SHARE_LINK_NOT_FOUND: 'code.SHARE_LINK_NOT_FOUND',
  SHARE_LINK_UNAVAILABLE: 'code.SHARE_LINK_UNAVAILABLE',
  ACCOUNT_STATUS_CONFLICT: 'code.ACCOUNT_STATUS_CONFLICT',
  ROUND_NOT_FOUND: 'code.ROUND_NOT_FOUND',
  ROUND_ALREADY_OPEN: 'code.ROUND_ALREADY_OPEN',
  ROUND_NOT_DRAFT: 'code.ROUND_NOT_DRAFT',
  ROUND_NOT_OPEN: 'code.ROUND_NOT_OPEN',
  ROUND_CLOSED: 'code.ROUND_CLOSED',
  INDUSTRY_PROFILE_NOT_FOUND: 'code.INDUSTRY_PROFILE_NOT_FOUND',
  INDUSTRY_PROFILE_NOT_FOR_MUSICIANS: 'code.INDUSTRY_PROFILE_NOT_FOR_MUSICIANS',
  INDUSTRY_PROFILE_STATUS_CONFLICT: 'code.INDUSTRY_PROFILE_STATUS_CONFLICT',
  PROJECT_NOT_FOUND: 'code.PROJECT_NOT_FOUND',
  PROJECT_STATUS_CONFLICT: 'code.PROJECT_STATUS_CONFLICT',
  PROJECT_WINDOW_CLOSED: 'code.PROJECT_WINDOW_CLOSED',
  PROJECT_INCOMPLETE: 'code.PROJECT_INCOMPLETE',
  PROJECT_REFERENCE_UNKNOWN: 'code.PROJECT_REFERENCE_UNKNOWN',
  DECISION_REASON_INVALID: 'code.DECISION_REASON_INVALID',
  DECISIONS_ANNOUNCED: 'code.DECISIONS_ANNOUNCED',
  DECISIONS_PENDING: 'code.DECISIONS_PENDING',
  APPLICATION_STATUS_CONFLICT: 'code.APPLICATION_STATUS_CONFLICT',
  COMPOSER_WINDOW_CLOSED: 'code.COMPOSER_WINDOW_CLOSED',
  APPLICATION_NOT_FOUND: 'code.APPLICATION_NOT_FOUND',
  APPLICATION_EXISTS: 'code.APPLICATION_EXISTS',
  APPLICATION_REFERENCE_UNKNOWN: 'code.APPLICATION_REFERENCE_UNKNOWN',
  ANSWER_STATUS_CONFLICT: 'code.ANSWER_STATUS_CONFLICT',
  BRIEF_CLOSED: 'code.BRIEF_CLOSED',
  BRIEF_NOT_FOUND: 'code.BRIEF_NOT_FOUND',
  ANSWER_NOT_FOUND: 'code.ANSWER_NOT_FOUND',
  ANSWER_EXISTS: 'code.ANSWER_EXISTS',
  ANSWER_REFERENCE_UNKNOWN: 'code.ANSWER_REFERENCE_UNKNOWN',
  AUDIO_FILE_CORRUPT: 'code.AUDIO_FILE_CORRUPT',
  AUDIO_FILE_TRUNCATED: 'code.AUDIO_FILE_TRUNCATED',
  CUE_MARKER_LIMIT_EXCEEDED: 'code.CUE_MARKER_LIMIT_EXCEEDED',
  CUE_MARKER_OUT_OF_RANGE: 'code.CUE_MARKER_OUT_OF_RANGE',
  CUE_MARKER_DUPLICATE_TIME: 'code.CUE_MARKER_DUPLICATE_TIME',
  TOO_MANY_ATTEMPTS: 'code.TOO_MANY_ATTEMPTS',
  MEETINGS_CLOSED: 'code.MEETINGS_CLOSED',
  NOT_A_MEETING_PARTICIPANT: 'code.NOT_A_MEETING_PARTICIPANT',
  MEETING_REQUEST_NOT_FOUND: 'code.MEETING_REQUEST_NOT_FOUND',
  MEETING_NOT_FOUND: 'code.MEETING_NOT_FOUND',
  CALENDAR_FEED_NOT_FOUND: 'code.CALENDAR_FEED_NOT_FOUND',
  MEETING_REQUEST_EXISTS: 'code.MEETING_REQUEST_EXISTS',
  MEETING_REQUEST_REFERENCE_UNKNOWN: 'code.MEETING_REQUEST_REFERENCE_UNKNOWN',
  MEETING_REQUEST_STATUS_CONFLICT: 'code.MEETING_REQUEST_STATUS_CONFLICT',
  MEETING_STATUS_CONFLICT: 'code.MEETING_STATUS_CONFLICT',
  MEETING_LIMIT_REACHED: 'code.MEETING_LIMIT_REACHED',
  MEETING_SETTINGS_CONFLICT: 'code.MEETING_SETTINGS_CONFLICT',
  MEETINGS_NOT_READY: 'code.MEETINGS_NOT_READY',
  SCHEDULE_CHANGED: 'code.SCHEDULE_CHANGED',
  MEETING_CONFLICT: 'code.MEETING_CONFLICT',
  MEETING_NOT_STARTED: 'code.MEETING_NOT_STARTED',
  SERVER_ERROR: 'code.SERVER_ERROR',
} as const satisfies Record<ErrorCode, ErrorMessageKey>;

/**
 * Messages of the spec's error catalogue that belong to an operation rather than a code: what a
 * screen shows when the failure has no usable `code` (for example, the login's `auth.loginFailedMessage`).
 */
export const failureMessageKeys = {
  network: 'failure.network',
  unknown: 'failure.unknown',
  login: 'failure.login',
  signUp: 'failure.signUp',
  profileUpdate: 'failure.profileUpdate',
  leaveAccount: 'failure.leaveAccount',
  passwordChange: 'failure.passwordChange',
  profileUpload: 'failure.profileUpload',
  photoUpload: 'failure.photoUpload',
  musicFileUpload: 'failure.musicFileUpload',
  coverUpload: 'failure.coverUpload',
  musicInfoSave: 'failure.musicInfoSave',
  likedMusicLoad: 'failure.likedMusicLoad',
  homeCoverLoad: 'failure.homeCoverLoad',
} as const satisfies Record<string, ErrorMessageKey>;

export type FailureMessage = keyof typeof failureMessageKeys;

const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(errorMessageKeys, value);

/** Whether a thrown or returned value is the contract's error body (`{ status, code, message, data: false }`). */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && isErrorCode((value as { code?: unknown }).code);
}

/** The message key for a failed call: its `code`'s message, or the operation's fallback when it has none. */
export function errorMessageKey(error: unknown, fallback: FailureMessage = 'unknown'): ErrorMessageKey {
  return isApiError(error) ? errorMessageKeys[error.code] : failureMessageKeys[fallback];
}

/** What a message says beyond its key: `count`, the whole minutes left before a refused call may be tried again. */
export type ErrorMessageValues = { count?: number };

/**
 * The values of a failed call's message: for `TOO_MANY_ATTEMPTS`, the minutes until it may be tried again
 * (`retryAfterSeconds` rounded up, at least 1), which its message names ("try again in 14 minutes").
 */
export function errorMessageValues(error: unknown): ErrorMessageValues {
  if (!isApiError(error) || error.code !== 'TOO_MANY_ATTEMPTS' || error.retryAfterSeconds === undefined) return {};
  return { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) };
}

/** A failed call's message: its key and its values (`t(\`errors:${message.key}\`, message.values)`). */
export interface ErrorMessage {
  key: ErrorMessageKey;
  values: ErrorMessageValues;
}

export function errorMessageOf(error: unknown, fallback: FailureMessage = 'unknown'): ErrorMessage {
  return { key: errorMessageKey(error, fallback), values: errorMessageValues(error) };
}
