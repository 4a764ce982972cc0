/** The logged-in user's liked tracks. */
export { LikedMusicPage } from './LikedMusicPage';
