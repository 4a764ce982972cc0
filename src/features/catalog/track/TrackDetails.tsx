import { H1, H2 } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Music } from '../../../lib/api/generated/types.gen';
import { ShareLinkDialog } from '../trackList/LazyShareLinkDialog';
import { TrackCover } from '../../../lib/ui/track/TrackCover';
import { TrackPlayCount } from '../../likes';
import { useTrackShare } from '../trackList/useTrackShare';
import { formatClock } from '../../../lib/domain/time/clock';
import { CueMarkerList } from '../../playback';
import { localizedText, otherLanguage, secondaryText, useDataLanguage } from '../../../lib/i18n/localized';
import { LikeLoginDialog, useApplyPendingLike, useTrackStatsSessionReset } from '../../likes';
import { useTrackStats } from '../../likes';
import { TrackWaveform } from '../../playback';
import { TrackDetailsActions } from './TrackDetailsActions';
import { SimilarTracks } from './SimilarTracks';
import { TrackFacts } from './TrackFacts';

export interface TrackDetailsProps {
  track: Music;
}

/** Pixel size of the page's cover. */
const COVER_SIZE = 240;
/** Its rendered width: 160 px on a phone (track.css), 240 px above. */
const COVER_SIZES = '(max-width: 767px) 160px, 240px';

/**
 * A loaded track: cover, title in the page's language (heading) and the other language, musician, plays and
 * likes, play / like / copy-link, its waveform with cue markers (click at a time to play from there), then its description, its facts (genre, keywords, duration, tempo, key, loudness) and the tracks that sound most like it.
 */
export function TrackDetails({ track }: TrackDetailsProps) {
  const { t } = useTranslation('catalog');
  const language = useDataLanguage();
  const ids = { description: useId(), facts: useId() };
  const [loginOffered, setLoginOffered] = useState(false);
  const { share, shared, close } = useTrackShare();
  const { likeCount } = useTrackStats(track);
  useTrackStatsSessionReset();
  useApplyPendingLike();
  const title = localizedText(track.title, language);
  const otherTitle = secondaryText(track.title, language);
  const description = localizedText(track.description, language);
  return (
    <article className="app-track-details">
      <header className="app-track-details-header">
        <TrackCover coverUrl={track.coverUrl} coverImage={track.coverImage} title={title} size={COVER_SIZE} sizes={COVER_SIZES} eager />
        <div className="app-track-details-heading">
          <H1 className="app-track-details-title">{title}</H1>
          {otherTitle && (
            <p className="app-track-details-other-title" lang={otherLanguage(language)}>
              {otherTitle}
            </p>
          )}
          <p className="app-track-details-musician">
            <Link to={`/musician-details/${track.musician.musicianId}`}>{localizedText(track.musician.name, language)}</Link>
          </p>
          <p className="app-track-details-stats">
            <span className="app-track-details-plays">
              <TrackPlayCount track={track} />
            </span>
            <span className="app-track-details-likes">{t('trackDetails.likes', { count: likeCount })}</span>
          </p>
          <TrackDetailsActions track={track} title={title} onShare={share} onLoginRequired={() => setLoginOffered(true)} />
        </div>
      </header>
      <TrackWaveform track={track} className="app-track-details-waveform" />
      <CueMarkerList track={track} headingLevel={2} headingClassName="app-track-details-section-title" className="app-track-details-cues" />

      <section aria-labelledby={ids.description}>
        <H2 id={ids.description} className="app-track-details-section-title">
          {t('trackDetails.description')}
        </H2>
        <p className="app-track-details-description">{description !== '' ? description : t('trackDetails.noDescription')}</p>
      </section>

      <section aria-labelledby={ids.facts}>
        <H2 id={ids.facts} className="app-track-details-section-title">
          {t('trackDetails.facts')}
        </H2>
        <TrackFacts track={track} duration={formatClock(track.durationSeconds)} />
      </section>

      <SimilarTracks musicFileId={track.musicFileId} />

      <LikeLoginDialog isOpen={loginOffered} musicFileId={track.musicFileId} onClose={() => setLoginOffered(false)} />
      <ShareLinkDialog link={shared?.link} title={shared?.title ?? ''} onClose={close} />
    </article>
  );
}
