import { Button } from '@blueprintjs/core';
import { Link as LinkIcon, Pause, Play } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { TrackLikeButton } from '../../likes';
import { playTracks, togglePlayback, usePlayback } from '../../playback';
import { AddToShortlistButton } from '../../shortlists';

export interface TrackDetailsActionsProps {
  track: Music;
  /** The title in the current language. */
  title: string;
  onShare: (track: Music) => void;
  /** An anonymous visitor pressed like: offer the login. */
  onLoginRequired: () => void;
}

/**
 * Play (or pause, when this track is the player's current one and sounding) through the one play queue, like,
 * add to shortlist and copy link. Nothing plays without a click.
 */
export function TrackDetailsActions({ track, title, onShare, onLoginRequired }: TrackDetailsActionsProps) {
  const { t } = useTranslation('catalog');
  const playback = usePlayback();
  const isCurrent = playback.current?.musicFileId === track.musicFileId;
  const playing = isCurrent && playback.playing;
  return (
    <div className="app-track-details-actions">
      <Button
        intent="primary"
        icon={playing ? <Pause /> : <Play />}
        text={t(playing ? 'trackDetails.pause' : 'trackDetails.play')}
        onClick={() => (isCurrent ? togglePlayback() : playTracks([track], 0))}
      />
      <TrackLikeButton track={track} title={title} onLoginRequired={onLoginRequired} />
      <AddToShortlistButton musicFileId={track.musicFileId} title={title} place="row" />
      <Button variant="outlined" icon={<LinkIcon />} text={t('trackDetails.copyLink')} onClick={() => onShare(track)} />
    </div>
  );
}
