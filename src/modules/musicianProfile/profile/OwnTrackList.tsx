import { Button } from '@blueprintjs/core';
import { Edit, Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Music } from '../../../api/generated/types.gen';
import { formatDuration } from '../../../components/time/formatDuration';
import { trackDetailsPath } from '../../../components/track/trackPaths';
import { localizedText, useDataLanguage } from '../../../i18n/localized';

export interface OwnTrackListProps {
  tracks: readonly Music[];
  onEdit: (track: Music) => void;
  onDelete: (track: Music) => void;
}

/** The musician's own tracks: cover, title (a link to the track's page), genre and length, with an edit and a delete action each. */
export function OwnTrackList({ tracks, onEdit, onDelete }: OwnTrackListProps) {
  const { t } = useTranslation('musicianProfile');
  const language = useDataLanguage();
  if (tracks.length === 0) return <p className="app-own-tracks-empty">{t('profile.noTracks')}</p>;
  return (
    <ul className="app-own-tracks" aria-label={t('profile.tracksLabel')}>
      {tracks.map((track) => {
        const title = localizedText(track.title, language);
        return (
          <li key={track.musicFileId} className="app-own-track">
            {track.coverUrl && <img className="app-own-track-cover" src={track.coverUrl} alt="" width={48} height={48} loading="lazy" />}
            <div className="app-own-track-text">
              <p className="app-own-track-title">
                <Link to={trackDetailsPath(track.musicFileId)}>{title}</Link>
              </p>
              <p className="app-own-track-meta">
                {localizedText(track.genre.label, language)} · {formatDuration(track.durationSeconds)}
              </p>
            </div>
            <Button icon={<Edit />} text={t('profile.editTrack')} aria-label={t('profile.editTrackLabel', { title })} onClick={() => onEdit(track)} />
            <Button
              icon={<Trash />}
              intent="danger"
              variant="outlined"
              text={t('profile.deleteTrack')}
              aria-label={t('profile.deleteTrackLabel', { title })}
              onClick={() => onDelete(track)}
            />
          </li>
        );
      })}
    </ul>
  );
}
