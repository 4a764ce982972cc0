// @vitest-environment happy-dom
import { act, fireEvent, screen, within, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import { TEST_ORIGIN } from '../../../mocks/testing/testApi';
import { changeLanguage } from '../../lib/i18n/i18n';
import { setUpPageTests, testControl } from '../../lib/testing/pageTestSetup';
import { configureEmbedClient } from './embedApi';
import { EmbedApp } from './EmbedApp';
import { showAppToast } from '../../lib/ui/AppToaster';

// A failed call's toast is the toaster's own (tested there); here, that it was asked for.
vi.mock('../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(async () => 'toast') }));

const getApi = useTestApi();
setUpPageTests();
const control = testControl();

beforeEach(async () => {
  getApi();
  configureEmbedClient(TEST_ORIGIN);
  await act(() => changeLanguage('en'));
});

describe('the embed page', () => {
  it('shows the track in the page language, its musician, its cue markers and a link to its page in a new tab', async () => {
    render(<EmbedApp musicFileId={1} language="en" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chase at Dawn' })).toBeTruthy();
    expect(screen.getByText('by Doyun Han')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toBe('0 seconds of 32 seconds');
    const markers = within(screen.getByRole('list', { name: 'Cue markers' })).getAllByRole('button');
    expect(markers.map((marker) => marker.textContent)).toEqual(['0:04 Tension builds', '0:12 The chase begins', '0:24 Climax']);
    const link = screen.getByRole('link', { name: /^Listen on Cue Connect/ });
    expect(link.getAttribute('href')).toBe('/music-details/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(document.title).toBe('Chase at Dawn · Cue Connect');
  });

  it('says an unknown track is not available, with a link home in a new tab', async () => {
    render(<EmbedApp musicFileId={9999} language="en" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This track is not available' })).toBeTruthy();
    const home = screen.getByRole('link', { name: /^Go to Cue Connect/ });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.getAttribute('target')).toBe('_blank');
  });

  it('says so when no track is named, without asking the server', () => {
    render(<EmbedApp musicFileId={undefined} language="ko" />);
    expect(screen.getByRole('heading', { level: 1, name: 'This track is not available' })).toBeTruthy();
  });

  it('offers Retry when loading fails otherwise, and then shows the track', async () => {
    await control.injectFault({ operationId: 'getMusic', fault: { kind: 'status', status: 500 }, times: 1 });
    render(<EmbedApp musicFileId={1} language="en" />);
    expect((await screen.findByRole('alert')).textContent).toBe('The track could not be loaded.');
    expect(showAppToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'A server error occurred. Please try again later.' }), 'api-failure-server');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chase at Dawn' })).toBeTruthy();
  });
});
