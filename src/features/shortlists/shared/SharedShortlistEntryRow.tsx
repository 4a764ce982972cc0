import { Button } from '@blueprintjs/core';
import { Pause, Play, Time } from '@blueprintjs/icons';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SharedShortlistEntry } from '../../../lib/api/generated/types.gen';
import { formatClock } from '../../../lib/domain/time/clock';
import { TrackCover } from '../../../lib/ui/track/TrackCover';
import { trackDetailsPath } from '../../../lib/ui/track/trackPaths';
import { localizedText, type DataLanguage } from '../../../lib/i18n/localized';

export interface SharedShortlistEntryRowProps {
  entry: SharedShortlistEntry;
  index: number;
  language: DataLanguage;
  /** This entry is the player's current track, sounding from this link. */
  playing: boolean;
  /** Plays the list from `index` (or pauses/resumes it). */
  onPlay: (index: number) => void;
  /** Plays the list from `seconds` into the entry at `index` (the note's time). */
  onPlayAt: (index: number, seconds: number) => void;
}

/**
 * One track of a shared list, in its place: play, cover, title (a link to the track's page), musician link and
 * duration, then the owner's note, its time a "Play from m:ss" button that plays the track from there.
 */
export const SharedShortlistEntryRow = memo(function SharedShortlistEntryRow({ entry, index, language, playing, onPlay, onPlayAt }: SharedShortlistEntryRowProps) {
  const { t } = useTranslation('sharedShortlist');
  const titleId = useId();
  const { music, note, noteSeconds } = entry;
  const title = localizedText(music.title, language);
  const hasNote = note !== '' || noteSeconds !== null;
  return (
    <li className="app-shared-shortlist-entry" data-track-id={music.musicFileId}>
      <div className="app-shared-shortlist-track">
        <Button
          className="app-shared-shortlist-play"
          icon={playing ? <Pause /> : <Play />}
          intent={playing ? 'primary' : 'none'}
          variant={playing ? 'solid' : 'outlined'}
          aria-label={t(playing ? 'pause' : 'play', { title })}
          onClick={() => onPlay(index)}
        />
        <TrackCover coverUrl={music.coverUrl} coverImage={music.coverImage} title={title} />
        <div className="app-shared-shortlist-track-main">
          <Link id={titleId} className="app-shared-shortlist-title" to={trackDetailsPath(music.musicFileId)}>
            {title}
          </Link>
          <Link className="app-shared-shortlist-musician" to={`/musician-details/${music.musician.musicianId}`}>
            {localizedText(music.musician.name, language)}
          </Link>
        </div>
        <span className="app-shared-shortlist-duration" title={t('duration')}>
          {formatClock(music.durationSeconds)}
        </span>
      </div>
      {hasNote && (
        <div className="app-shared-shortlist-note">
          {noteSeconds !== null && (
            <Button
              className="app-shared-shortlist-note-time"
              size="small"
              variant="outlined"
              icon={<Time />}
              text={t('playFrom', { time: formatClock(noteSeconds) })}
              aria-describedby={titleId}
              onClick={() => onPlayAt(index, noteSeconds)}
            />
          )}
          {note !== '' && <p className="app-shared-shortlist-note-text">{note}</p>}
        </div>
      )}
    </li>
  );
});
