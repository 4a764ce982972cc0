import { describe, expect, it } from 'vitest';
import { moveInlineStyles, pageHtml, PRERENDER_ROUTES, scriptJson } from './prerender';

describe('prerendered markup', () => {
  it('moves style attributes to numbered markers with one rule each, the same style sharing one', () => {
    const moved = moveInlineStyles('<div style="height:auto;transition:none"></div><p style="height:auto;transition:none"></p><b style="font-family:&quot;A&quot;"></b>');
    expect(moved.html).toBe('<div data-ssr-style="0"></div><p data-ssr-style="0"></p><b data-ssr-style="1"></b>');
    expect(moved.styles).toEqual(['height:auto;transition:none', 'font-family:"A"']);
    expect(moved.css).toBe('[data-ssr-style="0"]{height:auto!important;transition:none!important}[data-ssr-style="1"]{font-family:"A"!important}');
  });

  it('writes JSON that cannot end its script element', () => {
    expect(scriptJson({ text: '</script><!--' })).toBe('{"text":"\\u003c/script>\\u003c!--"}');
  });

  it('fills the shell: language, title, route and data', () => {
    const shell = '<html lang="ko"><head><title>Cue Connect</title></head><body><div id="root"></div></body></html>';
    const html = pageHtml(shell, {
      route: '/faq',
      language: 'en',
      page: { html: '<main style="color:red">FAQ</main>', title: 'FAQ · Cue Connect', namespaces: ['common', 'board'], hydrationData: { loaderData: {} } },
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>FAQ · Cue Connect</title><style>[data-ssr-style="0"]{color:red!important}</style>');
    expect(html).toContain('<div id="root" data-route="/faq"><main data-ssr-style="0">FAQ</main></div>');
    expect(html).toContain('{"namespaces":["common","board"],"hydrationData":{"loaderData":{}},"search":"","styles":["color:red"]}');
  });

  it('puts dynamic routes under a _ folder', () => {
    expect(PRERENDER_ROUTES.find((route) => route.path === '/s/:shareToken')?.dir).toBe('s/_');
    expect(PRERENDER_ROUTES.find((route) => route.path === '/')?.dir).toBe('');
  });
});
