import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles';
import { configureApiClient } from './api/client';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { preloadAppToaster } from './components/AppToaster';
import { whenIdle } from './components/lazyWithPreload';
import { brand } from './config/brand';
import { isEmbedPath, parseEmbedTrackPath } from './domain/embed/embedPath';
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtimeConfig';
import { initI18n } from './i18n/i18n';
import { restoreSavedPlayback } from './playback';

/** The embedded mock in the browser: only when config.json asks for it and the build includes it. */
async function startBrowserMockIfAsked(config: RuntimeConfig): Promise<void> {
  if (__EMBEDDED_MOCK__ && config.mock === 'worker') {
    const { startBrowserMock } = await import('../mocks/browser');
    await startBrowserMock();
  }
}

async function start(): Promise<void> {
  document.title = brand.wordmark;
  const root = createRoot(document.getElementById('root')!);
  const i18nReady = initI18n();
  try {
    const config = await loadRuntimeConfig();
    configureApiClient(config);
    await Promise.all([startBrowserMockIfAsked(config), i18nReady]);
    // The last visit's queue comes back paused (the player shows it; nothing sounds without a click).
    void restoreSavedPlayback();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    whenIdle(() => void preloadAppToaster().catch(() => undefined));
  } catch (error) {
    await i18nReady;
    root.render(<StartupError />);
    throw error;
  }
}

/**
 * A static host answers every unknown path with index.html, `/embed/track/{id}` included: hand over to the
 * embed page's own HTML (its small entry), keeping the track and the query.
 */
function embedHandover(): string | undefined {
  const musicFileId = parseEmbedTrackPath(location.pathname);
  if (!isEmbedPath(location.pathname)) return undefined;
  const query = new URLSearchParams(location.search);
  query.set('track', String(musicFileId ?? 0));
  return `/embed.html?${query.toString()}`;
}

const handover = embedHandover();
if (handover) location.replace(handover);
else void start();
