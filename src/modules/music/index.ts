/** Music upload and music edit screens (issue 6); the track form itself lives in src/uploads. */
export { MusicUploadPage } from './MusicUploadPage';
export { MusicEditPage } from './MusicEditPage';
