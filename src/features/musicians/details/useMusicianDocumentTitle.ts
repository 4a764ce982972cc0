import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { brand } from '../../../lib/config/brand';

/**
 * Names the document after the musician ("한도윤 · Cue Connect") once they are loaded. The shell sets the
 * route's generic title on every navigation; this runs after it, so the musician's name wins.
 */
export function useMusicianDocumentTitle(name: string | undefined): void {
  const { t, i18n } = useTranslation('pages');
  const location = useLocation();
  useEffect(() => {
    if (name !== undefined && name !== '') document.title = t('documentTitle', { page: name, brand: brand.wordmark });
  }, [name, t, i18n.language, location.key]);
}
