import { NonIdealState } from '@blueprintjs/core';
import { Heart } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where the empty state sends the user to find music to like. */
export const SEARCH_MUSIC_PATH = '/search-details';

/** No liked track at all: says so and offers the music search. */
export function LikedMusicEmpty() {
  const { t } = useTranslation('board');
  return (
    <NonIdealState
      icon={<Heart />}
      description={t('likedMusic.empty')}
      action={
        <Link className="bp6-button bp6-intent-primary" to={SEARCH_MUSIC_PATH}>
          {t('likedMusic.searchMusic')}
        </Link>
      }
    />
  );
}
