/**
 * The persistent bottom player and the shared-track-link opener, both mounted once in the main layout.
 * Screens do not import this module: they drive playback through src/playback.
 */
export { Player, PLAYER_OPEN_CLASS } from './Player';
export { TrackLinkOpener } from './TrackLinkOpener';
