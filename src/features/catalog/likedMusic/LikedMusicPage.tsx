import { H1, NonIdealState } from '@blueprintjs/core';
import { Heart } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { Pager } from '../../../lib/ui/paging/Pager';
import { pageSearch, readPage } from '../../../lib/ui/paging/pageSearch';
import { TrackList } from '../trackList/TrackList';
import { LikedMusicEmpty } from './LikedMusicEmpty';
import { useLikedMusicPage } from './useLikedMusicPage';

/**
 * The user's liked tracks (`/liked-music?page=n`, login required by the route), newest like first, twenty a
 * page, in the shared track list (play, like, share). The page lives in the address, so back, forward and
 * reload restore it.
 */
export function LikedMusicPage() {
  const { t } = useTranslation(['board', 'errors']);
  const headingId = useId();
  const [search] = useSearchParams();
  const page = readPage(search);
  const { state, retry } = useLikedMusicPage(page);
  const data = state.data;

  let body;
  if (state.status === 'failed') body = <LoadFailure message={t('failure.likedMusicLoad', { ns: 'errors' })} retry={retry} />;
  else if (!data) body = <LoadingState text={t('likedMusic.loading')} />;
  else if (data.totalElements === 0) body = <LikedMusicEmpty />;
  else if (data.content.length === 0) {
    body = (
      <NonIdealState icon={<Heart />} description={t('likedMusic.pageEmpty')} action={<Link to={{ search: pageSearch(search, 1) }}>{t('likedMusic.firstPage')}</Link>} />
    );
  } else {
    body = <TrackList tracks={data.content} label={t('likedMusic.listLabel')} emptyText={t('likedMusic.empty')} />;
  }

  return (
    <section className="app-board-page" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <H1 id={headingId}>{t('likedMusic.heading')}</H1>
      {body}
      {data && state.status !== 'failed' && <Pager page={page} totalPages={data.totalPages} label={t('likedMusic.pager.label')} />}
    </section>
  );
}
