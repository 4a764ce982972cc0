import { H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { HomeGallery } from './HomeGallery';

/** Home: a short heading and intro, then the gallery of album covers. */
export function HomePage() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="home-title" className="app-catalog-home">
      <H1 id="home-title">{t('home.title')}</H1>
      <p>{t('home.intro')}</p>
      <HomeGallery />
    </section>
  );
}
