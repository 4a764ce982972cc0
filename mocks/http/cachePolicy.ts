/**
 * Which answers a browser or proxy may keep. Personal answers never: everything but the public reads below, and
 * those too when the request carries credentials (an `Authorization` header makes any answer personal: a
 * track's `liked`, a musician's own view). So every operation whose contract `security` lists `bearerAuth`, the
 * `auth` tag (tokens, reset checks), sign-up and the shared shortlists (`/api/v1/shared/*`) answer
 * `Cache-Control: no-store`, success and error alike, and a new operation is no-store until it is named here.
 *
 * The public reads keep their own caching (none, or what their resolver sets: files' lifetimes, waveforms'
 * ETags). mocks/server/security/noStore.test.ts checks this list against the contract.
 */
export const PUBLIC_READS: ReadonlySet<string> = new Set([
  'listHomeCovers',
  'listGenres',
  'listKeywords',
  'listMusicians',
  'listNotices',
  'getNotice',
  'listFaqs',
  'getMusicWaveform',
  'downloadFile',
  'getUploadCapabilities',
]);

export const NO_STORE = 'no-store';

/** Whether the answer to this request must not be stored by any cache. */
export function mustNotBeStored(operationId: string, request: Request): boolean {
  return request.headers.has('authorization') || !PUBLIC_READS.has(operationId);
}

/** The response with `Cache-Control: no-store` (a copy when its headers cannot be changed). */
export function withNoStore(response: Response): Response {
  if (response.type === 'error') return response;
  try {
    response.headers.set('Cache-Control', NO_STORE);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', NO_STORE);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
