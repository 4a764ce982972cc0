// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { MainLayout } from './MainLayout';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  localStorage.clear();
  await initI18n();
});

beforeEach(async () => {
  container = document.body.appendChild(document.createElement('div'));
  const router = createMemoryRouter([{ Component: MainLayout, children: [{ index: true, element: <p>page</p> }] }]);
  root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const nav = () => container.querySelector('nav')!;
const navTexts = () => [...nav().querySelectorAll('.app-side-nav__group, .app-side-nav__link')].map((node) => node.textContent);
const button = (name: string) => [...container.querySelectorAll('button')].find((node) => (node.getAttribute('aria-label') ?? node.textContent) === name)!;

describe('MainLayout', () => {
  it('shows the wordmark linking home and the side navigation in Korean', () => {
    const logo = container.querySelector<HTMLAnchorElement>('header a')!;
    expect(logo.textContent).toBe('Cue Connect');
    expect(logo.getAttribute('href')).toBe('/');
    expect(navTexts()).toEqual(['홈', '음악', '음악 검색', '뮤지션 목록', '게시판', '공지사항', 'FAQ']);
    expect(nav().textContent).toContain('© 2025 Cue Connect');
  });

  it('switches the language at once with the language control', async () => {
    expect(button('한국어').getAttribute('aria-pressed')).toBe('true');
    await act(async () => button('English').click());
    expect(navTexts()).toEqual(['Home', 'Music', 'Search Music', 'Musician List', 'Board', 'Notice', 'FAQ']);
    expect(button('English').getAttribute('aria-pressed')).toBe('true');
    await act(async () => button('한국어').click());
  });

  it('hides and shows the side navigation with the menu toggle', async () => {
    const toggle = button('메뉴 열기/닫기');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(nav().hidden).toBe(true);
    await act(async () => toggle.click());
    expect(nav().hidden).toBe(false);
  });
});
