/**
 * The embed page's colours follow the system (prefers-color-scheme) unless the snippet asks for one
 * (`?theme=light|dark`): a host site's own theme is not readable from inside the frame. `bp6-dark` is the class
 * the app's shared components key their dark colours on.
 */
export function applyEmbedTheme(forced: 'light' | 'dark' | undefined): void {
  const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => {
    const dark = forced ? forced === 'dark' : query?.matches === true;
    document.body.classList.toggle('bp6-dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  };
  apply();
  if (!forced) query?.addEventListener('change', apply);
}
