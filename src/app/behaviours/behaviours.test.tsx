// @vitest-environment happy-dom
import i18next from 'i18next';
import { createMemoryRouter, data, type DataRouter, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { namespaces } from '../../lib/i18n/namespaces';
import { disableContextMenu } from './contextMenu';
import { documentTitleFor, syncDocumentTitle } from './documentTitle';

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, handle: { title: 'home.title' }, Component: () => null },
      { path: 'faq', handle: { title: 'faq.title' }, Component: () => null },
      { path: 'search-details', handle: { title: 'searchDetails.title' }, Component: () => null },
      {
        path: 'broken',
        loader: () => {
          throw new Error('boom');
        },
        Component: () => null,
      },
      {
        path: 'gone',
        loader: () => {
          throw data(null, { status: 404, statusText: 'Not Found' });
        },
        Component: () => null,
      },
    ],
  },
];

let router: DataRouter;
const stops: Array<() => void> = [];

async function start(path = '/'): Promise<DataRouter> {
  router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => (router.state.initialized ? resolve() : router.subscribe((state) => state.initialized && resolve())));
  return router;
}

beforeAll(async () => {
  localStorage.clear();
  await initI18n(namespaces);
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  router?.dispose();
});
afterAll(() => i18next.changeLanguage('ko'));

describe('the context menu', () => {
  it('is disabled everywhere until undone', () => {
    const undo = disableContextMenu(document);
    const open = () => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      document.body.appendChild(document.createElement('p')).dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(open()).toBe(true);
    undo();
    expect(open()).toBe(false);
  });
});

describe('the document title', () => {
  it('names the page in the current language and follows navigation and language changes', async () => {
    await start('/faq');
    stops.push(syncDocumentTitle(router, i18next));
    expect(document.title).toBe('FAQ · Cue Connect');
    await router.navigate('/search-details');
    expect(document.title).toBe('음악 검색 · Cue Connect');
    await i18next.changeLanguage('en');
    expect(document.title).toBe('Search Music · Cue Connect');
    await i18next.changeLanguage('ko');
  });

  it('names the not-found and error screens', async () => {
    await start('/gone');
    expect(documentTitleFor(router.state, i18next)).toBe('페이지를 찾을 수 없습니다 · Cue Connect');
    await router.navigate('/broken');
    expect(documentTitleFor(router.state, i18next)).toBe('오류 · Cue Connect');
  });

  it('is the wordmark alone when no route names the page', async () => {
    expect(documentTitleFor({ matches: [], errors: null }, i18next)).toBe('Cue Connect');
  });
});
