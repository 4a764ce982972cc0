import { DisableIcon, ErrorIcon, LockIcon, OfflineIcon } from '@blueprintjs/icons';
import i18next from 'i18next';
import { createElement } from 'react';
import { showAppToast } from '../ui/AppToaster';
import type { ErrorMessageKey } from './errorMessages';

/** The failures every screen shares, shown as a toast wherever they happen. */
export type ApiFailureKind = 'network' | 'server' | 'unauthorized' | 'forbidden';

/** The translated message of each kind (namespace `errors`). */
export const apiFailureMessageKeys = {
  network: 'failure.network',
  server: 'code.SERVER_ERROR',
  unauthorized: 'code.UNAUTHORIZED',
  forbidden: 'code.FORBIDDEN',
} as const satisfies Record<ApiFailureKind, ErrorMessageKey>;

/**
 * Paths whose 401 and 403 belong to their own screen: the login form explains a wrong password or a
 * blocked account itself, and a failed refresh is handled by the auth flow (it sends the user to /login).
 */
const AUTH_PATHS = ['/api/v1/user/login', '/api/user/refresh'];

const isAuthPath = (url: string | undefined) => {
  if (!url) return false;
  const { pathname } = new URL(url, 'http://localhost');
  return AUTH_PATHS.some((path) => pathname.endsWith(path));
};

/** 403 codes a screen explains itself (the meetings page tells a visitor who takes no part why). */
const SCREEN_403_CODES: readonly string[] = ['NOT_A_MEETING_PARTICIPANT'];
const screenCode = (error: unknown) => SCREEN_403_CODES.includes(String((error as { code?: unknown } | null)?.code));

/**
 * Which shared failure a call ended with, or undefined when a screen handles it (400, 404, 409...).
 * Pure: the client's error interceptor and the auth flow both use it.
 * - no response and fetch threw a TypeError: the network failed (an abort is a DOMException, not a failure)
 * - 5xx: server; 401: unauthorized; 403: forbidden, except the 401/403 of login and refresh and a 403 a screen explains
 */
export function classifyApiFailure(error: unknown, response: Response | undefined, request: Request | undefined): ApiFailureKind | undefined {
  if (!response) return request && error instanceof TypeError ? 'network' : undefined;
  if (response.ok) return undefined;
  if (response.status >= 500) return 'server';
  if (response.status !== 401 && response.status !== 403) return undefined;
  if (isAuthPath(request?.url ?? response.url)) return undefined;
  if (response.status === 403 && screenCode(error)) return undefined;
  return response.status === 401 ? 'unauthorized' : 'forbidden';
}

/** Identical toasts within this window are shown once (parallel calls failing together). */
export const TOAST_DEDUPE_MS = 2_000;

export interface ErrorToastInterceptorOptions {
  /** Shows the toast of one kind. */
  notify: (kind: ApiFailureKind) => void;
  /** Whether a failure is expected and not told (a call sent with a session the user has since ended). */
  isExpected?: (request: Request | undefined) => boolean;
  now?: () => number;
}

/**
 * The generated client's error interceptor: classifies the failure, notifies once per kind within
 * {@link TOAST_DEDUPE_MS}, and hands the error on unchanged.
 */
export function createErrorToastInterceptor({ notify, isExpected = () => false, now = Date.now }: ErrorToastInterceptorOptions) {
  const lastShown = new Map<ApiFailureKind, number>();
  return <E>(error: E, response: Response | undefined, request: Request | undefined): E => {
    const kind = isExpected(request) && response?.status === 401 ? undefined : classifyApiFailure(error, response, request);
    if (kind) {
      const time = now();
      const previous = lastShown.get(kind);
      if (previous === undefined || time - previous >= TOAST_DEDUPE_MS) {
        lastShown.set(kind, time);
        notify(kind);
      }
    }
    return error;
  };
}

const toastIcons = { network: OfflineIcon, server: ErrorIcon, unauthorized: LockIcon, forbidden: DisableIcon } satisfies Record<ApiFailureKind, unknown>;

/** Shows the translated toast of one kind (in the current language); one toast per kind on screen. */
export function showApiFailureToast(kind: ApiFailureKind): void {
  void showAppToast(
    {
      intent: kind === 'network' ? 'warning' : 'danger',
      icon: createElement(toastIcons[kind]),
      message: i18next.t(apiFailureMessageKeys[kind], { ns: 'errors' }),
      timeout: 5_000,
    },
    `api-failure-${kind}`,
  );
}
