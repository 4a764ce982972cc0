import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { brand } from '../../../lib/config/brand';

/**
 * Names the document after the track ("새벽의 추격 · Cue Connect") once it is loaded. The shell sets the
 * route's generic title on every navigation; this runs after it, so the track's title wins.
 */
export function useTrackDocumentTitle(title: string | undefined): void {
  const { t, i18n } = useTranslation('pages');
  const location = useLocation();
  useEffect(() => {
    if (title !== undefined && title !== '') document.title = t('documentTitle', { page: title, brand: brand.wordmark });
  }, [title, t, i18n.language, location.key]);
}
