import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api/errorMessages';
import type { HomeCover } from '../../../lib/api/generated/types.gen';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { usePlayback } from '../../playback';
import { CoverCard } from './CoverCard';
import { useHomeCovers } from './useHomeCovers';

const SKELETON_COUNT = 8;
/**
 * The gallery's first row at 1440 px (six columns; a 390 px phone shows two per row) is fetched ahead of everything
 * (the largest paints); the rest of a desktop's first screen (three rows) at once; the others lazily.
 */
const FIRST_ROW_COVERS = 6;
const FIRST_SCREEN_COVERS = 18;

/** The responsive gallery of album covers: skeletons while loading, the failure with Retry, then covers. */
export function HomeGallery({ initialCovers }: { initialCovers?: HomeCover[] }) {
  const { t } = useTranslation('common');
  const { t: tErrors } = useTranslation('errors');
  const language = useDataLanguage();
  const { state, retry } = useHomeCovers(initialCovers);
  const playback = usePlayback();
  const soundingId = playback.playing ? playback.current?.musicFileId : undefined;

  if (state.status === 'failed') {
    return <LoadFailure className="app-catalog-gallery-failure" message={tErrors(errorMessageKey(undefined, 'homeCoverLoad'))} retry={retry} />;
  }
  if (state.status === 'loading') {
    return (
      <ul className="app-catalog-gallery" aria-label={t('home.galleryLabel')} aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index} className="app-catalog-gallery-item" aria-hidden="true">
            <div className={`app-catalog-gallery-image ${Classes.SKELETON}`} />
            <span className={`app-catalog-gallery-title ${Classes.SKELETON}`}>&nbsp;</span>
          </li>
        ))}
      </ul>
    );
  }
  const { covers } = state;
  if (covers.length === 0) return <p>{t('home.noCovers')}</p>;
  return (
    <ul className="app-catalog-gallery" aria-label={t('home.galleryLabel')}>
      {covers.map((cover, index) => (
        <CoverCard
          key={cover.musicFileId}
          cover={cover}
          language={language}
          priority={index < FIRST_ROW_COVERS ? 'first' : index < FIRST_SCREEN_COVERS ? 'visible' : 'later'}
          playing={soundingId === cover.musicFileId}
        />
      ))}
    </ul>
  );
}
