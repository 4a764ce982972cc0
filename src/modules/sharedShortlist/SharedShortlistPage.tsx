import { useParams } from 'react-router';
import { useHydrated } from '../../components/useHydrated';
import { SharedLinkNotFound } from './SharedLinkStates';
import { SharedShortlistFailure } from './SharedShortlistFailure';
import { SharedShortlistSkeleton } from './SharedShortlistSkeleton';
import { SharedShortlistView } from './SharedShortlistView';
import { isShareToken, useSharedShortlist } from './useSharedShortlist';
import { useSharedShortlistDocumentTitle } from './useSharedShortlistDocumentTitle';

/**
 * A shortlist opened through its share link (`/s/:shareToken`), for anyone (no login, ever): the list
 * read-only, a loading skeleton, the "no longer available" page (revoked or expired), the "does not exist"
 * page, or a failure with Retry. The prerendered shell is the skeleton, so a malformed token says "does not exist"
 * from the render after hydration (the hydrating render must equal the shell).
 */
export function SharedShortlistPage() {
  const shareToken = useParams().shareToken ?? '';
  const hydrated = useHydrated();
  if (!isShareToken(shareToken) && !hydrated) return <div className="app-shared-shortlist-page"><SharedShortlistSkeleton /></div>;
  return <div className="app-shared-shortlist-page">{isShareToken(shareToken) ? <SharedShortlistLoader shareToken={shareToken} /> : <SharedLinkNotFound />}</div>;
}

function SharedShortlistLoader({ shareToken }: { shareToken: string }) {
  const { state, retry } = useSharedShortlist(shareToken);
  // Only a finished load is shown: while another link loads, the previous list is still in the state.
  const shortlist = state.status === 'ready' ? state.data : undefined;
  useSharedShortlistDocumentTitle(shortlist?.name);
  if (state.status === 'failed') return <SharedShortlistFailure error={state.error} retry={retry} />;
  if (!shortlist) return <SharedShortlistSkeleton />;
  return <SharedShortlistView key={shareToken} shortlist={shortlist} shareToken={shareToken} />;
}
