import { H1 } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageTitleKey } from './loaders';

export interface ComingSoonPageProps {
  /** The page's title: a key of the `pages` namespace. */
  titleKey: PageTitleKey;
}

/** A page whose screen a later issue builds: its translated title and a "coming soon" line. */
export function ComingSoonPage({ titleKey }: ComingSoonPageProps) {
  const { t } = useTranslation('pages');
  const headingId = useId();
  return (
    <section className="app-coming-soon" aria-labelledby={headingId}>
      <H1 id={headingId}>{t(titleKey)}</H1>
      <p>{t('comingSoon')}</p>
    </section>
  );
}
