/** A track's own page (`/music-details/:musicFileId`). */
export { TrackDetailsPage } from './TrackDetailsPage';
