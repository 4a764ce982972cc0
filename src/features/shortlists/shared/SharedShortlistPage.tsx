import { useParams } from 'react-router';
import type { SharedShortlist } from '../../../lib/api/generated/types.gen';
import { useHydrated } from '../../../lib/ui/useHydrated';
import { SharedLinkNotFound } from './SharedLinkStates';
import { SharedShortlistFailure } from './SharedShortlistFailure';
import { SharedShortlistSkeleton } from './SharedShortlistSkeleton';
import { SharedShortlistView } from './SharedShortlistView';
import { isShareToken } from './loadSharedShortlist';
import { useSharedShortlist } from './useSharedShortlist';
import { useSharedShortlistDocumentTitle } from './useSharedShortlistDocumentTitle';

/**
 * A shortlist opened through its share link (`/s/:shareToken`), for anyone (no login, ever): the list
 * read-only, a loading skeleton, the "no longer available" page (revoked or expired), the "does not exist"
 * page, or a failure with Retry. The prerendered shell is the skeleton, so a malformed token says "does not exist"
 * from the render after hydration (the hydrating render must equal the shell). `initialShortlist`: the list a
 * server rendered the page with (then it is in the first HTML).
 */
export function SharedShortlistPage({ initialShortlist }: { initialShortlist?: SharedShortlist }) {
  const shareToken = useParams().shareToken ?? '';
  const hydrated = useHydrated();
  if (!isShareToken(shareToken) && !hydrated)
    return (
      <div className="app-shared-shortlist-page">
        <SharedShortlistSkeleton />
      </div>
    );
  return (
    <div className="app-shared-shortlist-page">
      {isShareToken(shareToken) ? <SharedShortlistLoader shareToken={shareToken} initial={initialShortlist} /> : <SharedLinkNotFound />}
    </div>
  );
}

function SharedShortlistLoader({ shareToken, initial }: { shareToken: string; initial: SharedShortlist | undefined }) {
  const { state, retry } = useSharedShortlist(shareToken, initial);
  // Only a finished load is shown: while another link loads, the previous list is still in the state.
  const shortlist = state.status === 'ready' ? state.data : undefined;
  useSharedShortlistDocumentTitle(shortlist?.name);
  if (state.status === 'failed') return <SharedShortlistFailure error={state.error} retry={retry} />;
  if (!shortlist) return <SharedShortlistSkeleton />;
  return <SharedShortlistView key={shareToken} shortlist={shortlist} shareToken={shareToken} />;
}
