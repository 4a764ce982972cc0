// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { namespaces } from '../i18n/namespaces';
import { LoginOfferDialog } from './LoginOfferDialog';

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
  await initI18n(namespaces);
});

afterEach(cleanup);

const texts = { title: '로그인이 필요합니다', body: '로그인하면 이어집니다.', notNow: '나중에', signUp: '회원가입', login: '로그인' };

function renderAt(path: string) {
  const onLeave = vi.fn<(here: string) => void>();
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/search-details', element: <LoginOfferDialog isOpen onClose={onClose} texts={texts} onLeave={onLeave} /> },
      { path: '/login', element: <p>login page</p> },
      { path: '/sign-up', element: <p>sign-up page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { onLeave, onClose, router };
}

describe('the login offer (a like, a shortlist asked for without an account)', () => {
  it('keeps the request for this page, then opens the login page that brings the visitor back', () => {
    const { onLeave, onClose, router } = renderAt('/search-details?q=rain');
    screen.getByRole('dialog', { name: texts.title });
    fireEvent.click(screen.getByRole('button', { name: texts.login }));
    expect(onLeave).toHaveBeenCalledExactlyOnceWith('/search-details?q=rain');
    expect(onClose).toHaveBeenCalledOnce();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/login?redirect=${encodeURIComponent('/search-details?q=rain')}`);
  });

  it('names its close button in the page language (Blueprint names its own in English)', () => {
    renderAt('/search-details');
    expect(screen.getByRole('button', { name: '닫기' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
