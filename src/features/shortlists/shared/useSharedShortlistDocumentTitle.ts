import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { brand } from '../../../lib/config/brand';

/**
 * Names the document after the shared list ("Temp cues · Cue Connect") once it is loaded. The shell sets the
 * route's generic title ("Shared Shortlist") on every navigation; this runs after it, so the list's name wins.
 */
export function useSharedShortlistDocumentTitle(name: string | undefined): void {
  const { t, i18n } = useTranslation('pages');
  const location = useLocation();
  useEffect(() => {
    if (name !== undefined && name !== '') document.title = t('documentTitle', { page: name, brand: brand.wordmark });
  }, [name, t, i18n.language, location.key]);
}
