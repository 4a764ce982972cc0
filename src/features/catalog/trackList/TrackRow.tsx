import { Button } from '@blueprintjs/core';
import { Link as LinkIcon, Pause, Play } from '@blueprintjs/icons';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Music } from '../../../lib/api/generated/types.gen';
import { localizedText, type DataLanguage } from '../../../lib/i18n/localized';
import { AddToShortlistButton } from '../../shortlists';
import { formatClock } from '../../../lib/domain/time/clock';
import { TrackCover } from '../../../lib/ui/track/TrackCover';
import { TrackLikeButton } from '../../likes';
import { TrackPlayCount } from '../../likes';
import { genreSearchPath, keywordSearchPath, trackDetailsPath } from '../../../lib/ui/track/trackPaths';
import { TrackTagLink } from './TrackTagLink';

export interface TrackRowProps {
  track: Music;
  index: number;
  language: DataLanguage;
  /** This row's track is the player's current one and sounding. */
  playing: boolean;
  highlighted: boolean;
  /** Plays the list from `index`, or pauses/resumes when it is already the current track (stable). */
  onPlay: (index: number) => void;
  onShare: (track: Music) => void;
  onLoginRequired: (musicFileId: number) => void;
  /** Shown under the row's track, across its width (stable). */
  renderBelow?: (track: Music) => ReactNode;
}

/**
 * One track of a list: cover, title (a link to the track's page), musician link, genre and keywords (links to
 * the search for them), duration, plays, like, add to shortlist and share. On a phone the genre, duration and plays share one
 * compact line (`-meta`) and like, add to shortlist and share stay together (`-actions`); on a desktop both wrappers step aside
 * (`display: contents`) and each part has its own column.
 * Memoised: a play or like change re-renders only the rows (or the small parts) it concerns.
 */
export const TrackRow = memo(function TrackRow({ track, index, language, playing, highlighted, onPlay, onShare, onLoginRequired, renderBelow }: TrackRowProps) {
  const { t } = useTranslation('catalog');
  const title = localizedText(track.title, language);
  return (
    <li
      className={highlighted ? 'app-catalog-track app-catalog-track-highlighted' : 'app-catalog-track'}
      aria-current={highlighted ? 'true' : undefined}
      data-track-id={track.musicFileId}
    >
      <Button
        className="app-catalog-track-play"
        icon={playing ? <Pause /> : <Play />}
        intent={playing ? 'primary' : 'none'}
        variant={playing ? 'solid' : 'outlined'}
        aria-label={t(playing ? 'trackList.pause' : 'trackList.play', { title })}
        onClick={() => onPlay(index)}
      />
      <TrackCover coverUrl={track.coverUrl} coverImage={track.coverImage} title={title} />
      <div className="app-catalog-track-main">
        <Link className="app-catalog-track-title" to={trackDetailsPath(track.musicFileId)}>
          {title}
        </Link>
        <Link className="app-catalog-track-musician" to={`/musician-details/${track.musician.musicianId}`}>
          {localizedText(track.musician.name, language)}
        </Link>
      </div>
      <div className="app-catalog-track-meta">
        <div className="app-catalog-track-tags">
          <TrackTagLink primary label={localizedText(track.genre.label, language)} to={genreSearchPath(track.genre.genreId)} title={t('trackList.genre')} />
          {track.keywords.map((keyword) => (
            <TrackTagLink key={keyword.keywordId} label={localizedText(keyword.label, language)} to={keywordSearchPath(keyword.keywordId)} />
          ))}
        </div>
        <span className="app-catalog-track-duration" title={t('trackList.duration')}>
          {formatClock(track.durationSeconds)}
        </span>
        <TrackPlayCount track={track} />
      </div>
      <div className="app-catalog-track-actions">
        <TrackLikeButton track={track} title={title} onLoginRequired={onLoginRequired} />
        <AddToShortlistButton musicFileId={track.musicFileId} title={title} place="row" />
        <Button variant="minimal" icon={<LinkIcon />} aria-label={t('trackList.share', { title })} onClick={() => onShare(track)} />
      </div>
      {renderBelow && <div className="app-catalog-track-below">{renderBelow(track)}</div>}
    </li>
  );
});
