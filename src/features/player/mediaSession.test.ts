import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearPlayback, getPlaybackSnapshot, openTrack, playTracks } from '../playback';
import { FakeMedia, testTrack } from './fakeMedia.testing';
import { connectMediaSession, type MediaSessionLike } from './mediaSession';
import { createPlayerEngine, type PlayerEngine } from './playerEngine';

/** A stand-in for `navigator.mediaSession`. */
class FakeMediaSession {
  metadata: MediaMetadataInit | null = null;
  playbackState: MediaSessionPlaybackState = 'none';
  positions: MediaPositionState[] = [];
  readonly handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
    this.handlers.set(action, handler);
  }
  setPositionState(state: MediaPositionState) {
    this.positions.push(state);
  }
  press(action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) {
    this.handlers.get(action)!({ action, ...details });
  }
}

let media: FakeMedia;
let engine: PlayerEngine;
let session: FakeMediaSession;
let language: string;
let disconnect: () => void;
let languageListener: (() => void) | undefined;

beforeEach(() => {
  clearPlayback();
  media = new FakeMedia();
  engine = createPlayerEngine({ media: media.asMedia, volumeStorage: undefined });
  session = new FakeMediaSession();
  language = 'en';
  disconnect = connectMediaSession({
    session: session as unknown as MediaSessionLike,
    engine,
    language: () => language,
    onLanguageChange: (listener) => {
      languageListener = listener;
      return () => (languageListener = undefined);
    },
    createMetadata: (init) => init as MediaMetadata,
    baseUrl: 'http://cue.test/musician-list',
  });
});
afterEach(() => {
  disconnect();
  engine.dispose();
  clearPlayback();
});

describe('media session', () => {
  it('shows the track: title, musician and cover, in the interface language', () => {
    playTracks([testTrack(1)]);
    expect(session.metadata).toEqual({ title: 'Track 1', artist: 'Musician 1', artwork: [{ src: 'http://cue.test/files/cover-1.png' }] });
    language = 'ko';
    languageListener?.();
    expect(session.metadata).toMatchObject({ title: '곡 1', artist: '음악가 1' });
  });

  it('keeps the playback state and the position in step', async () => {
    openTrack(testTrack(1, 20), { startAt: 5 });
    expect(session.playbackState).toBe('paused');
    media.loadMetadata(20);
    expect(session.positions.at(-1)).toEqual({ duration: 20, position: 5, playbackRate: 1 });
    session.press('play');
    await Promise.resolve();
    expect(session.playbackState).toBe('playing');
    media.advance(1);
    expect(session.positions.at(-1)).toEqual({ duration: 20, position: 6, playbackRate: 1 });
    session.press('pause');
    expect(session.playbackState).toBe('paused');
    expect(media.paused).toBe(true);
  });

  it('skips and seeks from the system controls', () => {
    playTracks([testTrack(1), testTrack(2), testTrack(3)]);
    session.press('nexttrack');
    expect(getPlaybackSnapshot().current?.musicFileId).toBe(2);
    session.press('previoustrack');
    expect(getPlaybackSnapshot().current?.musicFileId).toBe(1);
    media.loadMetadata(20);
    session.press('seekto', { seekTime: 12 });
    expect(media.currentTime).toBe(12);
    session.press('seekbackward', {});
    expect(media.currentTime).toBe(2);
    session.press('seekforward', { seekOffset: 5 });
    expect(media.currentTime).toBe(7);
  });

  it('registers every action, and removes them when disconnected', () => {
    const actions = ['play', 'pause', 'previoustrack', 'nexttrack', 'seekto', 'seekbackward', 'seekforward'];
    expect([...session.handlers.keys()].sort()).toEqual([...actions].sort());
    disconnect();
    expect([...session.handlers.values()].every((handler) => handler === null)).toBe(true);
    disconnect = () => {};
  });

  it('clears the metadata when nothing is loaded', () => {
    playTracks([testTrack(1)]);
    clearPlayback();
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
  });
});
