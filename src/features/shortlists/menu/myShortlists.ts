import { useQuery } from '@tanstack/react-query';
import { listMyShortlistsOptions, listMyShortlistsQueryKey } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { Shortlist, ShortlistSummary, ShortlistSummaryListResponse } from '../../../lib/api/generated/types.gen';
import { hasSessionNow, useIsLoggedIn } from '../../../lib/auth/sessionStore';
import { appQueryClient } from '../../../lib/api/queryClient';

/** The query of my shortlists (TanStack options with the generated key), for `useQuery` or `prefetchQuery`. */
export const myShortlistsQuery = () => listMyShortlistsOptions();

/** My shortlists (most recently changed first), fetched while logged in; `data` is the list itself. */
export function useMyShortlists() {
  // Rendered again when the session changes; asked at each run whether there is one (`hasSessionNow`).
  useIsLoggedIn();
  return useQuery({ ...myShortlistsQuery(), enabled: hasSessionNow, select: (answer) => answer.data });
}

/** Marks my shortlists stale and fetches them again where shown: call it after any change to a shortlist. */
export function invalidateMyShortlists(): Promise<void> {
  return appQueryClient.invalidateQueries({ queryKey: listMyShortlistsQueryKey() });
}

/** A shortlist as its summary in "my shortlists". */
export function summaryOf(shortlist: Shortlist): ShortlistSummary {
  const { entries, ...rest } = shortlist;
  return { ...rest, trackCount: entries.length, musicFileIds: entries.map((entry) => entry.music.musicFileId) };
}

/**
 * Puts a shortlist the server just answered with into the cached "my shortlists" so every open view shows it
 * at once: its summary is replaced where it is (nothing moves under the user's pointer; the server's order
 * comes with the next fetch), a new one goes first. Nothing happens when the list is not cached.
 */
export function storeShortlistAnswer(shortlist: Shortlist): void {
  appQueryClient.setQueryData<ShortlistSummaryListResponse>(listMyShortlistsQueryKey(), (cached) => {
    if (!cached) return cached;
    const summary = summaryOf(shortlist);
    const known = cached.data.some((item) => item.shortlistId === shortlist.shortlistId);
    const data = known ? cached.data.map((item) => (item.shortlistId === shortlist.shortlistId ? summary : item)) : [summary, ...cached.data];
    return { ...cached, data };
  });
}
