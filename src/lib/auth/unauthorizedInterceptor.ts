import { getValidRequestBody } from '../api/generated/core/utils.gen';
import type { RefreshQueue } from './refreshQueue';

/**
 * Operations whose 401 is final: a wrong password (login), a refresh token that no longer works (the
 * refresh itself, so a failed refresh never loops) and logout (the session is dropped either way).
 */
const FINAL_401_PATHS = ['/api/v1/user/login', '/api/user/refresh', '/api/v1/user/logout'];

const isFinal401Path = (url: string) => {
  const { pathname } = new URL(url, 'http://localhost');
  return FINAL_401_PATHS.some((path) => pathname.endsWith(path));
};

/** The bearer token a request carried, if any. */
export function bearerTokenOf(request: Request): string | undefined {
  const header = request.headers.get('Authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1];
}

export interface UnauthorizedInterceptorOptions {
  queue: RefreshQueue;
  /** Whether the browser is on the login page (its 401s are the form's business). */
  onLoginPage?: () => boolean;
  /** Whether a request's 401 is expected and left as it is (sent with a session the user has since ended). */
  isExpected?: (request: Request) => boolean;
}

/** The options the generated client resolved for a request (only what a retry needs). */
interface RetryOptions {
  body?: unknown;
  bodySerializer?: ((body: unknown) => unknown) | null;
  serializedBody?: unknown;
  fetch?: typeof fetch;
}

/**
 * The generated client's response interceptor: a 401 outside /login goes through the refresh queue and
 * the request is re-sent ONCE with the new token (the re-sent request does not pass the interceptors
 * again, so it can never loop). Its answer replaces the 401; when no retry is possible the 401 stays,
 * and the error interceptor (toasts) sees only that final outcome.
 */
export function createUnauthorizedInterceptor({
  queue,
  onLoginPage = () => globalThis.location?.pathname === '/login',
  isExpected = () => false,
}: UnauthorizedInterceptorOptions) {
  return async (response: Response, request: Request, options: unknown): Promise<Response> => {
    if (response.status !== 401 || isFinal401Path(request.url) || onLoginPage() || isExpected(request)) return response;
    const opts = options as RetryOptions;
    const retry = async (accessToken: string): Promise<Response> => {
      const headers = new Headers(request.headers);
      headers.set('Authorization', `Bearer ${accessToken}`);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : getValidRequestBody(opts);
      const again = body === undefined || body === null ? new Request(request, { headers }) : new Request(request, { headers, body: body as BodyInit });
      return (opts.fetch ?? globalThis.fetch)(again);
    };
    const outcome = await queue.handleUnauthorized(bearerTokenOf(request), retry, response);
    // The 401 a retry replaced is never read: its body is released, or the browser keeps the request open.
    if (outcome !== response) await response.body?.cancel().catch(() => undefined);
    return outcome;
  };
}
