// @vitest-environment happy-dom
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '../../../../mocks/testing/testApi';
import type { Music, Waveform } from '../../../lib/api/generated/types.gen';
import { clearPlayback, getPlaybackSnapshot, openTrack } from '../playbackStore';
import { setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { forgetWaveforms } from './loadWaveform';
import { TrackWaveform } from './TrackWaveform';
import { showAppToast } from '../../../lib/ui/AppToaster';

// A failed call's toast is the toaster's own (tested there); here, that it was asked for.
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(async () => 'toast') }));

setUpPageTests();

const track: Music = {
  musicFileId: 7,
  title: { ko: '곡', en: 'Track' },
  description: { ko: '', en: '' },
  coverUrl: null,
  coverImage: null,
  audioUrl: '/files/audio-7.wav',
  audioContentType: 'audio/wav',
  durationSeconds: 120,
  sound: null,
  genre: { genreId: 1, label: { ko: '장르', en: 'Genre' } },
  keywords: [],
  cueMarkers: [{ seconds: 42, label: { ko: '주제', en: 'Main theme' } }],
  likeCount: 0,
  playCount: 0,
  liked: false,
  musician: { musicianId: 3, name: { ko: '음악가', en: 'Musician' } },
  createdAt: '2025-08-01T00:00:00Z',
};
const waveform: Waveform = {
  musicFileId: 7,
  version: 2,
  channels: 1,
  sampleRate: 44100,
  samplesPerPixel: 256,
  bits: 8,
  length: 2,
  durationSeconds: 120,
  data: [-10, 10, -60, 50],
};

let answer: () => Response = () => HttpResponse.json({ status: 200, code: 'OK', message: 'OK', data: waveform });
let calls = 0;
const server = setupServer(
  http.get(`${TEST_ORIGIN}/api/v1/music/:musicFileId/waveform`, () => {
    calls += 1;
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  forgetWaveforms();
  calls = 0;
  answer = () => HttpResponse.json({ status: 200, code: 'OK', message: 'OK', data: waveform });
  act(() => clearPlayback());
});
afterEach(() => act(() => clearPlayback()));

/** Renders the waveform 300 px wide at x = 100 (happy-dom has no layout). */
function renderWaveform() {
  const { container } = render(<TrackWaveform track={track} />);
  const element = container.querySelector<HTMLElement>('.app-waveform')!;
  element.getBoundingClientRect = () => ({ left: 100, top: 0, width: 300, height: 56, right: 400, bottom: 56, x: 100, y: 0, toJSON: () => ({}) });
  return element;
}

describe('a track waveform', () => {
  it('is hidden from assistive technology, keeps its size while loading, then shows the loaded shape', async () => {
    const element = renderWaveform();
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.classList).toContain('app-waveform--regular');
    expect(element.dataset.state).toBe('loading');
    await waitFor(() => expect(element.dataset.state).toBe('ready'));
    expect(calls).toBe(1);
  });

  it('plays the track from the clicked time when nothing plays', async () => {
    const element = renderWaveform();
    act(() => void fireEvent.click(element, { clientX: 250 }));
    expect(getPlaybackSnapshot()).toMatchObject({ current: track, playing: true, startAt: 60 });
  });

  it('moves the current track to the clicked time without loading it again or starting it', () => {
    act(() => openTrack(track));
    const loads = getPlaybackSnapshot().loadCount;
    const element = renderWaveform();
    act(() => void fireEvent.click(element, { clientX: 175 }));
    expect(getPlaybackSnapshot()).toMatchObject({ current: track, playing: false, loadCount: loads, seekRequest: { seconds: 30 } });
  });

  it('plays from a cue marker, drawn at its time', () => {
    const element = renderWaveform();
    const marker = element.querySelector<HTMLElement>('.app-waveform__marker')!;
    expect(marker.style.left).toBe('35%');
    act(() => void fireEvent.click(marker, { clientX: 205 }));
    expect(getPlaybackSnapshot()).toMatchObject({ current: track, playing: true, startAt: 42 });
  });

  it('stays a flat line that still seeks when the waveform cannot be loaded', async () => {
    answer = () => HttpResponse.json({ status: 500, code: 'INTERNAL_ERROR', message: 'x', data: false }, { status: 500 });
    const element = renderWaveform();
    await waitFor(() => expect(element.dataset.state).toBe('failed'));
    expect(showAppToast).toHaveBeenCalledWith(expect.objectContaining({ message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' }), 'api-failure-server');
    act(() => void fireEvent.click(element, { clientX: 400 }));
    expect(getPlaybackSnapshot()).toMatchObject({ current: track, startAt: 120 });
  });
});
