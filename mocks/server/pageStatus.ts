import { isAppPage, type PrerenderManifest } from './prerenderedPages';

/**
 * The HTTP status of a page answer, told like the API tells it (the body stays the app shell, whose page shows
 * the message): a path that opens no page of the app is 404 (the not-found screen); a shared shortlist's page
 * (`/s/{token}`) is 410 when its link was revoked or expired, or its list deleted, and 404 when the token never
 * existed, as `GET /api/v1/shared/{token}` answers `SHARE_LINK_UNAVAILABLE` / `SHARE_LINK_NOT_FOUND`.
 */
export type ApiReader = (path: string) => Promise<Response>;

const SHARED_PAGE = /^\/s\/([^/]+)\/?$/;

export function createPageStatus(readApi: ApiReader) {
  return async function pageStatus(manifest: PrerenderManifest, pathname: string): Promise<200 | 404 | 410> {
    if (!isAppPage(manifest, pathname)) return 404;
    const token = SHARED_PAGE.exec(pathname)?.[1];
    if (token === undefined) return 200;
    const answer = await readApi(`/api/v1/shared/${encodeURIComponent(token)}`);
    void answer.body?.cancel().catch(() => undefined);
    if (answer.status === 410) return 410;
    // A malformed token (400) is one that never existed.
    if (answer.status === 404 || answer.status === 400) return 404;
    return 200;
  };
}
