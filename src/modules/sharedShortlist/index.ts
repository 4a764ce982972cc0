/** A shortlist opened through its share link (`/s/:shareToken`): public, read-only. */
export { SharedShortlistPage } from './SharedShortlistPage';
export { isShareToken, loadSharedShortlist } from './useSharedShortlist';
