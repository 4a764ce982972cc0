// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { clearPlayback, getPlaybackSnapshot } from '../../playback';
import { renderRoutes, setUpPageTests, testControl } from '../../../lib/testing/pageTestSetup';
import { HomePage } from './HomePage';

vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(async () => 'toast') }));

const getApi = useTestApi();
setUpPageTests();
const control = testControl();

beforeEach(async () => {
  await act(() => changeLanguage('en'));
  act(() => clearPlayback());
});

function renderHome() {
  getApi();
  renderRoutes([{ path: '/', Component: HomePage }], '/');
}

describe('the home page', () => {
  it('shows the album covers, each linking to its track', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    const gallery = await screen.findByRole('list', { name: 'Album covers' });
    const first = await within(gallery).findByRole('img', { name: 'The Broken Escape' });
    expect(first.getAttribute('width')).toBeTruthy();
    // The first row (six columns at 1440 px, two on a phone) comes first, the rest of a desktop's first screen
    // (three rows) at once, the others as they come near.
    const images = within(gallery).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(images.map((_, index) => (index < 18 ? 'eager' : 'lazy')));
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(images.map((_, index) => (index < 6 ? 'high' : null)));
    expect(images.map((image) => image.getAttribute('decoding'))).toEqual(images.map((_, index) => (index < 18 ? null : 'async')));
    expect(images[0]).toBe(first);
    expect(first.closest('a')!.getAttribute('href')).toBe('/musician-details/18?track=39');
    expect(first.closest('a')!.textContent).toContain('Hael Lee');
  });

  it("offers the provider's AVIF and WebP copies of each cover at the gallery's column width", async () => {
    const api = getApi();
    api.provider.ctx.covers = {
      resize: () => Promise.reject(new Error('not in this test')),
      generated: async () => ({
        width: 320,
        height: 320,
        variants: [192, 96, 320].flatMap((width) => [
          { format: 'image/webp' as const, width, height: width, size: 1 },
          { format: 'image/avif' as const, width, height: width, size: 1 },
        ]),
      }),
      generatedBytes: async () => new Uint8Array(1),
    };
    await api.provider.reset();
    renderHome();
    const gallery = await screen.findByRole('list', { name: 'Album covers' });
    const first = await within(gallery).findByRole('img', { name: 'The Broken Escape' });
    const picture = first.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    const cover = api.provider.ctx.db.music.findFirst((q) => q.where({ id: 39 }))!.coverFileId;
    expect(sources[0]!.getAttribute('srcset')).toBe([96, 192, 320].map((width) => `/api/v1/files/${cover}-${width}-avif ${width}w`).join(', '));
    expect(sources[1]!.getAttribute('srcset')).toBe([96, 192, 320].map((width) => `/api/v1/files/${cover}-${width}-webp ${width}w`).join(', '));
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toBe('(max-width: 359px) calc(100vw - 32px), (max-width: 767px) calc(50vw - 24px), 192px');
    }
    // The original stays the image's own source (browsers without AVIF or WebP), with its space reserved.
    expect(first.getAttribute('src')).toBe(`/api/v1/files/${cover}`);
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['240', '240']);
  });

  it('tells a failed load and loads again on Retry', async () => {
    await control.injectFault({ operationId: 'listHomeCovers', fault: { kind: 'status', status: 500 }, times: 1 });
    renderHome();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load the home covers.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const gallery = await screen.findByRole('list', { name: 'Album covers' });
    expect((await within(gallery).findAllByRole('link')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('plays the track of a cover on the spot from its play button, which then pauses it', async () => {
    renderHome();
    const gallery = await screen.findByRole('list', { name: 'Album covers' });
    fireEvent.click(await within(gallery).findByRole('button', { name: 'Play The Broken Escape' }));
    const pause = await within(gallery).findByRole('button', { name: 'Pause The Broken Escape' });
    expect(getPlaybackSnapshot()).toMatchObject({ playing: true, index: 0 });
    expect(getPlaybackSnapshot().current).toMatchObject({ musicFileId: 39, title: { en: 'The Broken Escape' } });
    expect(getPlaybackSnapshot().queue).toHaveLength(1);
    fireEvent.click(pause);
    expect(getPlaybackSnapshot().playing).toBe(false);
    expect(within(gallery).getByRole('button', { name: 'Play The Broken Escape' })).toBeTruthy();
  });
});
