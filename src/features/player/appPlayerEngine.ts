import i18next from 'i18next';
import { setPlaybackMedia } from '../playback';
import { updateTrackStats } from '../likes';
import { connectMediaSession } from './mediaSession';
import { createPlayCounter } from '../playback';
import { createPlayerEngine, type PlayerEngine } from './playerEngine';
import { recordTrackPlay } from '../playback';
import { rememberPlayback } from './rememberPlayback';

let engine: PlayerEngine | undefined;

/**
 * The app's player: ONE `<audio preload="metadata">` for the whole app (kept at the end of `<body>`, so it
 * outlives every page), its play counter (a counted play updates the count on every screen) and the
 * system's media controls when the browser has them; the queue and position are kept for the next visit.
 * Created on first use.
 */
export function appPlayerEngine(): PlayerEngine {
  if (engine) return engine;
  const audio = document.createElement('audio');
  audio.preload = 'metadata';
  audio.className = 'app-player-audio';
  document.body.append(audio);
  // Waveforms on any page draw the current track's played part from this element (src/features/playback).
  setPlaybackMedia(audio);
  engine = createPlayerEngine({
    media: audio,
    counter: createPlayCounter({
      record: recordTrackPlay,
      onCounted: (musicFileId, playCount) => updateTrackStats(musicFileId, { playCount }),
    }),
  });
  rememberPlayback(engine);
  const session = globalThis.navigator?.mediaSession;
  if (session && typeof MediaMetadata === 'function') {
    connectMediaSession({
      session,
      engine,
      language: () => i18next.resolvedLanguage ?? i18next.language,
      onLanguageChange: (listener) => {
        i18next.on('languageChanged', listener);
        return () => i18next.off('languageChanged', listener);
      },
    });
  }
  return engine;
}
