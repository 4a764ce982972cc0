import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Music } from '../../../lib/api/generated/types.gen';
import { formatClock } from '../../../lib/domain/time/clock';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { trackDetailsPath } from '../../../lib/ui/track/trackPaths';
import { TrackPlayButton } from '../../playback';

/** The tracks an answer carries, in the composer's order, each playable (the app's one queue) and linked to its page. */
export function SentTracks({ tracks, label }: { tracks: readonly Music[]; label: string }) {
  const { t } = useTranslation('answering');
  const language = useDataLanguage();
  if (tracks.length === 0) return <p className="app-answering-muted">{t('summary.noTracks')}</p>;
  return (
    <ol className="app-answering-sent" aria-label={label}>
      {tracks.map((track, index) => {
        const title = localizedText(track.title, language);
        return (
          <li key={track.musicFileId} className="app-answering-sent-track">
            <TrackPlayButton tracks={tracks} index={index} size="medium" />
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
