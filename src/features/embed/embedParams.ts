import { parseEmbedTrackPath } from '../../lib/domain/embed/embedPath';
import { isLanguage, readStoredLanguage, type Language } from '../../lib/i18n/languages';

/** What the embed page's address asks for. */
export interface EmbedParams {
  /** The track, or undefined when the address names none (the page then says the track is not available). */
  musicFileId: number | undefined;
  /** `?lang=en|ko`, else the language saved by the app on this origin, else Korean. */
  language: Language;
  /** `?theme=light|dark` forces a theme; by default the system's (prefers-color-scheme). */
  theme: 'light' | 'dark' | undefined;
  /** `?t=<seconds>`: where the track starts (0 by default; the player keeps it within the track). */
  startSeconds: number;
}

const positiveInteger = /^[1-9]\d{0,9}$/;

/**
 * Reads the embed page's address: `/embed/track/{id}` (or `/embed.html?track={id}`, where the static build's
 * fallback page hands over), `?lang=`, `?theme=` and `?t=`.
 */
export function readEmbedParams(location: Pick<Location, 'pathname' | 'search'>, storage?: Pick<Storage, 'getItem'>): EmbedParams {
  const query = new URLSearchParams(location.search);
  const track = query.get('track');
  const musicFileId = parseEmbedTrackPath(location.pathname) ?? (track !== null && positiveInteger.test(track) ? Number(track) : undefined);
  const lang = query.get('lang');
  const theme = query.get('theme');
  const start = query.get('t');
  return {
    musicFileId,
    language: isLanguage(lang) ? lang : (readStoredLanguage(storage) ?? 'ko'),
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
    startSeconds: start !== null && /^\d{1,5}$/.test(start) ? Number(start) : 0,
  };
}
