import { useSyncExternalStore } from 'react';
import type { PlayerEngine, PlayerState } from './playerEngine';

/** The engine's state (time, duration, loading, volume); re-renders when it changes. */
export function usePlayerState(engine: PlayerEngine): PlayerState {
  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
}
