import { useSyncExternalStore } from 'react';

/**
 * The player's one audio element, published by the player module so that shared views (a waveform on the track
 * page, the musician page) can show the current track's played part from the same element, without importing
 * the player. Screens read it; only the player sets it.
 */
let media: HTMLMediaElement | null = null;
const listeners = new Set<() => void>();

/** Called by the player when it creates (or drops) its audio element. */
export function setPlaybackMedia(next: HTMLMediaElement | null): void {
  if (next === media) return;
  media = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getMedia = () => media;

/** The player's audio element, or null before the player exists. */
export function usePlaybackMedia(): HTMLMediaElement | null {
  return useSyncExternalStore(subscribe, getMedia, getMedia);
}
