import { useSyncExternalStore } from 'react';
import type { Music } from '../../lib/api/generated/types.gen';

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
  /** The token of the share link the queue was started from (its plays count as plays through share links). */
  readonly shareToken: string | undefined;
  /**
   * The latest request to move within the current track (a click on a waveform, a cue marker), consumed by the
   * player; `count` grows with every request, so asking twice for the same time seeks twice.
   */
  readonly seekRequest: SeekRequest | undefined;
}

/** A request to move the current track to `seconds` without loading it again. */
export interface SeekRequest {
  readonly seconds: number;
  readonly count: number;
}

/** How a queue starts: at a time in its first track (a note's time), and from which share link. */
export interface PlayOptions {
  startAt?: number;
  shareToken?: string;
}

const EMPTY_SNAPSHOT: PlaybackSnapshot = {
  queue: [],
  index: -1,
  current: null,
  playing: false,
  startAt: undefined,
  loadCount: 0,
  shareToken: undefined,
  seekRequest: undefined,
};
let snapshot: PlaybackSnapshot = EMPTY_SNAPSHOT;
let seekCount = 0;
const listeners = new Set<() => void>();

function update(next: Partial<PlaybackSnapshot>): void {
  const merged = { ...snapshot, ...next };
  snapshot = { ...merged, current: merged.queue[merged.index] ?? null };
  for (const listener of listeners) listener();
}

/**
 * Replaces the queue with `tracks` and plays from `startIndex` (call it from a user's click: no autoplay),
 * optionally from `startAt` seconds into that track and on behalf of a share link.
 */
export function playTracks(tracks: readonly Music[], startIndex = 0, options: PlayOptions = {}): void {
  if (tracks.length === 0) return;
  const index = Math.min(Math.max(0, startIndex), tracks.length - 1);
  update({ queue: [...tracks], index, playing: true, startAt: options.startAt, loadCount: snapshot.loadCount + 1, shareToken: options.shareToken });
}

/**
 * Plays `track` from `seconds` (a cue marker, a click on a waveform): within the queue when the track is
 * current, otherwise as a new one-track queue.
 */
export function playTrackFrom(track: Music, seconds: number): void {
  const startAt = Math.max(0, seconds);
  if (snapshot.current?.musicFileId === track.musicFileId) update({ playing: true, seekRequest: nextSeek(startAt) });
  else playTracks([track], 0, { startAt });
}

/** Moves the current track to `seconds` (a click on its waveform) without loading it again or starting it. */
export function seekCurrentTrack(seconds: number): void {
  if (snapshot.current) update({ seekRequest: nextSeek(seconds) });
}

function nextSeek(seconds: number): SeekRequest {
  seekCount += 1;
  return { seconds: Number.isFinite(seconds) ? Math.max(0, seconds) : 0, count: seekCount };
}

/** Loads one track paused, optionally at `startAt` seconds (a shared link): nothing plays until asked. */
export function openTrack(track: Music, options: { startAt?: number } = {}): void {
  update({ queue: [track], index: 0, playing: false, startAt: options.startAt, loadCount: snapshot.loadCount + 1, shareToken: undefined });
}

/** Puts back a queue saved by an earlier visit: the track at `index` loads paused at `startAt` (no autoplay). */
export function restoreQueue(tracks: readonly Music[], index: number, startAt: number): void {
  if (tracks.length === 0) return;
  const at = Math.min(Math.max(0, index), tracks.length - 1);
  update({ queue: [...tracks], index: at, playing: false, startAt: startAt > 0 ? startAt : undefined, loadCount: snapshot.loadCount + 1, shareToken: undefined });
}

/**
 * Applies what the server says now about queued tracks: a newer copy replaces a track (its likes, titles;
 * the current one reloads, at its place, only when its audio changed), `null` removes a deleted one. When the
 * current track is removed, the next remaining one loads paused from its start. Only applies while the queue
 * is still `expected` (the listener may have started another list meanwhile); answers the new queue.
 */
export function reviseQueue(expected: readonly Music[], revised: ReadonlyMap<number, Music | null>): readonly Music[] | undefined {
  if (snapshot.queue !== expected) return undefined;
  const current = snapshot.current;
  const queue: Music[] = [];
  let index = -1;
  for (const [position, track] of snapshot.queue.entries()) {
    const next = revised.has(track.musicFileId) ? revised.get(track.musicFileId)! : track;
    if (position === snapshot.index) index = next ? queue.length : -1 - queue.length;
    if (next) queue.push(next);
  }
  if (queue.length === 0) {
    clearPlayback();
    return snapshot.queue;
  }
  if (index < 0) {
    // The current track is gone: the one after it (or the last) loads, paused, from its start.
    update({ queue, index: Math.min(-1 - index, queue.length - 1), playing: false, startAt: undefined, loadCount: snapshot.loadCount + 1 });
  } else if (current && queue[index]!.audioUrl !== current.audioUrl) {
    update({ queue, index, startAt: undefined, loadCount: snapshot.loadCount + 1 });
  } else {
    update({ queue, index });
  }
  return snapshot.queue;
}

/** Plays the queue's track at `index` from its start (a click on a queue entry). */
export function playQueueIndex(index: number): void {
  if (index < 0 || index >= snapshot.queue.length) return;
  update({ index, playing: true, startAt: undefined, loadCount: snapshot.loadCount + 1 });
}

/** Plays the next track of the queue; at the last track nothing changes. */
export function playNext(): void {
  if (snapshot.index + 1 < snapshot.queue.length) playQueueIndex(snapshot.index + 1);
}

/** Plays the previous track of the queue; at the first track nothing changes. */
export function playPrevious(): void {
  if (snapshot.index > 0) playQueueIndex(snapshot.index - 1);
}

/** The current track played to its end: the next one plays, or, at the end of the queue, playback stops. */
export function finishCurrentTrack(): void {
  if (snapshot.index + 1 < snapshot.queue.length) playQueueIndex(snapshot.index + 1);
  else update({ playing: false });
}

/** Empties the player (nothing loaded); used when the app resets, and by tests. */
export function clearPlayback(): void {
  update({ queue: [], index: -1, playing: false, startAt: undefined, loadCount: snapshot.loadCount + 1, shareToken: undefined, seekRequest: undefined });
}

/** Asks for sound on the loaded track (call it from a user's action: no autoplay). */
export function resumePlayback(): void {
  if (snapshot.current) update({ playing: true });
}

/** Stops the sound; the track stays loaded where it was. */
export function pausePlayback(): void {
  update({ playing: false });
}

/** Pauses when playing, plays when paused. */
export function togglePlayback(): void {
  if (snapshot.playing) pausePlayback();
  else resumePlayback();
}

/** Calls `listener` after every change of the playback state; returns the unsubscribe. */
export function subscribePlayback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The playback state now (outside React). */
export function getPlaybackSnapshot(): PlaybackSnapshot {
  return snapshot;
}

/** The current playback state; re-renders when it changes. */
export function usePlayback(): PlaybackSnapshot {
  // A prerendered page and its hydration show no player: the saved queue comes back after hydration.
  return useSyncExternalStore(subscribePlayback, getPlaybackSnapshot, () => EMPTY_SNAPSHOT);
}
