/**
 * The page's only script tag. The app's modules (the entry named by `<meta name="app-entry">`, about seventy
 * chunks named by `<meta name="app-module">`) are asked for once the page has painted: a page comes rendered
 * with its critical CSS, so its first screen (the text, the fonts, the images preloaded at high priority) gets
 * the few connections of HTTP/1.1 first, instead of queueing behind the scripts. The modules are then
 * preloaded all at once (`modulepreload`, no waterfall of imports) and the entry starts the app (src/main.tsx).
 * A hidden tab paints nothing: it starts at once.
 */
const modules = [...document.querySelectorAll<HTMLMetaElement>('meta[name="app-module"]')].map((meta) => meta.content);
const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.content;

let started = false;
function start(): void {
  if (started || !entry) return;
  started = true;
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(entry);
}

/** The longest wait for a paint (a browser that holds frames back): the app starts anyway. */
const PAINT_WAIT_MS = 200;

if (document.visibilityState === 'hidden') start();
else {
  // A frame's callback runs before its paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, PAINT_WAIT_MS);
}
