import { listSearchParams, readListQuery } from '../../features/musicians';
import { parseTrackLink, trackLinkParams } from '../../features/playback';

/** The track link every page opens in the player (TrackLinkOpener): `?track=&t=`, as written by `trackLinkParams`. */
function trackLinkSearch(search: URLSearchParams): URLSearchParams {
  const link = parseTrackLink(search);
  return link ? trackLinkParams(link) : new URLSearchParams();
}

const joined = (...parts: URLSearchParams[]) => new URLSearchParams(parts.flatMap((part) => [...part]));

/**
 * What each page rendered at request time (mocks/server/livePages.ts) reads of its address's query, written one
 * way: the musician list its state (`?q=&page=&size=`, defaults left out), every such page the track link.
 */
const PAGE_QUERIES: Record<string, (search: URLSearchParams) => URLSearchParams> = {
  '/': trackLinkSearch,
  '/musician-list': (search) => joined(listSearchParams(readListQuery(search)), trackLinkSearch(search)),
  '/musician-details/:musicianId': trackLinkSearch,
  '/s/:shareToken': trackLinkSearch,
};

/**
 * The query (`?…` or empty) of an address as the page of `routePattern` reads it: another parameter (`?v=123`, a
 * tracking tag) or another spelling of the same state renders the same page, so the server keeps one render of it
 * and the browser hydrates that render. A route not listed reads its query as it is.
 */
export function pageSearch(routePattern: string | undefined, search: string): string {
  const read = routePattern === undefined ? undefined : PAGE_QUERIES[routePattern];
  if (!read) return search;
  const query = read(new URLSearchParams(search)).toString();
  return query === '' ? '' : `?${query}`;
}
