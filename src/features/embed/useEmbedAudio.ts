import { useEffect, useMemo, useRef, useState } from 'react';
import type { Music } from '../../lib/api/generated/types.gen';
import { createPlayCounter } from '../playback';
import { listenedBetween } from '../playback';
import { recordEmbedPlay } from './embedApi';

export interface EmbedAudioState {
  playing: boolean;
  /** Seconds played. */
  position: number;
  /** The track's length: the stored one until the audio says otherwise. */
  duration: number;
  /** The audio could not be played. */
  failed: boolean;
}

export interface EmbedAudio {
  state: EmbedAudioState;
  /** Attach to the page's one `<audio>` element. */
  ref: (element: HTMLAudioElement | null) => void;
  /** That element once attached (the waveform follows it). */
  element: HTMLAudioElement | null;
  toggle: () => void;
  seek: (seconds: number) => void;
  /** Plays from a time (a cue marker). */
  playFrom: (seconds: number) => void;
}

/**
 * sessionStorage, or a store that lasts as long as the page where the framing site's browser blocks storage
 * (reading `sessionStorage` then throws).
 */
function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    const storage = globalThis.sessionStorage;
    storage.getItem('cue-player-listener-id');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
}

/**
 * The embed page's playback: one `<audio>` element for the one track, nothing plays without a click. Plays are
 * counted by the player's own rule (`src/features/playback/counting/playCounter`: once per listener and track per session,
 * after 30 s or half the track of real listening).
 */
export function useEmbedAudio(music: Pick<Music, 'musicFileId' | 'durationSeconds'>, startSeconds = 0): EmbedAudio {
  const element = useRef<HTMLAudioElement | null>(null);
  /** Where the snippet asks the track to start (`?t=`), within the track. */
  const start = Math.max(0, Math.min(startSeconds, Math.floor(music.durationSeconds)));
  const [state, setState] = useState<EmbedAudioState>({ playing: false, position: start, duration: music.durationSeconds, failed: false });
  /** The first play starts from `start`, unless the listener moved first. */
  const startPending = useRef(start > 0);
  const counter = useMemo(() => createPlayCounter({ record: (musicFileId, listenerId) => recordEmbedPlay(musicFileId, listenerId), storage: sessionStore() }), []);
  const heardUpTo = useRef(0);
  const [attached, setAttached] = useState<HTMLAudioElement | null>(null);

  useEffect(() => {
    counter.begin(music.musicFileId, music.durationSeconds);
    heardUpTo.current = start;
  }, [counter, music.musicFileId, music.durationSeconds, start]);

  const listeners = useMemo(() => {
    const update = (patch: Partial<EmbedAudioState>) => setState((previous) => ({ ...previous, ...patch }));
    return {
      play: () => update({ playing: true, failed: false }),
      pause: () => update({ playing: false }),
      ended: () => update({ playing: false }),
      error: () => update({ playing: false, failed: true }),
      durationchange: (event: Event) => {
        const seconds = (event.currentTarget as HTMLAudioElement).duration;
        if (Number.isFinite(seconds) && seconds > 0) update({ duration: seconds });
      },
      timeupdate: (event: Event) => {
        const seconds = (event.currentTarget as HTMLAudioElement).currentTime;
        counter.listen(listenedBetween(heardUpTo.current, seconds));
        heardUpTo.current = seconds;
        update({ position: seconds });
      },
    } satisfies Record<string, (event: Event) => void>;
  }, [counter]);

  const ref = useMemo(
    () => (next: HTMLAudioElement | null) => {
      const previous = element.current;
      if (previous) for (const [type, listener] of Object.entries(listeners)) previous.removeEventListener(type, listener);
      element.current = next;
      if (next) for (const [type, listener] of Object.entries(listeners)) next.addEventListener(type, listener);
      setAttached(next);
    },
    [listeners],
  );

  const seek = (seconds: number) => {
    const audio = element.current;
    if (!audio) return;
    const target = Math.max(0, Math.min(seconds, state.duration));
    audio.currentTime = target;
    heardUpTo.current = target;
    startPending.current = false;
    setState((previous) => ({ ...previous, position: target }));
  };
  const play = () => {
    const audio = element.current;
    if (!audio) return;
    if (startPending.current) {
      startPending.current = false;
      audio.currentTime = start;
      heardUpTo.current = start;
    }
    void audio.play().catch(() => undefined);
  };

  return {
    state,
    ref,
    element: attached,
    toggle: () => {
      if (element.current?.paused === false) element.current.pause();
      else play();
    },
    seek,
    playFrom: (seconds) => {
      seek(seconds);
      play();
    },
  };
}
