/**
 * Catalog: the home page, search (words, filters, sound), "sounds like", a track's page, the liked-music page and the track list they share.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { HomePage } from './home/HomePage';
export { prefetchHomeCovers } from './home/homeCoversPrefetch';
export { loadHomeCovers } from './home/useHomeCovers';
export { LikedMusicPage } from './likedMusic/LikedMusicPage';
export { likedMusicReads } from './likedMusic/useLikedMusicPage';
export { SearchPage } from './search/SearchPage';
export { searchPageReads } from './search/searchPageReads';
export { TrackDetailsPage } from './track/TrackDetailsPage';
export { trackPageReads } from './track/trackPageReads';
export { TrackList, type TrackListProps } from './trackList/TrackList';
