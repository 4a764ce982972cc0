import { Button } from '@blueprintjs/core';
import { Play } from '@blueprintjs/icons';
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { LikeLoginDialog, useApplyPendingLike, useTrackStatsSessionReset } from '../../likes';
import { getPlaybackSnapshot, playTracks, togglePlayback, usePlayback } from '../../playback';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { ShareLinkDialog } from './LazyShareLinkDialog';
import { keepCentered } from './keepCentered';
import { TrackRow } from './TrackRow';
import { useTrackShare } from './useTrackShare';

export interface TrackListProps {
  /** The tracks, in the order shown; "play all" and each row's play button queue exactly these. */
  tracks: readonly Music[];
  /** Accessible name of the list (already translated). */
  label: string;
  /** A track to point out (a shared link's `?track=`): highlighted and scrolled into view. */
  highlightedId?: number;
  /** Shown when `tracks` is empty (already translated). */
  emptyText?: string;
  className?: string;
  /**
   * "Play all" for a list that is one page of a larger result: the button reads `text` and calls `onPlay`
   * (which queues the whole result) instead of queueing the tracks shown; `loading` while it fetches them.
   */
  playAll?: { text: string; onPlay: () => void; loading?: boolean };
  /** What a row shows under its track across its width (the musician page's waveform and cue markers); keep it stable. */
  renderBelow?: (track: Music) => ReactNode;
}

/**
 * The track list every screen shares: "Play all" above a labelled list whose rows play/pause, like, share
 * and show cover, title, musician, genre, keywords, duration and plays (texts agreed in helper-common.md).
 */
export const TrackList = memo(function TrackList({ tracks, label, highlightedId, emptyText, className, playAll, renderBelow }: TrackListProps) {
  const { t } = useTranslation('catalog');
  const language = useDataLanguage();
  const playback = usePlayback();
  /** The track an anonymous visitor pressed Like on: the login is offered for it. */
  const [loginOfferedFor, setLoginOfferedFor] = useState<number>();
  const { share: onShareClick, shared, close: closeShared } = useTrackShare();
  const listRef = useRef<HTMLUListElement>(null);
  const scrolledTo = useRef<number | undefined>(undefined);
  const stopCentering = useRef<() => void>(undefined);
  const tracksRef = useRef(tracks);
  useTrackStatsSessionReset();
  useApplyPendingLike();

  useEffect(() => {
    tracksRef.current = tracks;
  }, [tracks]);

  const onPlay = useCallback((index: number) => {
    const list = tracksRef.current;
    const track = list[index];
    if (!track) return;
    if (getPlaybackSnapshot().current?.musicFileId === track.musicFileId) togglePlayback();
    else playTracks(list, index);
  }, []);

  const onLoginRequired = useCallback((musicFileId: number) => setLoginOfferedFor(musicFileId), []);

  useEffect(() => {
    if (highlightedId === undefined || scrolledTo.current === highlightedId) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-track-id="${highlightedId}"]`);
    if (!row) return;
    scrolledTo.current = highlightedId;
    stopCentering.current = keepCentered(row);
  }, [highlightedId, tracks]);

  useEffect(() => () => stopCentering.current?.(), []);

  const currentId = playback.current?.musicFileId;
  return (
    <div className={['app-catalog-track-list', className].filter(Boolean).join(' ')}>
      {tracks.length === 0 ? (
        <p className="app-catalog-track-list-empty">{emptyText ?? t('trackList.empty')}</p>
      ) : (
        <>
          <div className="app-catalog-track-list-actions">
            <Button
              intent="primary"
              icon={<Play />}
              text={playAll?.text ?? t('trackList.playAll')}
              loading={playAll?.loading ?? false}
              onClick={playAll ? playAll.onPlay : () => playTracks(tracks, 0)}
            />
          </div>
          <ul aria-label={label} ref={listRef} className="app-catalog-track-rows">
            {tracks.map((track, index) => (
              <TrackRow
                key={track.musicFileId}
                track={track}
                index={index}
                language={language}
                playing={playback.playing && currentId === track.musicFileId}
                highlighted={highlightedId === track.musicFileId}
                onPlay={onPlay}
                onShare={onShareClick}
                onLoginRequired={onLoginRequired}
                {...(renderBelow ? { renderBelow } : {})}
              />
            ))}
          </ul>
        </>
      )}
      <LikeLoginDialog isOpen={loginOfferedFor !== undefined} musicFileId={loginOfferedFor} onClose={() => setLoginOfferedFor(undefined)} />
      <ShareLinkDialog link={shared?.link} title={shared?.title ?? ''} onClose={closeShared} />
    </div>
  );
});
