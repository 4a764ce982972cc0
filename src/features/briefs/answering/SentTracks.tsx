import { Button } from '@blueprintjs/core';
import { Pause, Play } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Music } from '../../../lib/api/generated/types.gen';
import { formatClock } from '../../../lib/domain/time/clock';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { trackDetailsPath } from '../../../lib/ui/track/trackPaths';
import { playTracks, togglePlayback, usePlayback } from '../../playback';

/** The tracks an answer carries, in the composer's order, each playable (the app's one queue) and linked to its page. */
export function SentTracks({ tracks, label }: { tracks: readonly Music[]; label: string }) {
  const { t } = useTranslation('answering');
  const language = useDataLanguage();
  const playback = usePlayback();
  if (tracks.length === 0) return <p className="app-answering-muted">{t('summary.noTracks')}</p>;
  return (
    <ol className="app-answering-sent" aria-label={label}>
      {tracks.map((track, index) => {
        const title = localizedText(track.title, language);
        const current = playback.current?.musicFileId === track.musicFileId;
        const playing = current && playback.playing;
        return (
          <li key={track.musicFileId} className="app-answering-sent-track">
            <Button
              variant="minimal"
              icon={playing ? <Pause /> : <Play />}
              aria-label={t(playing ? 'summary.pause' : 'summary.play', { title })}
              onClick={() => (current ? togglePlayback() : playTracks(tracks, index))}
            />
            <span className="app-answering-sent-title">
              <Link to={trackDetailsPath(track.musicFileId)}>{title}</Link>
            </span>
            <span className="app-answering-muted">{formatClock(track.durationSeconds)}</span>
          </li>
        );
      })}
    </ol>
  );
}
