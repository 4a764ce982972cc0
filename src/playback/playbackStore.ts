import { useSyncExternalStore } from 'react';
import type { Music } from '../api/generated/types.gen';

/** What the player plays: the queue, the position in it, and whether it should be sounding. */
export interface PlaybackSnapshot {
  readonly queue: readonly Music[];
  /** Index of the current track in `queue`, -1 when nothing is loaded. */
  readonly index: number;
  readonly current: Music | null;
  /** The listener asked for sound (the player may still be buffering). */
  readonly playing: boolean;
  /** Where the current track should start, in seconds (from a shared link), consumed by the player. */
  readonly startAt: number | undefined;
  /** Increases on every request to (re)load the current track, so the same track can be restarted. */
  readonly loadCount: number;
}

let snapshot: PlaybackSnapshot = { queue: [], index: -1, current: null, playing: false, startAt: undefined, loadCount: 0 };
const listeners = new Set<() => void>();

function update(next: Partial<PlaybackSnapshot>): void {
  const merged = { ...snapshot, ...next };
  snapshot = { ...merged, current: merged.queue[merged.index] ?? null };
  for (const listener of listeners) listener();
}

/** Replaces the queue with `tracks` and plays from `startIndex` (call it from a user's click: no autoplay). */
export function playTracks(tracks: readonly Music[], startIndex = 0): void {
  if (tracks.length === 0) return;
  const index = Math.min(Math.max(0, startIndex), tracks.length - 1);
  update({ queue: [...tracks], index, playing: true, startAt: undefined, loadCount: snapshot.loadCount + 1 });
}

/** Loads one track paused, optionally at `startAt` seconds (a shared link): nothing plays until asked. */
export function openTrack(track: Music, options: { startAt?: number } = {}): void {
  update({ queue: [track], index: 0, playing: false, startAt: options.startAt, loadCount: snapshot.loadCount + 1 });
}

export function resumePlayback(): void {
  if (snapshot.current) update({ playing: true });
}

export function pausePlayback(): void {
  update({ playing: false });
}

export function togglePlayback(): void {
  if (snapshot.playing) pausePlayback();
  else resumePlayback();
}

export function subscribePlayback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPlaybackSnapshot(): PlaybackSnapshot {
  return snapshot;
}

/** The current playback state; re-renders when it changes. */
export function usePlayback(): PlaybackSnapshot {
  return useSyncExternalStore(subscribePlayback, getPlaybackSnapshot, getPlaybackSnapshot);
}
