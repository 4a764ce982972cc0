import { Button, Classes, H2, NonIdealState } from '@blueprintjs/core';
import { ListDetailView, Play, Share } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { Link, useParams } from 'react-router';
import { getShortlistOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { Shortlist } from '../../../lib/api/generated/types.gen';
import { isApiError } from '../../../lib/api/errorMessages';
import { UnsavedChangesDialog } from '../../../lib/ui/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../../lib/ui/forms/useUnsavedChangesGuard';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { NotFoundState } from '../../../lib/ui/NotFoundState';
import { MeetingOffers } from '../../meetings';
import { playTracks } from '../../playback';
import { usePageQuerySettings } from './pageQuery';
import { ShareDialog } from './ShareDialog';
import { shareStateText } from './shareState';
import { ShortlistEntries } from './ShortlistEntries';
import { ShortlistHeader } from './ShortlistHeader';
import { useDirtyForms } from './useDirtyForms';

const LIST_PATH = '/shortlists';

function ShortlistView({ shortlist }: { shortlist: Shortlist }) {
  const { t } = useTranslation('shortlists');
  const language = useDataLanguage();
  const headingId = useId();
  const tracksHeadingId = useId();
  const [sharing, setSharing] = useState(false);
  const { dirty, report } = useDirtyForms();
  const guard = useUnsavedChangesGuard(dirty);
  const tracks = shortlist.entries.map((entry) => entry.music);

  return (
    <section className="app-board-page app-shortlist-page" aria-labelledby={headingId}>
      <Link className="app-shortlist-back" to={LIST_PATH}>
        {t('detail.backToList')}
      </Link>
      <ShortlistHeader
        shortlist={shortlist}
        headingId={headingId}
        onDirty={report}
        confirm={guard.confirm}
        actions={
          <>
            <Button intent="primary" icon={<Play />} text={t('detail.playAll')} disabled={tracks.length === 0} onClick={() => playTracks(tracks, 0)} />
            <Button icon={<Share />} text={t('detail.share')} onClick={() => setSharing(true)} />
          </>
        }
      />
      <p className="app-shortlist-share-state" data-share-state>
        {shareStateText(t, shortlist.shareLink, language)}
      </p>
      <H2 id={tracksHeadingId}>{t('detail.tracksHeading')}</H2>
      {shortlist.entries.length === 0 ? (
        <NonIdealState
          icon={<ListDetailView />}
          description={t('detail.empty')}
          action={
            <Link className="bp6-button bp6-intent-primary" to="/search-details">
              {t('detail.searchMusic')}
            </Link>
          }
        />
      ) : (
        <>
          <p className="app-shortlist-hint">{t('detail.reorderHint')}</p>
          <ShortlistEntries shortlist={shortlist} onDirty={report} confirm={guard.confirm} />
        </>
      )}
      <MeetingOffers place="list" musicianIds={tracks.map((track) => track.musician.musicianId)} />
      <ShareDialog shortlist={shortlist} isOpen={sharing} onClose={() => setSharing(false)} />
      <UnsavedChangesDialog guard={guard} />
    </section>
  );
}

/**
 * One of my shortlists (`/shortlists/{shortlistId}`, login required): name and description edited in place,
 * the entries in order (drag or Move up / Move down), notes with a time, Remove, Play all, and the share dialog.
 * Another user's list says politely that it is not yours; none, that it could not be found.
 */
export function ShortlistPage() {
  const { t } = useTranslation('shortlists');
  const shortlistId = Number(useParams().shortlistId);
  const query = useQuery({ ...getShortlistOptions({ path: { shortlistId } }), ...usePageQuerySettings() });

  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : undefined;
    const back = (
      <Link className="bp6-button" to={LIST_PATH}>
        {t('detail.backToList')}
      </Link>
    );
    if (status === 404) return <NotFoundState title={t('detail.notFoundTitle')} description={t('detail.notFoundText')} action={back} />;
    if (status === 403) return <NotFoundState title={t('detail.notYoursTitle')} description={t('detail.notYoursText')} action={back} />;
    return <LoadFailure title={t('detail.loadFailed')} error={query.error} retry={() => void query.refetch()} extra={back} />;
  }
  if (query.isPending) {
    return (
      <div role="status" className="app-board-page app-shortlist-page" aria-busy="true">
        <span className="app-visually-hidden">{t('detail.loading')}</span>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className={`app-shortlist-entry ${Classes.SKELETON}`} aria-hidden="true" />
        ))}
      </div>
    );
  }
  return <ShortlistView key={shortlistId} shortlist={query.data.data} />;
}
