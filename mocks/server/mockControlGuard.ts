import { MOCK_CONTROL_HEADER, MOCK_CONTROL_PREFIX } from '../control/client';
import { ApiProblem, errorResponse } from '../http/problem';

/**
 * Mock control (`/__mock/*`, the upload sink included) on the local server: it can approve accounts, read every
 * reset mail and wipe the store, so only the developer's own tools may reach it. Off (`MOCK_CONTROL=off`), every
 * control path answers 404. On, a call must carry `X-Cue-Mock-Control: 1` (a custom header: a page of another
 * site cannot send it without a CORS preflight, and the server grants none), and is refused when the browser
 * says it comes from another site (`Sec-Fetch-Site: cross-site` or `same-site`, or an `Origin` that is not one
 * of the server's own). The browser's service-worker mock serves one browser only and keeps no such guard.
 */

const CONTROL_SEGMENT = new RegExp(`(^|/)${MOCK_CONTROL_PREFIX.slice(1)}(/|$)`, 'i');

/**
 * Whether a path reaches mock control. The control handlers match their paths after any prefix (any origin),
 * and path matching ignores case and decodes escapes, so the guard looks for the segment anywhere, in any case, decoded.
 */
export function isMockControlPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: the raw path is checked
  }
  return CONTROL_SEGMENT.test(decoded) || CONTROL_SEGMENT.test(pathname);
}

export interface MockControlGuardOptions {
  enabled: boolean;
  /** The origins of the server's own pages (hostGuard.ts `ownOrigins`). */
  ownOrigins: ReadonlySet<string>;
}

const refused = (message: string) => errorResponse(new ApiProblem(403, 'FORBIDDEN', message));

/** The refusal of a mock control request, or undefined when it may run (or is no control request). */
export function mockControlRefusal(request: Request, { enabled, ownOrigins }: MockControlGuardOptions): Response | undefined {
  if (!isMockControlPath(new URL(request.url).pathname)) return undefined;
  if (!enabled) return errorResponse(new ApiProblem(404, 'NOT_FOUND', 'Mock control is off on this server (MOCK_CONTROL=off).'));
  if (request.headers.get(MOCK_CONTROL_HEADER) !== '1') return refused(`Mock control needs the header ${MOCK_CONTROL_HEADER}: 1.`);
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return refused('Mock control refuses calls from other sites.');
  const origin = request.headers.get('Origin');
  if (origin !== null && !ownOrigins.has(origin)) return refused('Mock control refuses calls from other origins.');
  return undefined;
}
