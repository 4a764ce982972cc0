// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../lib/api/generated/types.gen';
import { clearTokens, storeTokens } from '../../lib/auth/sessionStore';
import { initI18n } from '../../lib/i18n/i18n';
import { namespaces } from '../../lib/i18n/namespaces';
import { MainLayout } from './MainLayout';
import { NAV_GROUPS_STORAGE_KEY } from './navGroupsStore';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const currentUser = vi.hoisted(() => ({ value: undefined as Partial<UserProfile> | undefined }));
vi.mock('../../lib/auth/useCurrentUser', () => ({ useCurrentUser: () => currentUser.value }));

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  localStorage.clear();
  await initI18n(namespaces);
});

async function render(path = '/') {
  container = document.body.appendChild(document.createElement('div'));
  const page = <p>page</p>;
  const router = createMemoryRouter(
    [
      {
        Component: MainLayout,
        children: [
          { index: true, element: page },
          { path: '*', element: page },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
}

beforeEach(() => {
  localStorage.removeItem(NAV_GROUPS_STORAGE_KEY);
  currentUser.value = undefined;
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  clearTokens();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nav = () => container.querySelector('nav')!;
const navTexts = () => [...nav().querySelectorAll('.app-side-nav__group, .app-side-nav__link')].map((node) => node.textContent);
const button = (name: string) => [...container.querySelectorAll('button')].find((node) => (node.getAttribute('aria-label') ?? node.textContent) === name)!;
const link = (name: string) => [...container.querySelectorAll('a')].find((node) => node.textContent === name)!;

describe('MainLayout', () => {
  it('shows the wordmark linking home, the side navigation in Korean and this year in the copyright line', async () => {
    await render();
    const logo = container.querySelector<HTMLAnchorElement>('header a')!;
    expect(logo.textContent).toBe('Cue Connect');
    expect(logo.getAttribute('href')).toBe('/');
    expect(navTexts()).toEqual(['홈', '음악', '음악 검색', '뮤지션 목록', '게시판', '공지사항', 'FAQ']);
    expect(nav().textContent).toContain(`© ${new Date().getFullYear()} Cue Connect`);
  });

  it('switches the language at once with the language control', async () => {
    await render();
    expect(button('한국어').getAttribute('aria-pressed')).toBe('true');
    await act(async () => button('English').click());
    expect(navTexts()).toEqual(['Home', 'Music', 'Search Music', 'Musician List', 'Board', 'Notice', 'FAQ']);
    expect(button('English').getAttribute('aria-pressed')).toBe('true');
    expect(link('Login').getAttribute('href')).toBe('/login');
    await act(async () => button('한국어').click());
  });

  it('hides and shows the side navigation with the menu toggle', async () => {
    await render();
    const toggle = button('메뉴 열기/닫기');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(nav().hidden).toBe(true);
    await act(async () => toggle.click());
    expect(nav().hidden).toBe(false);
  });

  it('closes and opens a group, and remembers it', async () => {
    await render();
    const board = button('게시판');
    expect(board.getAttribute('aria-expanded')).toBe('true');
    await act(async () => board.click());
    expect(board.getAttribute('aria-expanded')).toBe('false');
    expect(JSON.parse(localStorage.getItem(NAV_GROUPS_STORAGE_KEY)!)).toEqual({ board: false });
    // Blueprint's Collapse animates over timers; each step renders before the next one fires.
    await act(() => sleep(20));
    await act(() => sleep(250));
    expect(navTexts()).toEqual(['홈', '음악', '음악 검색', '뮤지션 목록', '게시판']);
  });

  it('marks the current page and opens its group even when it was closed', async () => {
    localStorage.setItem(NAV_GROUPS_STORAGE_KEY, '{"board":false}');
    await render('/faq');
    expect(button('게시판').getAttribute('aria-expanded')).toBe('true');
    expect(link('FAQ').getAttribute('aria-current')).toBe('page');
    expect(link('홈').getAttribute('aria-current')).toBeNull();
  });

  it('inserts the User group third for a logged-in musician, and shows Logout', async () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    currentUser.value = { authorityType: 'ROLE_MUSICIAN' };
    await render();
    expect(navTexts()).toEqual([
      '홈',
      '음악',
      '음악 검색',
      '뮤지션 목록',
      '사용자',
      '마이페이지',
      '내 뮤지션 프로필',
      '좋아요한 음악',
      '숏리스트',
      '게시판',
      '공지사항',
      'FAQ',
    ]);
    expect(button('로그아웃')).toBeDefined();
    expect(link('로그인')).toBeUndefined();
  });

  it('leaves My Musician Profile out for a general user', async () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    currentUser.value = { authorityType: 'ROLE_USER' };
    await render();
    expect(navTexts()).toContain('좋아요한 음악');
    expect(navTexts()).not.toContain('내 뮤지션 프로필');
  });
});
