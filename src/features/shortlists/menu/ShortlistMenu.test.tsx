// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../../mocks/testing/testApi';
import { configureApiClient } from '../../../lib/api/client';
import { listMyShortlistsQueryKey } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ShortlistSummary } from '../../../lib/api/generated/types.gen';
import { clearTokens, storeTokens } from '../../../lib/auth/sessionStore';
import { initI18n } from '../../../lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n/languages';
import { namespaces } from '../../../lib/i18n/namespaces';
import { AddToShortlistButton } from './AddToShortlistButton';
import { PENDING_SHORTLIST_KEY } from './pendingShortlist';
import { appQueryClient } from '../../../lib/api/queryClient';
import { ShortlistMenu } from './ShortlistMenu';

/** A small fake of the shortlist operations (the real mock provider is built on another branch). */
let lists: ShortlistSummary[];
/** The next answer of an operation, instead of the fake's own. */
let refusal: { operation: 'add' | 'create'; code: string } | undefined;
const requests: string[] = [];

const summary = (shortlistId: number, name: string, musicFileIds: number[]): ShortlistSummary => ({
  shortlistId,
  name,
  description: '',
  trackCount: musicFileIds.length,
  musicFileIds,
  shareLink: null,
  createdAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-24T10:00:00Z',
});
const detail = (list: ShortlistSummary) => {
  const { musicFileIds, trackCount: _count, ...rest } = list;
  return {
    status: 200,
    message: 'OK',
    data: { ...rest, entries: musicFileIds.map((id) => ({ music: { musicFileId: id }, note: '', noteSeconds: null, addedAt: list.updatedAt })) },
  };
};
const conflict = (code: string) => HttpResponse.json({ status: 409, code, message: code, data: false }, { status: 409 });

const api = `${TEST_ORIGIN}/api/v1/shortlists`;
const server = setupServer(
  http.get(api, () => {
    requests.push('list');
    return HttpResponse.json({ status: 200, message: 'OK', data: lists });
  }),
  http.post(api, async ({ request }) => {
    const body = (await request.json()) as { name: string; musicFileId?: number };
    requests.push(`create ${body.name} ${body.musicFileId}`);
    if (refusal?.operation === 'create') return conflict(refusal.code);
    const list = summary(lists.length + 1, body.name, body.musicFileId ? [body.musicFileId] : []);
    lists = [list, ...lists];
    return HttpResponse.json(detail(list), { status: 201 });
  }),
  http.post(`${api}/:id/tracks`, async ({ params, request }) => {
    const { musicFileId } = (await request.json()) as { musicFileId: number };
    requests.push(`add ${String(params.id)} ${musicFileId}`);
    if (refusal?.operation === 'add') {
      lists = lists.map((list) => (list.shortlistId === Number(params.id) ? summary(list.shortlistId, list.name, [...list.musicFileIds, musicFileId]) : list));
      return conflict(refusal.code);
    }
    const index = lists.findIndex((list) => list.shortlistId === Number(params.id));
    const list = lists[index]!;
    lists[index] = summary(list.shortlistId, list.name, [...list.musicFileIds, musicFileId]);
    return HttpResponse.json(detail(lists[index]), { status: 201 });
  }),
  http.delete(`${api}/:id/tracks/:musicFileId`, ({ params }) => {
    requests.push(`remove ${String(params.id)} ${String(params.musicFileId)}`);
    const index = lists.findIndex((list) => list.shortlistId === Number(params.id));
    const list = lists[index]!;
    lists[index] = summary(
      list.shortlistId,
      list.name,
      list.musicFileIds.filter((id) => id !== Number(params.musicFileId)),
    );
    return HttpResponse.json(detail(lists[index]));
  }),
);

beforeAll(async () => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${TEST_ORIGIN}/search-details`);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  configureApiClient({ apiBaseUrl: TEST_ORIGIN });
  await initI18n(namespaces);
  server.listen({ onUnhandledFrame: 'error' });
});

beforeEach(() => {
  lists = [summary(1, 'Opening titles', [3, 7]), summary(2, 'Night scenes', [5])];
  refusal = undefined;
  requests.length = 0;
  storeTokens({ accessToken: 'access', refreshToken: 'refresh' });
});

afterEach(() => {
  cleanup();
  clearTokens();
  appQueryClient.clear();
});

afterAll(() => server.close());

async function openMenu(musicFileId = 7) {
  render(
    <MemoryRouter>
      <ShortlistMenu musicFileId={musicFileId} title="Dawn" opened onClose={() => undefined} />
    </MemoryRouter>,
  );
  return screen.findByRole('list', { name: 'My shortlists' });
}
const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('the "Add to shortlist" menu', () => {
  it('lists my shortlists with their track counts, ticked where the track already is', async () => {
    const list = await openMenu();
    expect(screen.getByRole('heading', { name: 'Add Dawn to a shortlist' })).toBeTruthy();
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
    expect(box(/Opening titles/).checked).toBe(true);
    expect(box(/Opening titles/).closest('label')!.textContent).toContain('2 tracks');
    expect(box(/Night scenes/).checked).toBe(false);
    expect(box(/Night scenes/).closest('label')!.textContent).toContain('1 track');
    await waitFor(() => expect(document.activeElement).toBe(box(/Opening titles/)));
  });

  it('adds the track when a list is ticked and removes it when unticked, saying so politely', async () => {
    await openMenu();
    fireEvent.click(box(/Night scenes/));
    await screen.findByText('Added to Night scenes.');
    expect(requests).toContain('add 2 7');
    expect(box(/Night scenes/).checked).toBe(true);
    expect(box(/Night scenes/).closest('label')!.textContent).toContain('2 tracks');
    expect(screen.getByRole('status').textContent).toBe('Added to Night scenes.');

    fireEvent.click(box(/Opening titles/));
    await screen.findByText('Removed from Opening titles.');
    expect(requests).toContain('remove 1 7');
    expect(box(/Opening titles/).checked).toBe(false);
    expect(box(/Opening titles/).closest('label')!.textContent).toContain('1 track');
  });

  it('moves between the lists with the arrow keys', async () => {
    await openMenu();
    box(/Opening titles/).focus();
    fireEvent.keyDown(box(/Opening titles/), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(box(/Night scenes/));
    fireEvent.keyDown(box(/Night scenes/), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(box(/Opening titles/));
    fireEvent.keyDown(box(/Opening titles/), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(box(/Night scenes/));
  });

  it('checks the new name (required, at most 60 characters) before creating a list with the track', async () => {
    await openMenu();
    const field = screen.getByRole('textbox', { name: 'New shortlist with this track' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter a name for the shortlist.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A shortlist name can have at most 60 characters.')).toBeTruthy();
    expect(requests.filter((request) => request.startsWith('create'))).toEqual([]);

    fireEvent.change(field, { target: { value: '  Chase  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Created Chase with this track.');
    expect(requests).toContain('create Chase 7');
    expect(box(/Chase/).checked).toBe(true);
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('says the 50-list limit in the interface language and keeps the typed name', async () => {
    refusal = { operation: 'create', code: 'SHORTLIST_LIMIT_EXCEEDED' };
    await openMenu();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'New shortlist with this track' });
    fireEvent.change(field, { target: { value: 'One too many' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You can have at most 50 shortlists.');
    expect(field.value).toBe('One too many');
  });

  it('says the 100-track limit, and a duplicate added meanwhile elsewhere, then shows the list as it is', async () => {
    refusal = { operation: 'add', code: 'SHORTLIST_TRACK_LIMIT_EXCEEDED' };
    await openMenu();
    fireEvent.click(box(/Night scenes/));
    expect((await screen.findByRole('alert')).textContent).toBe('A shortlist can hold at most 100 tracks.');

    cleanup();
    appQueryClient.clear();
    lists = [summary(1, 'Opening titles', [3, 7]), summary(2, 'Night scenes', [5])];
    refusal = { operation: 'add', code: 'SHORTLIST_TRACK_DUPLICATE' };
    await openMenu();
    fireEvent.click(box(/Night scenes/));
    expect((await screen.findByRole('alert')).textContent).toBe('This track is already in the shortlist.');
    await waitFor(() => expect(box(/Night scenes/).checked).toBe(true));
  });

  it('forgets the cached shortlists when the user logs out', async () => {
    await openMenu();
    expect(appQueryClient.getQueryData(listMyShortlistsQueryKey())).toBeDefined();
    cleanup();
    act(() => clearTokens());
    expect(appQueryClient.getQueryData(listMyShortlistsQueryKey())).toBeUndefined();
  });
});

describe('the "Add to shortlist" button', () => {
  it('offers a visitor the login, and opens the same menu when the login brings them back', async () => {
    clearTokens();
    const router = createMemoryRouter(
      [
        { path: '/search-details', Component: () => <AddToShortlistButton musicFileId={7} title="Dawn" place="row" /> },
        { path: '/login', Component: () => <p>login page</p> },
      ],
      { initialEntries: ['/search-details?q=dawn'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Dawn to a shortlist' }));
    const offer = await screen.findByRole('dialog', { name: 'Log in to use shortlists' });
    expect(requests).toEqual([]);
    fireEvent.click(within(offer).getByRole('button', { name: 'Log in' }));
    await screen.findByText('login page');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/search-details?q=dawn')}`);
    expect(JSON.parse(sessionStorage.getItem(PENDING_SHORTLIST_KEY)!)).toEqual({ musicFileId: 7, path: '/search-details?q=dawn', place: 'row' });

    act(() => storeTokens({ accessToken: 'access', refreshToken: 'refresh' }));
    await act(() => router.navigate('/search-details?q=dawn'));
    expect(await screen.findByRole('heading', { name: 'Add Dawn to a shortlist' }, { timeout: 5_000 })).toBeTruthy();
    expect(sessionStorage.getItem(PENDING_SHORTLIST_KEY)).toBeNull();
  });
});
