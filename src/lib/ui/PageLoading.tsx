import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or texts load. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="app-page-loading" role="status" aria-label={t('loading')}>
      <Spinner size={40} />
    </div>
  );
}
