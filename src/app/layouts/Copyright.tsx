import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';

/** The copyright line at the foot of the side navigation. */
export function Copyright({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <footer className={className}>
      <small>{t('footer.copyright', { year: brand.copyrightSince, brand: brand.wordmark })}</small>
    </footer>
  );
}
