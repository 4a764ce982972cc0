/**
 * Uploads of music and covers: the per-track machine (validating -> uploading -> saving -> done | failed) over
 * Uppy and @uppy/tus against the tus endpoint `/api/v1/uploads`, resumable across cut connections and reloads.
 * Screens use `useTrackUpload(target)`; everything else here is internal.
 */
export { TrackUploadForm, type TrackUploadFormProps } from './TrackUploadForm';
