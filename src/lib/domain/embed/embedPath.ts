/**
 * The embeddable player's address, `/embed/track/{musicFileId}`: the one page of Cue Connect another site may
 * put in an `<iframe>`. The app (its snippet), the embed entry (which track to show) and the local server (which
 * answer may be framed, and which HTML it is) share these rules.
 */

/** The path prefix of embed pages. */
export const EMBED_PATH_PREFIX = '/embed/track/';

const EMBED_TRACK_PATH = /^\/embed\/track\/([1-9]\d{0,9})\/?$/;

/** The embed page of a track. */
export function embedTrackPath(musicFileId: number): string {
  return `${EMBED_PATH_PREFIX}${musicFileId}`;
}

/** The track an embed path shows, or undefined when the path is not an embed page of a valid id. */
export function parseEmbedTrackPath(pathname: string): number | undefined {
  const match = EMBED_TRACK_PATH.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

/** Whether a path is under the embed pages (valid id or not: the embed page itself says a track is unavailable). */
export function isEmbedPath(pathname: string): boolean {
  return pathname.startsWith(EMBED_PATH_PREFIX);
}
