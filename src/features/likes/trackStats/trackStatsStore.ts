import { useSyncExternalStore } from 'react';
import type { Music } from '../../../lib/api/generated/types.gen';

/** The numbers of a track that change while the app runs: likes (and whether the user likes it) and plays. */
export interface TrackStats {
  liked: boolean;
  likeCount: number;
  playCount: number;
}

type Override = Partial<TrackStats>;

let overrides = new Map<number, Override>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Records newer numbers for a track; every list, card and player showing it re-renders with them. */
export function updateTrackStats(musicFileId: number, stats: Override): void {
  const next = new Map(overrides);
  next.set(musicFileId, { ...overrides.get(musicFileId), ...stats });
  overrides = next;
  emit();
}

/** Forgets every recorded number (the session changed: another user's likes differ). */
export function clearTrackStats(): void {
  overrides = new Map();
  emit();
}

/** The numbers the app knows best: what changed here since a list was loaded, else what the list said. */
export function mergeTrackStats(track: Pick<Music, 'musicFileId' | 'liked' | 'likeCount' | 'playCount'>, source = overrides): TrackStats {
  return { liked: track.liked, likeCount: track.likeCount, playCount: track.playCount, ...source.get(track.musicFileId) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getOverrides = () => overrides;

/** A track's current numbers; re-renders when they change anywhere in the app. */
export function useTrackStats(track: Pick<Music, 'musicFileId' | 'liked' | 'likeCount' | 'playCount'>): TrackStats {
  const current = useSyncExternalStore(subscribe, getOverrides, getOverrides);
  return mergeTrackStats(track, current);
}
