/**
 * Uploads: the track upload and edit form (files, texts, cue markers, keywords), its upload machine and transport, and the music upload and edit pages.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { TrackUploadForm, type TrackUploadFormProps } from './TrackUploadForm';
export { ACCEPTED_FILES, checkFile } from './fileRules';
export { useMessageText } from './messageText';
export { MusicEditPage } from './pages/MusicEditPage';
export { MusicUploadPage } from './pages/MusicUploadPage';
export { type TransferListener, type UploadTransport } from './transport';
export { type UploadMessage } from './types';
export { uploadFailureMessage } from './uploadFailure';
export { defaultTransport } from './useTrackUpload';
