import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPlayback, getPlaybackSnapshot, openTrack, pausePlayback, playTrackFrom, playTracks, resumePlayback, seekCurrentTrack } from '../playback';
import { FakeMedia, testTrack } from './fakeMedia.testing';
import type { PlayCounter } from '../playback';
import { createPlayerEngine, type PlayerEngine } from './playerEngine';
import { VOLUME_STORAGE_KEY } from './volumeSetting';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let media: FakeMedia;
let engine: PlayerEngine;
let counter: { begin: ReturnType<typeof vi.fn<PlayCounter['begin']>>; listen: ReturnType<typeof vi.fn<PlayCounter['listen']>>; heard: number };
let volumeStorage: Storage;

function start(): void {
  engine = createPlayerEngine({ media: media.asMedia, counter, volumeStorage });
}

beforeEach(() => {
  clearPlayback();
  media = new FakeMedia();
  volumeStorage = memoryStorage();
  const heard = { heard: 0 };
  counter = {
    begin: vi.fn<PlayCounter['begin']>(() => void (heard.heard = 0)),
    listen: vi.fn<PlayCounter['listen']>((seconds) => void (heard.heard += seconds)),
    get heard() {
      return heard.heard;
    },
  };
});
afterEach(() => {
  engine.dispose();
  clearPlayback();
});

describe('player engine', () => {
  it('loads a shared track paused at its time, without playing', () => {
    start();
    openTrack(testTrack(1, 32), { startAt: 12 });
    expect(media.src).toBe('/files/audio-1.wav');
    expect(engine.getState()).toMatchObject({ status: 'loading', position: 12, duration: 32 });
    media.loadMetadata(32);
    expect(media.currentTime).toBe(12);
    expect(engine.getState()).toMatchObject({ status: 'ready', position: 12, sounding: false });
    expect(media.play).not.toHaveBeenCalled();
  });

  it('plays when asked, and pauses when asked', async () => {
    start();
    openTrack(testTrack(1));
    media.loadMetadata(20);
    resumePlayback();
    await flush();
    expect(media.play).toHaveBeenCalledOnce();
    expect(engine.getState().sounding).toBe(true);
    pausePlayback();
    expect(media.pause).toHaveBeenCalled();
    expect(engine.getState().sounding).toBe(false);
  });

  it('plays the next queued track at the end of one, and stops after the last', async () => {
    start();
    playTracks([testTrack(1), testTrack(2)]);
    media.loadMetadata(20);
    await flush();
    media.finish();
    expect(media.src).toBe('/files/audio-2.wav');
    expect(getPlaybackSnapshot().playing).toBe(true);
    expect(media.play).toHaveBeenCalledTimes(2);
    media.loadMetadata(20);
    await flush();
    media.finish();
    expect(getPlaybackSnapshot()).toMatchObject({ playing: false, index: 1 });
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it('feeds the counter only with what was heard, not with what a seek skipped', async () => {
    start();
    playTracks([testTrack(1, 20)]);
    expect(counter.begin).toHaveBeenCalledWith(1, 20, undefined);
    media.loadMetadata(20);
    await flush();
    media.advance(2);
    engine.seek(15);
    media.emit('seeking');
    media.advance(3);
    expect(counter.heard).toBeCloseTo(5);
  });

  it('tells the counter which share link the queue was started from, for every track of it', () => {
    start();
    playTracks([testTrack(1, 20), testTrack(2, 30)], 0, { shareToken: 'token-of-a-shared-shortlist' });
    expect(counter.begin).toHaveBeenLastCalledWith(1, 20, 'token-of-a-shared-shortlist');
    media.loadMetadata(20);
    media.finish();
    expect(counter.begin).toHaveBeenLastCalledWith(2, 30, 'token-of-a-shared-shortlist');
    playTracks([testTrack(3, 20)]);
    expect(counter.begin).toHaveBeenLastCalledWith(3, 20, undefined);
  });

  it('does not count time while paused or loading', () => {
    start();
    openTrack(testTrack(1, 20));
    media.currentTime = 3;
    media.emit('timeupdate');
    media.loadMetadata(20);
    media.advance(2);
    expect(counter.heard).toBe(0);
  });

  it('follows a pause that came from outside (a headset, the system)', async () => {
    start();
    playTracks([testTrack(1)]);
    media.loadMetadata(20);
    await flush();
    media.pause();
    expect(getPlaybackSnapshot().playing).toBe(false);
  });

  it('shows a refused start as paused (no autoplay)', async () => {
    start();
    media.playOutcome = 'refuse';
    playTracks([testTrack(1)]);
    await flush();
    expect(getPlaybackSnapshot().playing).toBe(false);
  });

  it('reports an error, and a retry reloads at the same time and plays on', async () => {
    start();
    playTracks([testTrack(1)]);
    media.loadMetadata(20);
    await flush();
    media.advance(4);
    media.emit('error');
    expect(engine.getState().status).toBe('error');
    expect(getPlaybackSnapshot().playing).toBe(false);
    engine.retry();
    expect(media.loads).toEqual(['/files/audio-1.wav', '/files/audio-1.wav']);
    expect(getPlaybackSnapshot().playing).toBe(true);
    media.loadMetadata(20);
    expect(media.currentTime).toBe(4);
    expect(engine.getState().status).toBe('ready');
  });

  it('moves the current track to a requested time without loading it again, and plays from a marker', async () => {
    start();
    const track = testTrack(1, 40);
    openTrack(track);
    media.loadMetadata(40);
    const loads = media.loads.length;
    seekCurrentTrack(20);
    expect(media.currentTime).toBe(20);
    expect(engine.getState()).toMatchObject({ status: 'ready', position: 20 });
    expect(media.play).not.toHaveBeenCalled();
    playTrackFrom(track, 33);
    await flush();
    expect(media.currentTime).toBe(33);
    expect(media.play).toHaveBeenCalled();
    expect(media.loads).toHaveLength(loads);
    expect(engine.getState().status).toBe('ready');
  });

  it('clamps seeks to the track', () => {
    start();
    openTrack(testTrack(1, 20));
    media.loadMetadata(20);
    engine.seek(-5);
    expect(media.currentTime).toBe(0);
    engine.seek(99);
    expect(media.currentTime).toBe(20);
  });

  it('remembers the volume and mute for the next visit', () => {
    volumeStorage.setItem(VOLUME_STORAGE_KEY, JSON.stringify({ volume: 0.3, muted: true }));
    start();
    expect(media.volume).toBe(0.3);
    expect(media.muted).toBe(true);
    engine.setVolume(0.6);
    expect(engine.getState()).toMatchObject({ volume: 0.6, muted: false });
    engine.toggleMute();
    expect(JSON.parse(volumeStorage.getItem(VOLUME_STORAGE_KEY)!)).toEqual({ volume: 0.6, muted: true });
  });
});
