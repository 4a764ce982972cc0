// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n/i18n';
import { namespaces } from '../../lib/i18n/namespaces';
import { clearPlayback, getPlaybackSnapshot, openTrack, playTracks } from '../playback';
import { FakeMedia, testTrack } from './fakeMedia.testing';
import { Player, PLAYER_OPEN_CLASS } from './Player';
import { createPlayerEngine, type PlayerEngine } from './playerEngine';
import { resetShortcutSettings, SHORTCUTS_STORAGE_KEY } from './shortcutSettings';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let media: FakeMedia;
let engine: PlayerEngine;

// The bar draws the current track's waveform (src/features/playback/waveform has its own tests): a flat one here.
const flat = (musicFileId: number) => ({
  musicFileId,
  version: 2,
  channels: 1,
  sampleRate: 44100,
  samplesPerPixel: 256,
  bits: 8,
  length: 1,
  durationSeconds: 20,
  data: [0, 0],
});
const server = setupServer(
  http.get('*/api/v1/music/:musicFileId/waveform', ({ params }) => HttpResponse.json({ status: 200, code: 'OK', message: 'OK', data: flat(Number(params.musicFileId)) })),
);
afterAll(() => server.close());

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://cue.test/notice-list');
  await initI18n(namespaces);
});

beforeEach(async () => {
  await changeLanguage('en');
  act(() => clearPlayback());
  media = new FakeMedia();
  engine = createPlayerEngine({ media: media.asMedia, volumeStorage: localStorage });
});

afterEach(async () => {
  cleanup();
  engine.dispose();
  act(() => clearPlayback());
  document.body.innerHTML = '';
  localStorage.clear();
  resetShortcutSettings();
  await changeLanguage('ko');
  // React's scheduler may still hold a passive-effect flush (queued with setImmediate): let it run while the
  // DOM environment exists, or it throws "window is not defined" after the last test's teardown.
  await new Promise((resolve) => setImmediate(resolve));
});

function renderPlayer() {
  const router = createMemoryRouter([{ path: '*', element: <Player engine={engine} /> }], { initialEntries: ['/notice-list'] });
  render(<RouterProvider router={router} />);
  return router;
}

const player = () => screen.getByRole('region', { name: 'Player' });
const seek = () => within(player()).getByRole('slider', { name: 'Seek' });
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Player bar', () => {
  it('appears once a track is loaded, with cover, title and musician link', () => {
    renderPlayer();
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
    act(() => openTrack(testTrack(1, 200), { startAt: 65 }));
    expect(within(player()).getByRole('img', { name: 'Track 1' }).getAttribute('src')).toBe('/files/cover-1.png');
    expect(player().textContent).toContain('Track 1');
    expect(within(player()).getByRole('link', { name: 'Musician 1' }).getAttribute('href')).toBe('/musician-details/41');
    expect(seek().getAttribute('aria-valuetext')).toBe('1 minute 5 seconds of 3 minutes 20 seconds');
    expect(player().querySelector('.app-player__time--elapsed')!.textContent).toBe('1:05');
    expect(player().querySelector('.app-player__time--total')!.textContent).toBe('3:20');
    expect(document.body.classList.contains(PLAYER_OPEN_CLASS)).toBe(true);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('plays and pauses from its button', async () => {
    const user = userEvent.setup();
    renderPlayer();
    act(() => openTrack(testTrack(1)));
    act(() => media.loadMetadata(20));
    await user.click(within(player()).getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledOnce();
    await user.click(within(player()).getByRole('button', { name: 'Pause' }));
    expect(media.paused).toBe(true);
    within(player()).getByRole('button', { name: 'Play' });
  });

  it('seeks with the keyboard: arrows 5 s, Page Up/Down 30 s, Home and End', async () => {
    const user = userEvent.setup();
    renderPlayer();
    act(() => openTrack(testTrack(1, 100), { startAt: 40 }));
    act(() => media.loadMetadata(100));
    seek().focus();
    await user.keyboard('{ArrowRight}');
    expect(media.currentTime).toBe(45);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(media.currentTime).toBe(35);
    await user.keyboard('{PageUp}');
    expect(media.currentTime).toBe(65);
    await user.keyboard('{PageDown}');
    expect(media.currentTime).toBe(35);
    await user.keyboard('{Home}');
    expect(media.currentTime).toBe(0);
    expect(seek().getAttribute('aria-valuetext')).toBe('0 seconds of 1 minute 40 seconds');
    await user.keyboard('{End}');
    expect(media.currentTime).toBe(100);
  });

  it('reads the seek position in Korean', async () => {
    await changeLanguage('ko');
    renderPlayer();
    act(() => openTrack(testTrack(1, 200), { startAt: 65 }));
    const slider = within(screen.getByRole('region', { name: '플레이어' })).getByRole('slider', { name: '재생 위치' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1분 5초 / 3분 20초');
  });

  it('moves through the queue with Previous and Next, and lists it with the current track marked', async () => {
    const user = userEvent.setup();
    renderPlayer();
    act(() => playTracks([testTrack(1), testTrack(2), testTrack(3)]));
    await flush();
    expect(within(player()).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(player()).getByRole('button', { name: 'Next' }));
    expect(player().textContent).toContain('Track 2');
    await user.click(within(player()).getByRole('button', { name: 'Queue' }));
    const queue = await screen.findByRole('list', { name: 'Queue' });
    const entries = within(queue).getAllByRole('button');
    expect(entries.map((entry) => entry.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    await user.click(entries[2]!);
    expect(getPlaybackSnapshot().current?.musicFileId).toBe(3);
    expect(media.src).toBe('/files/audio-3.wav');
    expect(within(player()).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('copies the absolute link at the current time and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPlayer();
    act(() => openTrack(testTrack(1, 100), { startAt: 42.6 }));
    await user.click(within(player()).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://cue.test/musician-details/41?track=1&t=42');
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('changes and mutes the volume', async () => {
    const user = userEvent.setup();
    renderPlayer();
    act(() => openTrack(testTrack(1)));
    await user.click(within(player()).getByRole('button', { name: 'Mute' }));
    expect(media.muted).toBe(true);
    expect(within(player()).getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext')).toBe('0%');
    await user.click(within(player()).getByRole('button', { name: 'Unmute' }));
    expect(media.muted).toBe(false);
    expect(within(player()).getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext')).toBe('80%');
  });

  it('says when a track cannot be played and retries', async () => {
    const user = userEvent.setup();
    renderPlayer();
    act(() => openTrack(testTrack(1)));
    expect(within(player()).getByRole('status').textContent).toBe('Loading the track…');
    act(() => media.emit('error'));
    expect(within(player()).getByRole('status').textContent).toContain('This track cannot be played.');
    await user.click(within(player()).getByRole('button', { name: 'Retry' }));
    expect(media.loads).toHaveLength(2);
    expect(within(player()).getByRole('status').textContent).toBe('Loading the track…');
  });

  it('offers a visitor the login from its like button', async () => {
    const user = userEvent.setup();
    renderPlayer();
    act(() => openTrack(testTrack(1)));
    const like = within(player()).getByRole('button', { name: 'Like Track 1' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await user.click(like);
    expect(await screen.findByRole('heading', { name: 'Log in to like music' })).toBeTruthy();
  });
});

describe('Player keyboard shortcuts', () => {
  it('plays and pauses with Space on the page, but not on a button', async () => {
    const user = userEvent.setup();
    renderPlayer();
    act(() => openTrack(testTrack(1)));
    act(() => media.loadMetadata(20));
    document.body.focus();
    await user.keyboard(' ');
    expect(getPlaybackSnapshot().playing).toBe(true);
    await user.keyboard(' ');
    expect(getPlaybackSnapshot().playing).toBe(false);
    within(player()).getByRole('button', { name: 'Copy link' }).focus();
    await user.keyboard(' ');
    expect(getPlaybackSnapshot().playing).toBe(false);
    expect(media.play).toHaveBeenCalledOnce();
  });

  it('seeks with the arrows and mutes with M', async () => {
    const user = userEvent.setup();
    renderPlayer();
    act(() => openTrack(testTrack(1, 100), { startAt: 40 }));
    act(() => media.loadMetadata(100));
    document.body.focus();
    await user.keyboard('{ArrowRight}');
    expect(media.currentTime).toBe(45);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(media.currentTime).toBe(35);
    await user.keyboard('m');
    expect(media.muted).toBe(true);
    within(player()).getByRole('button', { name: 'Unmute' });
  });

  it('lists the shortcuts on "?" and from its button; one switched off does nothing and stays off', async () => {
    const user = userEvent.setup();
    renderPlayer();
    act(() => openTrack(testTrack(1)));
    document.body.focus();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Keyboard shortcuts' })).toBeTruthy();
    const switches = within(dialog).getAllByRole('switch');
    expect(switches.map((toggle) => toggle.closest('label')!.textContent)).toEqual([
      'SpacePlay or pause',
      '← →Back or forward 5 seconds',
      'MMute or unmute',
      '?Show the keyboard shortcuts',
    ]);
    expect(switches.every((toggle) => (toggle as HTMLInputElement).checked)).toBe(true);
    await user.click(within(dialog).getByRole('switch', { name: /Mute or unmute/ }));
    expect(JSON.parse(localStorage.getItem(SHORTCUTS_STORAGE_KEY)!)).toMatchObject({ mute: false, playPause: true });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    document.body.focus();
    await user.keyboard('m');
    expect(media.muted).toBe(false);
    await user.click(within(player()).getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(within(await screen.findByRole('dialog')).getByRole('switch', { name: /Mute or unmute/ })).toHaveProperty('checked', false);
  });

  it('does nothing while typing in a field', async () => {
    const user = userEvent.setup();
    renderPlayer();
    act(() => openTrack(testTrack(1)));
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard(' m?');
    expect(field.value).toBe(' m?');
    expect(getPlaybackSnapshot().playing).toBe(false);
    expect(media.muted).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
