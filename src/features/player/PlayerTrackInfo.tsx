import { MusicIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Music } from '../../lib/api/generated/types.gen';
import { CoverPicture } from '../../lib/ui/track/CoverPicture';
import { dataLanguage, localizedText } from '../../lib/i18n/localized';

/** The current track: cover (its title as alt text), title, and the musician's name linking to their page. */
export function PlayerTrackInfo({ track }: { track: Music }) {
  const { i18n } = useTranslation('player');
  const title = localizedText(track.title, dataLanguage(i18n.language));
  return (
    <div className="app-player__track">
      {track.coverUrl ? (
        <CoverPicture className="app-player__cover" src={track.coverUrl} image={track.coverImage} alt={title} size={48} sizes="48px" loading="eager" />
      ) : (
        <span className="app-player__cover app-player__cover--empty" aria-hidden="true">
          <MusicIcon size={20} />
        </span>
      )}
      <div className="app-player__names">
        <span className="app-player__title">{title}</span>
        <Link className="app-player__musician" to={`/musician-details/${track.musician.musicianId}`}>
          {localizedText(track.musician.name, dataLanguage(i18n.language))}
        </Link>
      </div>
    </div>
  );
}
