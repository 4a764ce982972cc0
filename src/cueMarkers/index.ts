/**
 * Cue markers (a shared layer): the listeners' list under a track (play from a marker, copy its link), the
 * `m:ss` time rule and the limits the forms check. Screens import from here only; the styles are
 * src/app/styles/cueMarkers.css (an entry that shows the list imports that file).
 */
export { CueMarkerList } from './CueMarkerList';
export { CUE_LABEL_MAX, MAX_CUE_MARKERS, isInsideTrack } from './cueTime';
