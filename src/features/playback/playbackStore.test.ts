import { beforeEach, describe, expect, it } from 'vitest';
import type { Music } from '../../lib/api/generated/types.gen';
import {
  clearPlayback,
  finishCurrentTrack,
  getPlaybackSnapshot,
  openTrack,
  pausePlayback,
  playNext,
  playPrevious,
  playQueueIndex,
  playTrackFrom,
  playTracks,
  seekCurrentTrack,
  resumePlayback,
  togglePlayback,
} from './playbackStore';

const track = (musicFileId: number) => ({ musicFileId, title: { ko: `곡 ${musicFileId}`, en: `Track ${musicFileId}` } }) as Music;
const [one, two, three] = [track(1), track(2), track(3)];
const now = () => getPlaybackSnapshot();

beforeEach(() => clearPlayback());

describe('playback store', () => {
  it('plays a list from the chosen track', () => {
    playTracks([one, two, three], 1);
    expect(now()).toMatchObject({ index: 1, current: two, playing: true, startAt: undefined });
    expect(now().queue).toEqual([one, two, three]);
  });

  it('ignores an empty list and clamps the start', () => {
    playTracks([]);
    expect(now().current).toBeNull();
    playTracks([one, two], 9);
    expect(now().current).toBe(two);
  });

  it('opens a shared track paused at its time, alone in the queue', () => {
    playTracks([one, two]);
    openTrack(three, { startAt: 12 });
    expect(now()).toMatchObject({ queue: [three], index: 0, current: three, playing: false, startAt: 12 });
  });

  it('plays a list from a time in the chosen track, on behalf of a share link, until another list starts', () => {
    playTracks([one, two], 0, { startAt: 42, shareToken: 'token-of-a-shared-shortlist' });
    expect(now()).toMatchObject({ current: one, playing: true, startAt: 42, shareToken: 'token-of-a-shared-shortlist' });
    playNext();
    expect(now()).toMatchObject({ current: two, startAt: undefined, shareToken: 'token-of-a-shared-shortlist' });
    playTracks([three]);
    expect(now()).toMatchObject({ current: three, startAt: undefined, shareToken: undefined });
  });

  it('plays a track from a time: in the queue when it is current, else alone', () => {
    playTracks([one, two], 1, { shareToken: 'token-of-a-shared-shortlist' });
    const loads = now().loadCount;
    playTrackFrom(two, 42);
    // The current track is not loaded again: the player is asked to seek.
    expect(now()).toMatchObject({
      queue: [one, two],
      current: two,
      playing: true,
      loadCount: loads,
      seekRequest: { seconds: 42 },
      shareToken: 'token-of-a-shared-shortlist',
    });
    playTrackFrom(three, 7);
    expect(now()).toMatchObject({ queue: [three], current: three, playing: true, startAt: 7, shareToken: undefined });
  });

  it('asks for a new load on every play, even of the same track', () => {
    playTracks([one]);
    const first = now().loadCount;
    playTracks([one]);
    expect(now().loadCount).toBe(first + 1);
  });

  it('moves to the next and previous track and stays put at the ends', () => {
    playTracks([one, two, three]);
    playPrevious();
    expect(now().current).toBe(one);
    playNext();
    playNext();
    expect(now().current).toBe(three);
    const loads = now().loadCount;
    playNext();
    expect(now()).toMatchObject({ current: three, loadCount: loads });
    playPrevious();
    expect(now()).toMatchObject({ current: two, playing: true });
  });

  it('plays the next track when one ends, and stops at the end of the queue', () => {
    playTracks([one, two]);
    finishCurrentTrack();
    expect(now()).toMatchObject({ current: two, playing: true });
    finishCurrentTrack();
    expect(now()).toMatchObject({ current: two, playing: false });
  });

  it('jumps to a queued track and plays it from its start', () => {
    openTrack(one, { startAt: 5 });
    playTracks([one, two, three]);
    playQueueIndex(2);
    expect(now()).toMatchObject({ current: three, playing: true, startAt: undefined });
    playQueueIndex(7);
    expect(now().current).toBe(three);
  });

  it('pauses, resumes and toggles only a loaded track', () => {
    resumePlayback();
    expect(now().playing).toBe(false);
    openTrack(one);
    togglePlayback();
    expect(now().playing).toBe(true);
    pausePlayback();
    expect(now().playing).toBe(false);
  });

  it('seeks the current track without playing or loading it again; each request is new, even to the same time', () => {
    openTrack(one);
    const loads = now().loadCount;
    seekCurrentTrack(30);
    const first = now().seekRequest;
    expect(now()).toMatchObject({ current: one, playing: false, loadCount: loads, seekRequest: { seconds: 30 } });
    seekCurrentTrack(30);
    expect(now().seekRequest).toEqual({ seconds: 30, count: first!.count + 1 });
    seekCurrentTrack(-5);
    expect(now().seekRequest?.seconds).toBe(0);
  });

  it('ignores a seek when nothing is loaded', () => {
    seekCurrentTrack(10);
    expect(now().seekRequest).toBeUndefined();
  });
});
