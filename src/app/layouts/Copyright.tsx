import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../lib/config/brand';
import { useHydrated } from '../../lib/ui/useHydrated';

/**
 * The copyright line at the foot of the side navigation: this year and the wordmark, after what the foot also holds.
 * The line waits for the hydration: a prerendered page may be read in a later year than it was built, whose year
 * would not match the build's (and the hydration would fail).
 */
export function Copyright({ className, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  return (
    <footer className={className}>
      {children}
      <small>{hydrated && t('footer.copyright', { year: new Date().getFullYear(), brand: brand.wordmark })}</small>
    </footer>
  );
}
