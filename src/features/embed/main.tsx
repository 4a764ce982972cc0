import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../playback/waveform/waveform.css';
import './embed.css';
import { brand } from '../../lib/config/brand';
import { loadRuntimeConfig, type RuntimeConfig } from '../../lib/config/runtimeConfig';
import { initI18n } from '../../lib/i18n/i18n';
import { configureEmbedClient } from './embedApi';
import { EmbedApp } from './EmbedApp';
import { readEmbedParams } from './embedParams';
import { applyEmbedTheme } from './embedTheme';

/**
 * The embeddable player's entry (`/embed/track/{id}`, embed.html): the runtime config, the generated client
 * without the app's session, its one translation namespace, and the player. No router, auth, shell or
 * Blueprint: its first load stays small (`npm run bench -- bundle`).
 */
async function startBrowserMockIfAsked(config: RuntimeConfig): Promise<void> {
  if (__EMBEDDED_MOCK__ && config.mock === 'worker') {
    const { startBrowserMock } = await import('../../../mocks/browser');
    await startBrowserMock();
  }
}

async function start(): Promise<void> {
  document.title = brand.wordmark;
  const params = readEmbedParams(location);
  applyEmbedTheme(params.theme);
  const root = createRoot(document.getElementById('root')!);
  const i18nReady = initI18n(['embed'], params.language);
  const config = await loadRuntimeConfig();
  configureEmbedClient(config.apiBaseUrl);
  await Promise.all([startBrowserMockIfAsked(config), i18nReady]);
  root.render(
    <StrictMode>
      <EmbedApp musicFileId={params.musicFileId} language={params.language} startSeconds={params.startSeconds} />
    </StrictMode>,
  );
}

void start();
