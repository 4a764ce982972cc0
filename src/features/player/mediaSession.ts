import type { Music } from '../../lib/api/generated/types.gen';
import { getPlaybackSnapshot, pausePlayback, playNext, playPrevious, resumePlayback, subscribePlayback } from '../playback';
import { dataLanguage, localizedText } from '../../lib/i18n/localized';
import type { PlayerEngine } from './playerEngine';

/** Seconds the system's "seek backward/forward" buttons move when they do not say. */
export const DEFAULT_SEEK_OFFSET_SECONDS = 10;

/** The parts of `navigator.mediaSession` the player uses (a fake one in tests). */
export type MediaSessionLike = Pick<MediaSession, 'metadata' | 'playbackState' | 'setActionHandler' | 'setPositionState'>;

export interface MediaSessionOptions {
  session: MediaSessionLike;
  engine: PlayerEngine;
  /** The interface language now (`ko` | `en`). */
  language: () => string;
  /** Calls back when the interface language changes; returns the unsubscribe. */
  onLanguageChange?: (listener: () => void) => () => void;
  /** Builds the metadata (the browser's `MediaMetadata`). */
  createMetadata?: (init: MediaMetadataInit) => MediaMetadata;
  /** Makes the cover's address absolute (the page's address by default). */
  baseUrl?: string;
}

function metadataFor(track: Music, options: MediaSessionOptions): MediaMetadataInit {
  const language = dataLanguage(options.language());
  const init: MediaMetadataInit = { title: localizedText(track.title, language), artist: localizedText(track.musician.name, language) };
  if (track.coverUrl) init.artwork = [{ src: new URL(track.coverUrl, options.baseUrl ?? globalThis.location.href).href }];
  return init;
}

/**
 * Shows the current track on the system's media controls (lock screen, headset keys, browser media hub) and
 * lets them play, pause, skip and seek. Keeps `playbackState` and the position in step with the player.
 * Returns the disconnect.
 */
export function connectMediaSession(options: MediaSessionOptions): () => void {
  const { session, engine } = options;
  const createMetadata = options.createMetadata ?? ((init: MediaMetadataInit) => new MediaMetadata(init));
  const seekBy = (offset: number) => engine.seek(engine.getState().position + offset);
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => resumePlayback()],
    ['pause', () => pausePlayback()],
    ['previoustrack', () => playPrevious()],
    ['nexttrack', () => playNext()],
    ['seekto', (details) => details.seekTime !== undefined && engine.seek(details.seekTime)],
    ['seekbackward', (details) => seekBy(-(details.seekOffset ?? DEFAULT_SEEK_OFFSET_SECONDS))],
    ['seekforward', (details) => seekBy(details.seekOffset ?? DEFAULT_SEEK_OFFSET_SECONDS)],
  ];
  const setHandlers = (active: boolean) => {
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, active ? handler : null);
      } catch {
        // This browser does not know the action.
      }
    }
  };

  let shownTrack: Music | null = null;
  let shownLanguage: string | undefined;
  const showMetadata = (force = false) => {
    const track = getPlaybackSnapshot().current;
    if (!force && track === shownTrack && options.language() === shownLanguage) return;
    shownTrack = track;
    shownLanguage = options.language();
    session.metadata = track ? createMetadata(metadataFor(track, options)) : null;
  };

  const update = () => {
    showMetadata();
    const { current, playing } = getPlaybackSnapshot();
    session.playbackState = current ? (playing ? 'playing' : 'paused') : 'none';
    const { duration, position, status } = engine.getState();
    if (!current || status === 'idle' || !(duration > 0) || !Number.isFinite(duration)) return;
    try {
      session.setPositionState({ duration, position: Math.min(Math.max(0, position), duration), playbackRate: 1 });
    } catch {
      // An inconsistent position is skipped rather than breaking playback.
    }
  };

  setHandlers(true);
  const stops = [subscribePlayback(update), engine.subscribe(update), options.onLanguageChange?.(() => showMetadata(true))];
  update();
  return () => {
    for (const stop of stops) stop?.();
    setHandlers(false);
  };
}
