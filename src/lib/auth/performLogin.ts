import { errorMessageValues, isApiError, type ErrorMessageValues } from '../api/errorMessages';
import { getMyProfile, login as loginOperation } from '../api/generated/sdk.gen';
import type { ErrorCode, UserProfile } from '../api/generated/types.gen';
import { clearTokens, clearUser, incrementAuthVersion, storeTokens, storeUser } from './sessionStore';

/** Why a login (or another auth step) failed; `messageKey` is a full i18next key with its namespace. */
export interface AuthFailure {
  statusCode: number;
  code?: ErrorCode;
  messageKey: string;
  /** What the message names besides its key: the minutes to wait after too many attempts. */
  values?: ErrorMessageValues;
}

export type LoginResult = { ok: true; user: UserProfile } | { ok: false; error: AuthFailure };

export interface Credentials {
  login: string;
  password: string;
}

/** What the login actor answers: the result, and the new authentication version on success. */
export interface LoginOutcome {
  result: LoginResult;
  pending: boolean;
  authVersion?: number;
}

/** The spec's failure without a usable body (network, HTML, empty): 400 with `auth.loginFailedMessage`. */
export const loginFailedWithoutBody: AuthFailure = { statusCode: 400, messageKey: 'auth:loginFailedMessage' };

/** The synthetic failure of a PENDING answer (docs/product.md section 4). */
export const approvalPendingFailure: AuthFailure = { statusCode: 403, messageKey: 'auth:approvalPending' };

/** Maps a failed call to an {@link AuthFailure}: the contract's error body by its code, otherwise the 400 fallback. */
export function authFailureOf(error: unknown, response: Response | undefined): AuthFailure {
  if (isApiError(error)) {
    const values = errorMessageValues(error);
    return { statusCode: response?.status ?? error.status, code: error.code, messageKey: `errors:code.${error.code}`, ...(values.count !== undefined && { values }) };
  }
  return loginFailedWithoutBody;
}

/**
 * Logs in (docs/product.md section 4): calls the login operation; a PENDING answer clears the session and gives a
 * synthetic 403; success stores both tokens, loads the profile, stores it as the session user record and
 * increments the authentication version.
 */
export async function performLogin(credentials: Credentials): Promise<LoginOutcome> {
  let answer: Awaited<ReturnType<typeof loginOperation>>;
  try {
    answer = await loginOperation({ body: { login: credentials.login, password: credentials.password } });
  } catch (error) {
    return { result: { ok: false, error: authFailureOf(error, undefined) }, pending: false };
  }
  if (answer.error !== undefined || !answer.response?.ok) {
    return { result: { ok: false, error: authFailureOf(answer.error, answer.response) }, pending: false };
  }
  const data = (answer.data as { data?: unknown } | undefined)?.data as
    { accessToken?: string | null; refreshToken?: string | null; accessTokenExpiresIn?: number | null; userStatus?: string } | undefined;
  if (data && !data.accessToken && data.userStatus === 'PENDING') {
    clearTokens();
    clearUser();
    return { result: { ok: false, error: approvalPendingFailure }, pending: true };
  }
  if (!data || typeof data.accessToken !== 'string' || typeof data.refreshToken !== 'string' || !data.accessToken) {
    return { result: { ok: false, error: loginFailedWithoutBody }, pending: false };
  }
  storeTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken, accessTokenExpiresIn: data.accessTokenExpiresIn });
  let profile: Awaited<ReturnType<typeof getMyProfile>>;
  try {
    profile = await getMyProfile();
  } catch (error) {
    clearTokens();
    return { result: { ok: false, error: authFailureOf(error, undefined) }, pending: false };
  }
  const user = profile.data?.data;
  if (profile.error !== undefined || !user) {
    clearTokens();
    return { result: { ok: false, error: authFailureOf(profile.error, profile.response) }, pending: false };
  }
  storeUser(user);
  const authVersion = incrementAuthVersion();
  return { result: { ok: true, user }, pending: false, authVersion };
}
