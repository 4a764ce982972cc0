import { describe, expect, it } from 'vitest';
import { moveInlineStyles, pageHtml, PRERENDER_ROUTES, scriptJson, ssrStylesCss, styleKey } from './prerender';

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

  it('puts dynamic routes under a _ folder', () => {
    expect(PRERENDER_ROUTES.find((route) => route.path === '/s/:shareToken')?.dir).toBe('s/_');
    expect(PRERENDER_ROUTES.find((route) => route.path === '/')?.dir).toBe('');
  });
});
