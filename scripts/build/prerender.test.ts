import { describe, expect, it } from 'vitest';
import { PRERENDER_ROUTES } from './prerender';
import { highPriorityImagePreloads, moveInlineStyles, pageHtml, scriptJson, ssrStylesCss, styleKey } from './prerenderPage';

describe('prerendered markup', () => {
  it('moves style attributes to markers keyed by their content, the same style sharing one key', () => {
    const moved = moveInlineStyles('<div style="height:auto;transition:none"></div><p style="height:auto;transition:none"></p><b style="font-family:&quot;A&quot;"></b>');
    const a = styleKey('height:auto;transition:none');
    const b = styleKey('font-family:"A"');
    expect(moved.html).toBe(`<div data-ssr-style="${a}"></div><p data-ssr-style="${a}"></p><b data-ssr-style="${b}"></b>`);
    expect(moved.styles).toEqual({ [a]: 'height:auto;transition:none', [b]: 'font-family:"A"' });
    expect(ssrStylesCss({ k: 'height:auto; transition:none' })).toBe('[data-ssr-style="k"]{height:auto!important;transition:none!important}');
  });

  it('writes JSON that cannot end its script element', () => {
    expect(scriptJson({ text: '</script><!--' })).toBe('{"text":"\\u003c/script>\\u003c!--"}');
  });

  it('fills the shell: language, title, route and data', () => {
    const shell = '<html lang="ko"><head><title>Cue Connect</title></head><body><div id="root"></div></body></html>';
    const html = pageHtml(shell, {
      route: '/faq',
      language: 'en',
      page: { html: '<main data-ssr-style="k">FAQ</main>', title: 'FAQ · Cue Connect', namespaces: ['common', 'board'], hydrationData: { loaderData: {} } },
      styles: { k: 'color:red' },
      head: '<link rel="stylesheet" href="/x.css" />',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>FAQ · Cue Connect</title><link rel="stylesheet" href="/x.css" />');
    expect(html).toContain('<div id="root" data-route="/faq"><main data-ssr-style="k">FAQ</main></div>');
    expect(html).toContain('{"namespaces":["common","board"],"hydrationData":{"loaderData":{}},"search":"","styles":{"k":"color:red"}}');
  });

  it('keeps a page text with $ patterns as written (a title such as "$& Co" is not expanded)', () => {
    const shell = '<html lang="ko"><head><title>Cue Connect</title></head><body><div id="root"></div></body></html>';
    const html = pageHtml(shell, {
      route: '/',
      language: 'ko',
      page: {
        html: "<h2>$& Co $' $$ $`</h2>",
        title: '$& · Cue Connect',
        namespaces: ['common'],
        hydrationData: { loaderData: { home: { covers: [{ title: "$'" }] } } },
      },
      styles: {},
    });
    expect(html).toContain('<div id="root" data-route="/"><h2>$& Co $\' $$ $`</h2></div>');
    expect(html).toContain('<title>$&amp; · Cue Connect</title>');
    expect(html).toContain(`"title":"$'"`);
  });

  it('preloads, first in the head, the first source of each picture fetched at high priority, and no other', () => {
    const picture = (priority: string, id: number) =>
      `<picture class="app-cover-picture"><source type="image/avif" srcSet="/c-${id}-96-avif 96w, /c-${id}-192-avif 192w" sizes="(max-width: 767px) 50vw, 192px"/>` +
      `<source type="image/webp" srcSet="/c-${id}-96-webp 96w"/><img src="/c-${id}" alt="" loading="eager"${priority}/></picture>`;
    const page = `${picture(' fetchPriority="high"', 1)}${picture('', 2)}${picture(' fetchpriority="high"', 3)}<img src="/lone" fetchPriority="high"/>`;
    expect(
      highPriorityImagePreloads(page)
        .trim()
        .split(/\s*\n\s*/),
    ).toEqual([
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/c-1-96-avif 96w, /c-1-192-avif 192w" imagesizes="(max-width: 767px) 50vw, 192px" fetchpriority="high" />',
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/c-3-96-avif 96w, /c-3-192-avif 192w" imagesizes="(max-width: 767px) 50vw, 192px" fetchpriority="high" />',
    ]);
    const shell = '<html lang="ko"><head><title>Cue Connect</title></head><body><div id="root"></div></body></html>';
    const html = pageHtml(shell, {
      route: '/',
      language: 'ko',
      page: { html: page, title: 'Home', namespaces: [], hydrationData: {} },
      styles: {},
      head: '<link rel="modulepreload" href="/a.js" />',
    });
    expect(html.indexOf('imagesrcset="/c-1-96-avif')).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('imagesrcset="/c-1-96-avif'));
  });

  it('puts dynamic routes under a _ folder', () => {
    expect(PRERENDER_ROUTES.find((route) => route.path === '/s/:shareToken')?.dir).toBe('s/_');
    expect(PRERENDER_ROUTES.find((route) => route.path === '/')?.dir).toBe('');
  });
});
