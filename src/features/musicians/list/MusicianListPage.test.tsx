// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests, testControl } from '../../../lib/testing/pageTestSetup';
import type { MusicianPage } from '../../../lib/api/generated/types.gen';
import { MusicianListPage } from './MusicianListPage';
import { showAppToast } from '../../../lib/ui/AppToaster';

// A failed call's toast is the toaster's own (tested there); here, that it was asked for.
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(async () => 'toast') }));

setUpPageTests();

const control = testControl();

async function renderList(entry = '/musician-list') {
  return renderRoutes(
    [
      { path: '/musician-list', Component: MusicianListPage },
      { path: '/musician-details/:musicianId', Component: () => null },
    ],
    entry,
  );
}

const grid = () => screen.findByRole('list', { name: 'Musicians' });
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the musician list', () => {
  useTestApi();

  it('shows a page of 12 musician cards with names, intros and track counts', async () => {
    await act(() => changeLanguage('en'));
    await renderList();
    const list = await grid();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    // In English, in English-name order (A-Z).
    expect(cardNames(list).slice(0, 3)).toEqual(['Ara Kim', 'Bogyeong Ha', 'Bomi Lee']);
    expect(within(list).getByRole('link', { name: 'Ara Kim' }).getAttribute('href')).toBe('/musician-details/55');
    expect(within(list).getByText('Film composer focused on Electronic scores')).toBeTruthy();
    expect(screen.getByText('61 musicians')).toBeTruthy();
    expect(screen.getByText('Page 1 of 6')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('moves to the next page through the address, and Back restores the first page', async () => {
    await act(() => changeLanguage('en'));
    const router = await renderList();
    await grid();
    await act(async () => screen.getByRole('link', { name: 'Next page' }).click());
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(async () => expect(cardNames(await grid())[0]).toBe('Gangu Kim'));
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await act(() => router.navigate(-1));
    await waitFor(async () => expect(cardNames(await grid())[0]).toBe('Ara Kim'));
  });

  it('restores page, size and filter from the address', async () => {
    await act(() => changeLanguage('en'));
    await renderList('/musician-list?page=2&size=24');
    await waitFor(async () => expect(within(await grid()).getAllByRole('listitem')).toHaveLength(24));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('filters by name after typing stops, putting the filter in the address and going back to page 1', async () => {
    await act(() => changeLanguage('en'));
    const router = await renderList('/musician-list?page=3');
    await grid();
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Find musicians' });
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'Doyun');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // Nothing applies while typing continues.
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Doyun'));
    await waitFor(async () => expect(cardNames(await grid())).toEqual(['Doyun Han']));
    expect(box.value).toBe('Doyun');
  });

  it('does not apply the filter on the Enter that ends an IME composition', async () => {
    const router = await renderList();
    await screen.findByRole('list', { name: '뮤지션' });
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: '뮤지션 찾기' });
    await act(async () => {
      box.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, '한');
      box.dispatchEvent(new InputEvent('input', { bubbles: true, isComposing: true }));
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(router.state.location.search).toBe('');
    await act(async () => {
      box.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '한' }));
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(router.state.location.search).toBe('?q=%ED%95%9C');
  });

  it('shows an empty state when no musician matches, with a way back to everyone', async () => {
    await act(() => changeLanguage('en'));
    const router = await renderList('/musician-list?q=zzzz');
    expect(await screen.findByText('No musician matches “zzzz”.')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Show all musicians' }).click());
    expect(router.state.location.search).toBe('');
    await waitFor(async () => expect(within(await grid()).getAllByRole('listitem')).toHaveLength(12));
  });

  it('starts with the page a server rendered, and loads (never reuses it) for another page or language', async () => {
    await act(() => changeLanguage('en'));
    const serverPage: MusicianPage = {
      page: 1,
      size: 12,
      totalElements: 13,
      totalPages: 2,
      content: [{ musicianId: 999, name: { ko: '서버 뮤지션', en: 'Server Musician' }, intro: { ko: '', en: '' }, photoUrl: null, photoImage: null, trackCount: 0 }],
    };
    const router = renderRoutes([{ path: '/musician-list', Component: () => <MusicianListPage initialPage={serverPage} /> }], '/musician-list');
    expect(cardNames(await grid())).toEqual(['Server Musician']);
    expect(screen.getByText('13 musicians')).toBeTruthy();
    // Another page: read from the provider, not the server's page.
    await act(() => router.navigate('/musician-list?page=2'));
    await waitFor(async () => expect(cardNames(await grid())[0]).toBe('Gangu Kim'));
    // The first page in another language: its own order, read as well (the server's page answered English only).
    await act(() => router.navigate('/musician-list'));
    await act(() => changeLanguage('ko'));
    await waitFor(async () => expect(within(await screen.findByRole('list', { name: '뮤지션' })).getAllByRole('listitem')).toHaveLength(12));
    expect(screen.queryByText('서버 뮤지션')).toBeNull();
  });

  it('tells a load failure and loads again on Retry', async () => {
    await control.injectFault({ operationId: 'listMusicians', fault: { kind: 'status', status: 500 }, times: 1 });
    await act(() => changeLanguage('en'));
    await renderList();
    expect(await screen.findByText('Failed to load the musicians.')).toBeTruthy();
    expect(showAppToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'A server error occurred. Please try again later.' }), 'api-failure-server');
    expect(screen.queryByRole('list', { name: 'Musicians' })).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByText('Failed to load the musicians.')).toBeNull();
  });

  it('tells the failure in Korean', async () => {
    await control.injectFault({ operationId: 'listMusicians', fault: { kind: 'network' }, times: 1 });
    await renderList();
    expect(await screen.findByText('뮤지션 목록을 불러오지 못했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
