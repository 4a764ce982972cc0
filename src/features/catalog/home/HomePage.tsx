import { H1 } from '@blueprintjs/core';
import type { HomeCover } from '../../../lib/api/generated/types.gen';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeGallery } from './HomeGallery';
import { HomeSearch } from './HomeSearch';

export interface HomePageProps {
  /** The covers the page was rendered with on the server (the gallery then loads nothing on its first render). */
  initialCovers?: HomeCover[];
}

/** Home: a short heading and intro with the way to the matching program, the music search box, then the gallery of album covers. */
export function HomePage({ initialCovers }: HomePageProps) {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="home-title" className="app-catalog-home">
      <H1 id="home-title">{t('home.title')}</H1>
      <p>
        {t('home.intro')} <Link to="/program">{t('home.program')}</Link>
      </p>
      <HomeSearch />
      <HomeGallery initialCovers={initialCovers} />
    </section>
  );
}
