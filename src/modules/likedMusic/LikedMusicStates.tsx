import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { ErrorIcon, Heart } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where the empty state sends the user to find music to like. */
export const SEARCH_MUSIC_PATH = '/search-details';

/** The first load of the liked tracks: a spinner with a line saying so. */
export function LikedMusicLoading() {
  const { t } = useTranslation('board');
  return (
    <div className="app-board-state" role="status">
      <NonIdealState icon={<Spinner size={40} />} description={t('likedMusic.loading')} />
    </div>
  );
}

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

export interface LikedMusicFailureProps {
  retry: () => void;
}

/** The liked tracks could not be loaded (the spec's message) with Retry. */
export function LikedMusicFailure({ retry }: LikedMusicFailureProps) {
  const { t } = useTranslation(['board', 'errors']);
  return (
    <div className="app-board-state" role="alert">
      <NonIdealState
        icon={<ErrorIcon />}
        description={t('failure.likedMusicLoad', { ns: 'errors' })}
        action={<Button intent="primary" text={t('retry')} onClick={retry} />}
      />
    </div>
  );
}
