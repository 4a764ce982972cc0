/**
 * Track numbers shared by every screen: a like or a counted play updates the track wherever it shows
 * (lists, musician pages, liked music, the player). Lists pass the track they loaded; this store overlays
 * what changed since.
 */
export { clearTrackStats, updateTrackStats, useTrackStats, type TrackStats } from './trackStatsStore';
