// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../mocks/testing/testApi';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import { configureApiClient } from '../../lib/api/client';
import { getAppToaster, preloadAppToaster } from '../../lib/ui/AppToaster';
import { changeLanguage, initI18n } from '../../lib/i18n/i18n';
import { namespaces } from '../../lib/i18n/namespaces';
import { clearPlayback, getPlaybackSnapshot } from '../playback';
import { TrackLinkOpener } from './TrackLinkOpener';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

useTestApi();

beforeAll(async () => {
  // The page is on the mock's origin, as in the app: happy-dom's fetch then sends no CORS preflight.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${TEST_ORIGIN}/`);
  configureApiClient({ apiBaseUrl: TEST_ORIGIN });
  await initI18n(namespaces);
  // As the app does when the browser is idle: the toaster's code is there before the first toast.
  await preloadAppToaster();
}, 30_000);

beforeEach(async () => {
  await changeLanguage('en');
  act(() => clearPlayback());
});

afterEach(async () => {
  cleanup();
  act(() => clearPlayback());
  await changeLanguage('ko');
});

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '*', element: <TrackLinkOpener /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('shared track links', () => {
  it('load the track paused at the given time', async () => {
    renderAt('/musician-details/1?track=1&t=12');
    await waitFor(() => expect(getPlaybackSnapshot().current?.musicFileId).toBe(1));
    expect(getPlaybackSnapshot()).toMatchObject({ playing: false, startAt: 12, index: 0 });
    expect(getPlaybackSnapshot().current?.title.en).toBe('Chase at Dawn');
  });

  it('open each distinct link once, not on every render', async () => {
    const router = renderAt('/musician-details/1?track=1');
    await waitFor(() => expect(getPlaybackSnapshot().current?.musicFileId).toBe(1));
    const loads = getPlaybackSnapshot().loadCount;
    await act(() => router.navigate('/musician-details/1?track=1', { state: { again: true } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getPlaybackSnapshot().loadCount).toBe(loads);
    await act(() => router.navigate('/musician-details/1?track=2'));
    await waitFor(() => expect(getPlaybackSnapshot().current?.musicFileId).toBe(2));
  });

  it('ignore addresses without a track', async () => {
    renderAt('/musician-details/1?track=abc');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getPlaybackSnapshot().current).toBeNull();
  });

  it('say so when the track does not exist', async () => {
    renderAt('/musician-details/1?track=99999');
    expect(await screen.findByText('The shared track could not be found.')).toBeTruthy();
    expect(getPlaybackSnapshot().current).toBeNull();
    // The real toast is dismissed before the file ends (src/lib/testing/vitestSetup.ts says why).
    await act(async () => (await getAppToaster()).clear());
    await waitFor(() => expect(document.querySelector('.bp6-toast')).toBeNull());
  });
});
