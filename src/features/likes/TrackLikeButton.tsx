import { Button } from '@blueprintjs/core';
import { Heart } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../lib/api/generated/types.gen';
import { useLikeToggle } from './useLikeToggle';

export interface TrackLikeButtonProps {
  track: Music;
  /** The title in the current language (the button's accessible name). */
  title: string;
  /** An anonymous visitor pressed it: offer the login (the track's like is applied after it). */
  onLoginRequired: (musicFileId: number) => void;
}

/**
 * The like toggle (`aria-pressed`) with the visible like count next to it: the bare number on screen, read out
 * as "1 like" / "2 likes" (the number itself is hidden from assistive technology, so it is not read twice).
 */
export function TrackLikeButton({ track, title, onLoginRequired }: TrackLikeButtonProps) {
  const { t } = useTranslation('catalog');
  const { liked, likeCount, toggle } = useLikeToggle(track, onLoginRequired);
  return (
    <span className="app-catalog-like">
      <Button variant="minimal" icon={<Heart />} intent={liked ? 'danger' : 'none'} aria-label={t('trackList.like', { title })} aria-pressed={liked} onClick={toggle} />
      <span className="app-catalog-like-count" aria-hidden="true">
        {likeCount}
      </span>
      <span className="app-visually-hidden">{t('trackList.likes', { count: likeCount })}</span>
    </span>
  );
}
