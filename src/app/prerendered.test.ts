// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readPrerendered, restoreSsrStyles, routePatternOf, routePatterns, shouldHydrate, type Prerendered } from './prerendered';
import { routes } from './router';

afterEach(() => {
  document.documentElement.lang = '';
  document.body.replaceChildren();
});

const page = (root: string, data?: object) => {
  document.body.innerHTML = `${root}${data ? `<script type="application/json" id="prerender-data">${JSON.stringify(data)}</script>` : ''}`;
};

describe('the prerendered page', () => {
  it('is read from #root[data-route], <html lang> and the JSON data block', () => {
    document.documentElement.lang = 'en';
    page('<div id="root" data-route="/faq"><main></main></div>', {
      namespaces: ['board', 'nope'],
      hydrationData: { loaderData: {} },
      search: '',
      styles: { k1: 'color:red' },
    });
    expect(readPrerendered(document)).toEqual({
      route: '/faq',
      language: 'en',
      namespaces: ['board'],
      hydrationData: { loaderData: {} },
      search: '',
      styles: { k1: 'color:red' },
    });
  });

  it('is none in 404.html (an empty root without data)', () => {
    page('<div id="root"></div>');
    expect(readPrerendered(document)).toBeUndefined();
  });
});

describe('the route pattern of an address', () => {
  it('names the route as the build does, dynamic segments as parameters', () => {
    expect(routePatternOf(routes, '/')).toBe('/');
    expect(routePatternOf(routes, '/faq')).toBe('/faq');
    expect(routePatternOf(routes, '/musician-details/42')).toBe('/musician-details/:musicianId');
    expect(routePatternOf(routes, '/s/abc')).toBe('/s/:shareToken');
    expect(routePatternOf(routes, '/login')).toBe('/login');
  });

  it('lists every page pattern of the app once, the not-found routes left out (the server answers other paths 404)', () => {
    const patterns = routePatterns(routes);
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/faq', '/login', '/reset-password', '/s/:shareToken', '/shortlists/:shortlistId', '/music-edit/:musicFileId']),
    );
    expect(patterns).not.toContain('/404');
    expect(patterns.some((pattern) => pattern.includes('*'))).toBe(false);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(routePatternOf(routes, pattern.replace(/:\w+/g, '1')), pattern).toBe(pattern);
  });

  it('is none for an unknown address (the catch-all)', () => {
    expect(routePatternOf(routes, '/no/such/page')).toBeUndefined();
  });
});

describe('hydrate or render', () => {
  const prerendered: Prerendered = { route: '/musician-details/:musicianId', language: 'ko', namespaces: [], hydrationData: {}, search: '', styles: {} };
  const place = { routePattern: '/musician-details/:musicianId', search: '', language: 'ko' };

  it('hydrates the markup made for this route, query and language', () => {
    expect(shouldHydrate(prerendered, place)).toBe(true);
  });

  it('renders in the browser otherwise: another language, another route, a query, or no prerendered markup', () => {
    expect(shouldHydrate(prerendered, { ...place, language: 'en' })).toBe(false);
    expect(shouldHydrate(prerendered, { ...place, routePattern: '/faq' })).toBe(false);
    expect(shouldHydrate(prerendered, { ...place, routePattern: undefined })).toBe(false);
    expect(shouldHydrate(prerendered, { ...place, search: '?track=4' })).toBe(false);
    expect(shouldHydrate({ ...prerendered, route: '/search-details' }, { ...place, routePattern: '/search-details', search: '?q=strings' })).toBe(false);
    expect(shouldHydrate(undefined, place)).toBe(false);
  });

  it('hydrates despite a parameter the page does not read (a tracking tag), or another spelling of the same query', () => {
    expect(shouldHydrate(prerendered, { ...place, search: '?v=123&utm_source=mail' })).toBe(true);
    expect(shouldHydrate({ ...prerendered, search: '?track=4&t=30' }, { ...place, search: '?t=30&track=4&v=1' })).toBe(true);
  });
});

describe('styles moved out of the markup', () => {
  it('come back through the CSSOM and the marker attribute goes', () => {
    page('<div id="root" data-route="/"><div id="a" data-ssr-style="k2"></div></div>');
    restoreSsrStyles(document.getElementById('root')!, { k1: 'color: red', k2: 'height: auto; overflow-y: visible' });
    const element = document.getElementById('a')!;
    expect(element.style.height).toBe('auto');
    expect(element.style.overflowY).toBe('visible');
    expect(element.hasAttribute('data-ssr-style')).toBe(false);
  });
});
