import { beforeEach, describe, expect, it } from 'vitest';
import type { Music } from '../../lib/api/generated/types.gen';
import { clearPlayback, getPlaybackSnapshot, playTracks, reviseQueue } from './playbackStore';
import { restoreSavedPlayback } from './restorePlayback';
import { POSITION_STORAGE_KEY, QUEUE_STORAGE_KEY, readSavedPlayback, savePosition, saveQueue } from './savedPlayback';

const track = (musicFileId: number, overrides: Partial<Music> = {}): Music => ({
  musicFileId,
  title: { ko: `곡 ${musicFileId}`, en: `Track ${musicFileId}` },
  description: { ko: '', en: '' },
  coverUrl: null,
  coverImage: null,
  audioUrl: `/api/v1/files/audio-${musicFileId}`,
  audioContentType: 'audio/wav',
  durationSeconds: 40,
  sound: null,
  genre: { genreId: 1, label: { ko: '장르', en: 'Genre' } },
  keywords: [{ keywordId: 2, label: { ko: '새벽', en: 'Dawn' } }],
  cueMarkers: [],
  likeCount: 1,
  playCount: 3,
  liked: false,
  musician: { musicianId: 7, name: { ko: '음악가', en: 'Musician' } },
  createdAt: '2025-08-01T00:00:00Z',
  ...overrides,
});

/** A storage in memory (localStorage's two calls). */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

beforeEach(() => clearPlayback());

describe('the saved playback', () => {
  it('comes back as it was saved: queue, current track and position', () => {
    const storage = memoryStorage();
    saveQueue([track(1), track(2)], 1, storage);
    savePosition(2, 12.345, storage);
    expect(readSavedPlayback(storage)).toEqual({ queue: [track(1), track(2)], index: 1, position: 12.3 });
  });

  it('is nothing when nothing or garbage was saved', () => {
    expect(readSavedPlayback(memoryStorage())).toBeUndefined();
    expect(readSavedPlayback(memoryStorage({ [QUEUE_STORAGE_KEY]: '{not json' }))).toBeUndefined();
    expect(readSavedPlayback(memoryStorage({ [QUEUE_STORAGE_KEY]: '{"queue":"x","index":0}' }))).toBeUndefined();
    expect(readSavedPlayback(memoryStorage({ [QUEUE_STORAGE_KEY]: '{"queue":[{"musicFileId":1}],"index":0}' }))).toBeUndefined();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSavedPlayback(throwing)).toBeUndefined();
  });

  it('drops broken entries; a broken current track falls to the next one, from its start', () => {
    const broken = { ...track(2), audioUrl: 'https://elsewhere.example/a.wav' };
    const storage = memoryStorage({
      [QUEUE_STORAGE_KEY]: JSON.stringify({ queue: [track(1), broken, track(3)], index: 1 }),
      [POSITION_STORAGE_KEY]: JSON.stringify({ musicFileId: 2, seconds: 20 }),
    });
    expect(readSavedPlayback(storage)).toEqual({ queue: [track(1), track(3)], index: 1, position: 0 });
  });

  it('ignores a position of another track, a strange one, or one at the very end', () => {
    const at = (position: unknown) =>
      readSavedPlayback(memoryStorage({ [QUEUE_STORAGE_KEY]: JSON.stringify({ queue: [track(1)], index: 0 }), [POSITION_STORAGE_KEY]: JSON.stringify(position) }))
        ?.position;
    expect(at({ musicFileId: 1, seconds: 30 })).toBe(30);
    expect(at({ musicFileId: 9, seconds: 30 })).toBe(0);
    expect(at({ musicFileId: 1, seconds: '30' })).toBe(0);
    expect(at({ musicFileId: 1, seconds: 40 })).toBe(0);
  });

  it('is removed when the queue empties', () => {
    const storage = memoryStorage();
    saveQueue([track(1)], 0, storage);
    savePosition(1, 3, storage);
    saveQueue([], -1, storage);
    expect(storage.map.size).toBe(0);
  });
});

describe('restoring after a reload', () => {
  it('loads the current track paused at its position, then drops deleted tracks and takes newer copies', async () => {
    const storage = memoryStorage();
    saveQueue([track(1), track(2), track(3)], 1, storage);
    savePosition(2, 30, storage);
    const checks: number[] = [];
    let release: () => void = () => undefined;
    const others = new Promise<void>((resolve) => (release = resolve));
    const done = restoreSavedPlayback(storage, async (id) => {
      checks.push(id);
      if (id !== 2) await others;
      return id === 3 ? null : track(id, { likeCount: 5, liked: true });
    });
    expect(getPlaybackSnapshot()).toMatchObject({ index: 1, playing: false, startAt: 30 });
    expect(getPlaybackSnapshot().current?.musicFileId).toBe(2);
    const loads = getPlaybackSnapshot().loadCount;
    release();
    await done;
    expect(checks[0]).toBe(2);
    expect(getPlaybackSnapshot().queue.map((entry) => entry.musicFileId)).toEqual([1, 2]);
    expect(getPlaybackSnapshot()).toMatchObject({ index: 1, playing: false, loadCount: loads });
    expect(getPlaybackSnapshot().current).toMatchObject({ liked: true, likeCount: 5 });
  });

  it('moves on, paused and from the start, when the current track was deleted; keeps a track the server could not answer for', async () => {
    const storage = memoryStorage();
    saveQueue([track(1), track(2), track(3)], 1, storage);
    savePosition(2, 30, storage);
    await restoreSavedPlayback(storage, async (id) => (id === 2 ? null : id === 3 ? undefined : track(id)));
    expect(getPlaybackSnapshot().queue.map((entry) => entry.musicFileId)).toEqual([1, 3]);
    expect(getPlaybackSnapshot()).toMatchObject({ index: 1, playing: false, startAt: undefined });
  });

  it('empties the player when every track was deleted', async () => {
    const storage = memoryStorage();
    saveQueue([track(1)], 0, storage);
    await restoreSavedPlayback(storage, async () => null);
    expect(getPlaybackSnapshot().current).toBeNull();
  });

  it('leaves a list the listener started meanwhile alone', async () => {
    const storage = memoryStorage();
    saveQueue([track(1), track(2)], 0, storage);
    let answer: (value: null) => void = () => undefined;
    const done = restoreSavedPlayback(storage, () => new Promise((resolve) => (answer = resolve)));
    playTracks([track(5)]);
    answer(null);
    await done;
    expect(getPlaybackSnapshot()).toMatchObject({ playing: true, queue: [track(5)] });
  });
});

describe('revising the queue', () => {
  it('reloads the current track only when its audio changed', () => {
    playTracks([track(1), track(2)]);
    const loads = getPlaybackSnapshot().loadCount;
    reviseQueue(getPlaybackSnapshot().queue, new Map([[1, track(1, { likeCount: 9 })]]));
    expect(getPlaybackSnapshot()).toMatchObject({ loadCount: loads, playing: true });
    reviseQueue(getPlaybackSnapshot().queue, new Map([[1, track(1, { audioUrl: '/api/v1/files/new' })]]));
    expect(getPlaybackSnapshot().loadCount).toBe(loads + 1);
  });
});
