import type { Music } from '../../lib/api/generated/types.gen';

/** What a shared track link asks for: the track, and where to start (seconds), when given. */
export interface TrackLink {
  musicFileId: number;
  startAt?: number;
}

const positiveInteger = /^[1-9]\d{0,9}$/;
const seconds = /^\d{1,6}(\.\d{1,3})?$/;

/**
 * The shareable path of a track: its musician's page with `?track=` (and `&t=` whole seconds when given).
 * Opening it loads the track into the player, paused, at that time (no autoplay).
 */
export function trackLinkPath(track: Pick<Music, 'musicFileId' | 'musician'>, atSeconds?: number): string {
  const startAt = atSeconds !== undefined && atSeconds >= 1 ? Math.floor(atSeconds) : undefined;
  return `/musician-details/${track.musician.musicianId}?${trackLinkParams({ musicFileId: track.musicFileId, startAt }).toString()}`;
}

/** The absolute, shareable link of a track (its musician's page with `?track=`, and `t=` from 1 s on). */
export function absoluteTrackLink(track: Pick<Music, 'musicFileId' | 'musician'>, atSeconds?: number, origin = globalThis.location?.origin ?? ''): string {
  return `${origin}${trackLinkPath(track, atSeconds)}`;
}

/** The query of a track link (`track=`, then `t=` when it starts later than 0 s). */
export function trackLinkParams(link: TrackLink): URLSearchParams {
  const query = new URLSearchParams({ track: String(link.musicFileId) });
  if (link.startAt !== undefined && link.startAt > 0) query.set('t', String(link.startAt));
  return query;
}

/** Reads `?track=` and `?t=` from an address; anything malformed is ignored rather than guessed. */
export function parseTrackLink(search: URLSearchParams): TrackLink | undefined {
  const track = search.get('track');
  if (track === null || !positiveInteger.test(track)) return undefined;
  const link: TrackLink = { musicFileId: Number(track) };
  const t = search.get('t');
  if (t !== null && seconds.test(t)) link.startAt = Number(t);
  return link;
}
