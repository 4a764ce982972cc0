/**
 * wavesurfer.js draws in a shadow root whose styles it writes as an inline `<style>` element, which the app's
 * Content-Security-Policy (`style-src 'self'`) blocks (a `style-src-elem` violation, and the canvases lose their
 * positioning). The waveform is therefore created in a container that is not in the document yet: there the
 * `<style>` element is never applied nor checked. This moves its rules into a constructed stylesheet (CSSOM,
 * which the policy allows) and removes the element; only then is the container put into the page.
 */
export function adoptShadowStyles(container: HTMLElement): void {
  for (const host of container.children) {
    const root = host.shadowRoot;
    if (!root) continue;
    for (const style of root.querySelectorAll('style')) {
      if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in root) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(style.textContent ?? '');
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      }
      style.remove();
    }
  }
}
