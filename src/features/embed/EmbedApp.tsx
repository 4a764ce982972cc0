import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../lib/config/brand';
import type { DataLanguage } from '../../lib/i18n/localized';
import { EmbedPlayer } from './EmbedPlayer';
import { useEmbedTrack } from './useEmbedTrack';

export interface EmbedAppProps {
  musicFileId: number | undefined;
  language: DataLanguage;
  /** Where the track starts (`?t=`), in seconds. */
  startSeconds?: number;
}

/** The embed page: the player once the track is loaded, else what happened (loading, unavailable, failed). */
export function EmbedApp({ musicFileId, language, startSeconds = 0 }: EmbedAppProps) {
  const { t } = useTranslation('embed');
  const { state, retry } = useEmbedTrack(musicFileId);

  useEffect(() => {
    if (state.status === 'unavailable') document.title = t('unavailableTitle', { brand: brand.wordmark });
  }, [state.status, t]);

  if (state.status === 'ready') return <EmbedPlayer music={state.music} language={language} startSeconds={startSeconds} />;
  if (state.status === 'loading') {
    return (
      <main className="app-embed app-embed--message" aria-busy="true">
        <p className="app-embed__status">{t('loading')}</p>
      </main>
    );
  }
  if (state.status === 'failed') {
    return (
      <main className="app-embed app-embed--message">
        <p className="app-embed__status" role="alert">
          {t('failed')}
        </p>
        <button type="button" className="app-embed__button" onClick={retry}>
          {t('retry')}
        </button>
      </main>
    );
  }
  return (
    <main className="app-embed app-embed--message">
      <h1 className="app-embed__status">{t('unavailable')}</h1>
      <a className="app-embed__link" href="/" target="_blank" rel="noopener">
        {t('home', { brand: brand.wordmark })}
        <span className="app-embed__hidden"> {t('newTab')}</span>
      </a>
    </main>
  );
}
