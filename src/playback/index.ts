/**
 * Playback: the one queue the persistent bottom player plays, shared by every screen that lists tracks.
 * Screens only call these functions and read `usePlayback()`; the player module (src/modules/player) owns the
 * audio element, play counting and Media Session, and reacts to the store.
 */
export {
  clearPlayback,
  finishCurrentTrack,
  getPlaybackSnapshot,
  openTrack,
  pausePlayback,
  playNext,
  playPrevious,
  playQueueIndex,
  playTrackFrom,
  playTracks,
  resumePlayback,
  reviseQueue,
  seekCurrentTrack,
  subscribePlayback,
  togglePlayback,
  usePlayback,
  type PlaybackSnapshot,
} from './playbackStore';
export { setPlaybackMedia, usePlaybackMedia } from './playbackMedia';
export { restoreSavedPlayback } from './restorePlayback';
export { savePosition, saveQueue } from './savedPlayback';
export { absoluteTrackLink, parseTrackLink, trackLinkPath } from './trackLink';
