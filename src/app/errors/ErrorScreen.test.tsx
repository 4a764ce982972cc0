// @vitest-environment happy-dom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, data, RouterProvider, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { namespaces } from '../../lib/i18n/namespaces';
import { ErrorScreen } from './ErrorScreen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  localStorage.clear();
  await initI18n(namespaces);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});
afterAll(() => i18next.changeLanguage('ko'));

/** Renders a route whose loader throws `thrown`, with the error screen as its error element. */
async function showErrorFor(thrown: unknown) {
  const routes: RouteObject[] = [
    {
      path: '/',
      ErrorBoundary: ErrorScreen,
      loader: () => {
        throw thrown;
      },
      Component: () => null,
      HydrateFallback: () => null,
    },
  ];
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  const router = createMemoryRouter(routes);
  await act(async () => root.render(<RouterProvider router={router} />));
}

const title = () => container.querySelector('h4')?.textContent;
const facts = () => Object.fromEntries([...container.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
const buttons = () => [...container.querySelectorAll('a, button')].map((node) => node.textContent);

describe('the error screen', () => {
  it('shows the status, status text and data of a route error response', async () => {
    await showErrorFor(data({ reason: 'maintenance' }, { status: 503, statusText: 'Service Unavailable' }));
    expect(title()).toBe('문제가 발생했습니다');
    expect(facts()).toEqual({ '상태 코드': '503', '상태 메시지': 'Service Unavailable', '상세 정보': '{\n  "reason": "maintenance"\n}' });
    expect(buttons()).toEqual(['홈으로 가기', '다시 시도']);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/');
  });

  it('shows the page-not-found screen, with the status, for a 404', async () => {
    await showErrorFor(data(null, { status: 404, statusText: 'Not Found' }));
    expect(title()).toBe('페이지를 찾을 수 없습니다');
    expect(facts()).toEqual({ '상태 코드': '404', '상태 메시지': 'Not Found' });
    expect(buttons()).toEqual(['홈으로 가기']);
  });

  it("shows an Error's name, message and stack, the stack in a scrolling block", async () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    await showErrorFor(error);
    expect(facts()).toMatchObject({ 오류: 'TypeError', 메시지: 'Failed to fetch dynamically imported module' });
    const stack = container.querySelector('pre')!;
    expect(stack.textContent).toBe(error.stack);
    expect(stack.style.overflow).toBe('auto');
  });

  it('says "Unknown Error" for anything else, in English too', async () => {
    await i18next.changeLanguage('en');
    await showErrorFor('a thrown string');
    expect(title()).toBe('Unknown Error');
    expect(facts()).toEqual({});
    expect(buttons()).toEqual(['Go home', 'Try again']);
  });

  it('reloads the page with "Try again"', async () => {
    await i18next.changeLanguage('en');
    await showErrorFor(new Error('boom'));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    act(() => [...container.querySelectorAll('button')].find((node) => node.textContent === 'Try again')!.click());
    expect(reload).toHaveBeenCalledOnce();
  });
});
