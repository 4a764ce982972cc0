// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { adoptShadowStyles } from './shadowStyles';

describe('shadow styles under a strict CSP', () => {
  it("moves the rules of wavesurfer's inline <style> into a constructed stylesheet and removes the element", () => {
    const container = document.createElement('div');
    const host = document.createElement('div');
    container.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host .progress { position: absolute; }</style><div class="progress"></div>';
    adoptShadowStyles(container);
    expect(root.querySelector('style')).toBeNull();
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.querySelector('.progress')).not.toBeNull();
  });
});
