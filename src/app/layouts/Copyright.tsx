import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';

/** The copyright line at the foot of the side navigation: this year and the wordmark. */
export function Copyright({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <footer className={className}>
      <small>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.wordmark })}</small>
    </footer>
  );
}
