import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../lib/config/brand';

/** The copyright line at the foot of the side navigation: this year and the wordmark, after what the foot also holds. */
export function Copyright({ className, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <footer className={className}>
      {children}
      <small>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.wordmark })}</small>
    </footer>
  );
}
