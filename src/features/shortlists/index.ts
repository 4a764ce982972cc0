/**
 * Shortlists: the add-to-shortlist menu, the shortlist pages (notes, order, sharing) and a shared shortlist's public page.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { AddToShortlistButton } from './menu/AddToShortlistButton';
export { ShortlistPage } from './pages/ShortlistPage';
export { ShortlistsPage } from './pages/ShortlistsPage';
export { SharedShortlistPage } from './shared/SharedShortlistPage';
export { sharedShortlistReads } from './shared/useSharedShortlist';
export { isShareToken, loadSharedShortlist } from './shared/loadSharedShortlist';
