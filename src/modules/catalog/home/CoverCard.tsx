import { memo } from 'react';
import { Link } from 'react-router';
import type { HomeCover } from '../../../api/generated/types.gen';
import { localizedText, type DataLanguage } from '../../../i18n/localized';
import { trackLinkPath } from '../../../playback';
import { CoverPlayButton } from './CoverPlayButton';

/** Rendered cover size; the attributes reserve the space before the image arrives. */
const COVER_SIZE = 240;

/**
 * When the browser fetches a cover: the first one (the page's largest paint) ahead of everything, the rest of the
 * first screen at once, the others when they come near the viewport.
 */
export type CoverPriority = 'first' | 'visible' | 'later';

export interface CoverCardProps {
  cover: HomeCover;
  language: DataLanguage;
  priority?: CoverPriority;
  /** This cover's track is the player's current one and sounding. */
  playing?: boolean;
}

/**
 * One album cover of the home gallery, linking to the track's shareable link, with a play button over the
 * cover's corner (beside the link, not inside it: a button may not sit in a link) that plays it on the spot.
 */
export const CoverCard = memo(function CoverCard({ cover, language, priority = 'later', playing = false }: CoverCardProps) {
  const title = localizedText(cover.title, language);
  return (
    <li className="app-catalog-gallery-item">
      <Link className="app-catalog-gallery-link" to={trackLinkPath(cover)}>
        <img
          className="app-catalog-gallery-image"
          src={cover.coverUrl}
          alt={title}
          width={COVER_SIZE}
          height={COVER_SIZE}
          loading={priority === 'later' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'first' ? 'high' : 'auto'}
          decoding="async"
        />
        <span className="app-catalog-gallery-title">{title}</span>
        <span className="app-catalog-gallery-musician">{localizedText(cover.musician.name, language)}</span>
      </Link>
      <CoverPlayButton musicFileId={cover.musicFileId} title={title} playing={playing} />
    </li>
  );
});
