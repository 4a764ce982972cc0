import { setupWorker } from 'msw/browser';
import { createMockProvider } from './provider';

/** URL of msw's service worker script, copied to the root of the static build. */
export const MOCK_SERVICE_WORKER_URL = '/mockServiceWorker.js';

/**
 * The embedded mock in the browser: the mock provider's handlers served by msw's service worker.
 * Loaded lazily by the entry only when config.json says `"mock": "worker"`. Quiet, because logging every
 * request slows uploads down; requests no handler matches (the app's own files) go to the network.
 */
export async function startBrowserMock(): Promise<void> {
  const provider = await createMockProvider();
  await setupWorker(...provider.handlers).start({
    quiet: true,
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: MOCK_SERVICE_WORKER_URL },
  });
}
