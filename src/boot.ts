/**
 * The page's only script tag. The app's modules (the entry named by `<meta name="app-entry">`, about seventy
 * chunks named by `<meta name="app-module">`) and a prerendered page's full stylesheets (`<meta name="app-style">`,
 * scripts/build/criticalCss.ts) are asked for once the page has painted: a page comes rendered with its critical
 * CSS, so its first screen (the text, the fonts, the images preloaded at high priority) gets the few connections
 * of HTTP/1.1 first, instead of queueing behind the scripts and styles. The stylesheets are then linked and the
 * modules preloaded (`modulepreload`, no waterfall of imports), a few per task: asking for a resource costs the
 * main thread about 3 ms on a phone, and seventy-odd asked in one task held it for over 200 ms. Once all are asked
 * for and the stylesheets have loaded (or failed), the entry starts the app (src/main.tsx), which so hydrates with
 * the whole CSS in place. A hidden tab paints nothing: it starts at once.
 */
const modules = [...document.querySelectorAll<HTMLMetaElement>('meta[name="app-module"]')].map((meta) => meta.content);
const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.content;
const styles = [...document.querySelectorAll<HTMLMetaElement>('meta[name="app-style"]')].map((meta) => meta.content);

/**
 * Links a stylesheet for no screen yet (`media="print"`); settles once it has loaded or failed (the app starts
 * either way). The parts of the app's CSS (scripts/build/splitStylesheet.ts) are applied together once all have
 * loaded: applied one by one, a part holding Blueprint's rules would override the page's critical app rules
 * until the part holding the app's own arrived, and the page would shift.
 */
function loadStylesheet(href: string): Promise<HTMLLinkElement> {
  return new Promise((settle) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.media = 'print';
    link.href = href;
    link.addEventListener('load', () => settle(link));
    link.addEventListener('error', () => settle(link));
    document.head.append(link);
  });
}

/** Resources asked for in one task. */
const REQUESTS_PER_TASK = 4;
/** A new task, at once: a message, which a hidden tab does not slow down as it does timers. */
function nextTask(): Promise<void> {
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resume();
    channel.port2.postMessage(undefined);
  });
}

function preloadModule(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

async function startApp(entry: string): Promise<void> {
  const loaded: Array<Promise<HTMLLinkElement>> = [];
  const requests = [...styles.map((href) => () => void loaded.push(loadStylesheet(href))), ...modules.map((href) => () => preloadModule(href))];
  for (let first = 0; first < requests.length; first += REQUESTS_PER_TASK) {
    if (first > 0) await nextTask();
    for (const request of requests.slice(first, first + REQUESTS_PER_TASK)) request();
  }
  // The parts of the app's CSS apply together, once all have loaded (see loadStylesheet).
  for (const link of await Promise.all(loaded)) link.media = 'all';
  await import(entry);
}

let started = false;
function start(): void {
  if (started || !entry) return;
  started = true;
  void startApp(entry);
}

/** The longest wait for a paint (a browser that holds frames back): the app starts anyway. */
const PAINT_WAIT_MS = 200;

if (document.visibilityState === 'hidden') start();
else {
  // A frame's callback runs before its paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, PAINT_WAIT_MS);
}
