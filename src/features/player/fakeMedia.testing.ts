import { vi } from 'vitest';
import type { Music } from '../../lib/api/generated/types.gen';
import type { PlayerMedia } from './playerEngine';

/**
 * A stand-in for the `<audio>` element in tests: it records what the player asks and lets a test play the
 * part of the browser (metadata arrives, time passes, the track ends, an error happens).
 */
export class FakeMedia extends EventTarget {
  #src = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  #volume = 1;
  #muted = false;
  /** What the next `play()` does: start, or refuse as a browser blocking autoplay would. */
  playOutcome: 'start' | 'refuse' = 'start';
  readonly loads: string[] = [];

  readonly play = vi.fn(async () => {
    if (this.playOutcome === 'refuse') throw new DOMException('Autoplay blocked', 'NotAllowedError');
    if (!this.paused) return;
    this.paused = false;
    this.ended = false;
    this.emit('play');
    this.emit('playing');
  });

  readonly pause = vi.fn(() => {
    if (this.paused) return;
    this.paused = true;
    this.emit('pause');
  });

  readonly load = vi.fn(() => {
    this.paused = true;
  });

  get src(): string {
    return this.#src;
  }
  /** Like the real element: a new source runs the load algorithm (paused, at the start). */
  set src(value: string) {
    this.#src = value;
    this.loads.push(value);
    this.paused = true;
    this.ended = false;
    this.currentTime = 0;
    this.duration = Number.NaN;
  }
  get volume(): number {
    return this.#volume;
  }
  set volume(value: number) {
    this.#volume = value;
    this.emit('volumechange');
  }
  get muted(): boolean {
    return this.#muted;
  }
  set muted(value: boolean) {
    this.#muted = value;
    this.emit('volumechange');
  }

  removeAttribute(name: string): void {
    if (name === 'src') this.#src = '';
  }

  emit(type: string): void {
    this.dispatchEvent(new Event(type));
  }

  /** The metadata of the source arrived. */
  loadMetadata(duration: number): void {
    this.duration = duration;
    this.emit('durationchange');
    this.emit('loadedmetadata');
    this.emit('canplay');
  }

  /** Plays on for `seconds`, with `timeupdate` every quarter second as browsers do. */
  advance(seconds: number): void {
    for (let played = 0; played < seconds - 1e-9; played += 0.25) {
      this.currentTime = Math.min(this.currentTime + 0.25, this.duration);
      this.emit('timeupdate');
    }
  }

  /** Plays to the end: the element pauses, then ends. */
  finish(): void {
    this.currentTime = this.duration;
    this.paused = true;
    this.ended = true;
    this.emit('timeupdate');
    this.emit('pause');
    this.emit('ended');
  }

  /** The element as the player's type (it implements the parts the player uses). */
  get asMedia(): PlayerMedia {
    return this;
  }
}

/** A seeded `Music` with the fields the player reads. */
export function testTrack(musicFileId: number, durationSeconds = 20, overrides: Partial<Music> = {}): Music {
  return {
    musicFileId,
    title: { ko: `곡 ${musicFileId}`, en: `Track ${musicFileId}` },
    description: { ko: '', en: '' },
    coverUrl: `/files/cover-${musicFileId}.png`,
    coverImage: null,
    audioUrl: `/files/audio-${musicFileId}.wav`,
    audioContentType: 'audio/wav' as const,
    durationSeconds,
    sound: null,
    genre: { genreId: 1, label: { ko: '장르', en: 'Genre' } },
    keywords: [],
    cueMarkers: [],
    likeCount: 0,
    playCount: 3,
    liked: false,
    musician: { musicianId: 40 + musicFileId, name: { ko: `음악가 ${musicFileId}`, en: `Musician ${musicFileId}` } },
    createdAt: '2025-08-01T00:00:00Z',
    ...overrides,
  };
}
