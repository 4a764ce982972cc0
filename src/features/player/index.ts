/**
 * Player: the player bar (transport, seek, volume, queue, shortcuts, media session) and the track-link opener.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { Player } from './Player';
export { TrackLinkOpener } from './TrackLinkOpener';
