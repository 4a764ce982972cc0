/** Music upload and music edit screens (issue 6); the track form itself lives in src/uploads. */
export { MusicUploadPage } from './MusicUploadPage';
export { MusicEditPage } from './MusicEditPage';
export { MUSIC_EDIT_FROM_PROFILE, cameFromProfile } from './editAccess';
