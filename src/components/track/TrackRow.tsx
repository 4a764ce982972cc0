import { Button, Tag } from '@blueprintjs/core';
import { Link as LinkIcon, Pause, Play } from '@blueprintjs/icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Music } from '../../api/generated/types.gen';
import { localizedText, type DataLanguage } from '../../i18n/localized';
import { formatDuration } from '../time/formatDuration';
import { TrackCover } from './TrackCover';
import { TrackLikeButton } from './TrackLikeButton';
import { TrackPlayCount } from './TrackPlayCount';

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
}

/**
 * One track of a list: cover, title, musician link, genre, keywords, duration, plays, like and share.
 * Memoised: a play or like change re-renders only the rows (or the small parts) it concerns.
 */
export const TrackRow = memo(function TrackRow({ track, index, language, playing, highlighted, onPlay, onShare, onLoginRequired }: TrackRowProps) {
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
      <TrackCover coverUrl={track.coverUrl} title={title} />
      <div className="app-catalog-track-main">
        <span className="app-catalog-track-title">{title}</span>
        <Link className="app-catalog-track-musician" to={`/musician-details/${track.musician.musicianId}`}>
          {localizedText(track.musician.name, language)}
        </Link>
      </div>
      <div className="app-catalog-track-tags">
        <Tag minimal intent="primary" title={t('trackList.genre')}>
          {localizedText(track.genre.label, language)}
        </Tag>
        {track.keywords.map((keyword) => (
          <Tag key={keyword.keywordId} minimal>
            {localizedText(keyword.label, language)}
          </Tag>
        ))}
      </div>
      <span className="app-catalog-track-duration" title={t('trackList.duration')}>
        {formatDuration(track.durationSeconds)}
      </span>
      <TrackPlayCount track={track} />
      <TrackLikeButton track={track} title={title} onLoginRequired={onLoginRequired} />
      <Button variant="minimal" icon={<LinkIcon />} aria-label={t('trackList.share', { title })} onClick={() => onShare(track)} />
    </li>
  );
});
