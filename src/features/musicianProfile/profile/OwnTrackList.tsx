import { Button } from '@blueprintjs/core';
import { Code, Edit, Pause, Play, Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Music } from '../../../lib/api/generated/types.gen';
import { formatClock } from '../../../lib/domain/time/clock';
import { CoverPicture } from '../../../lib/ui/track/CoverPicture';
import { trackDetailsPath } from '../../../lib/ui/track/trackPaths';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { playTracks, togglePlayback, usePlayback } from '../../playback';

export interface OwnTrackListProps {
  tracks: readonly Music[];
  onEdit: (track: Music) => void;
  onDelete: (track: Music) => void;
  /** "Embed": the snippet that puts the track's player on another site. */
  onEmbed: (track: Music) => void;
}

/**
 * The musician's own tracks: "Play all", then each track's cover, title (a link to the track's page), genre and
 * length with play (or pause, when it is the one playing), embed (the iframe snippet), edit and delete. Playing goes through the app's one
 * queue (the bottom player).
 */
export function OwnTrackList({ tracks, onEdit, onDelete, onEmbed }: OwnTrackListProps) {
  const { t } = useTranslation('musicianProfile');
  const language = useDataLanguage();
  const playback = usePlayback();
  if (tracks.length === 0) return <p className="app-own-tracks-empty">{t('profile.noTracks')}</p>;
  const play = (index: number) => {
    if (playback.current?.musicFileId === tracks[index]?.musicFileId) togglePlayback();
    else playTracks(tracks, index);
  };
  return (
    <>
      <Button className="app-own-tracks-play-all" intent="primary" icon={<Play />} text={t('profile.playAll')} onClick={() => playTracks(tracks, 0)} />
      <ul className="app-own-tracks" aria-label={t('profile.tracksLabel')}>
        {tracks.map((track, index) => {
          const title = localizedText(track.title, language);
          const playing = playback.playing && playback.current?.musicFileId === track.musicFileId;
          return (
            <li key={track.musicFileId} className="app-own-track">
              <Button
                className="app-own-track-play"
                icon={playing ? <Pause /> : <Play />}
                variant="minimal"
                aria-label={t(playing ? 'profile.pauseTrack' : 'profile.playTrack', { title })}
                onClick={() => play(index)}
              />
              {track.coverUrl && <CoverPicture className="app-own-track-cover" src={track.coverUrl} image={track.coverImage} alt="" size={48} sizes="48px" />}
              <div className="app-own-track-text">
                <p className="app-own-track-title">
                  <Link to={trackDetailsPath(track.musicFileId)}>{title}</Link>
                </p>
                <p className="app-own-track-meta">
                  {localizedText(track.genre.label, language)} · {formatClock(track.durationSeconds)}
                </p>
              </div>
              <Button
                icon={<Code />}
                variant="outlined"
                text={t('profile.embedTrack')}
                aria-label={t('profile.embedTrackLabel', { title })}
                onClick={() => onEmbed(track)}
              />
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
    </>
  );
}
