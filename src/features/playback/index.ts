/**
 * Playback: what plays (queue, position, media element, saved playback, track links), play counting, the waveform and cue markers.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { listenedBetween } from './counting/playCountRule';
export { createPlayCounter, type PlayCounter, type RecordedPlay } from './counting/playCounter';
export { recordTrackPlay } from './counting/recordTrackPlay';
export { TrackPlayButton } from './controls/TrackPlayButton';
export { CueMarkerList } from './cueMarkers/CueMarkerList';
export { CUE_LABEL_MAX, isInsideTrack, MAX_CUE_MARKERS } from './cueMarkers/cueTime';
export { setPlaybackMedia, usePlaybackMedia } from './playbackMedia';
export {
  clearPlayback,
  finishCurrentTrack,
  getPlaybackSnapshot,
  openTrack,
  pausePlayback,
  type PlaybackSnapshot,
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
} from './playbackStore';
export { restoreSavedPlayback } from './restorePlayback';
export { savePosition, saveQueue } from './savedPlayback';
export { seekTargetForKey } from './seekKeys';
export { absoluteTrackLink, parseTrackLink, trackLinkParams, trackLinkPath } from './trackLink';
export { TrackWaveform } from './waveform/TrackWaveform';
export { Waveform } from './waveform/Waveform';
