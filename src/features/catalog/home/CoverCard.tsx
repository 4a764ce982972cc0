import { memo } from 'react';
import { Link } from 'react-router';
import type { HomeCover } from '../../../lib/api/generated/types.gen';
import { CoverPicture } from '../../../lib/ui/track/CoverPicture';
import { localizedText, type DataLanguage } from '../../../lib/i18n/localized';
import { trackLinkPath } from '../../playback';
import { CoverPlayButton } from './CoverPlayButton';

/** The width attributes reserve the space before the image arrives (the grid then sizes it: about 160-200 px). */
const COVER_SIZE = 240;
/**
 * The gallery's column width (catalog.css: columns of at least 160 px, 16 px apart, in the page's padding): one
 * column on the narrowest phones, two on a phone, then about 160-200 px wide.
 */
const COVER_SIZES = '(max-width: 359px) calc(100vw - 32px), (max-width: 767px) calc(50vw - 24px), 192px';

/**
 * When the browser fetches a cover: the first row ahead of everything (the page's largest paints), the rest of the
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
        <CoverPicture
          className="app-catalog-gallery-image"
          src={cover.coverUrl}
          image={cover.coverImage}
          alt={title}
          size={COVER_SIZE}
          sizes={COVER_SIZES}
          loading={priority === 'first' ? 'high' : priority === 'visible' ? 'eager' : 'lazy'}
        />
        <span className="app-catalog-gallery-title">{title}</span>
        <span className="app-catalog-gallery-musician">{localizedText(cover.musician.name, language)}</span>
      </Link>
      <CoverPlayButton musicFileId={cover.musicFileId} title={title} playing={playing} />
    </li>
  );
});
