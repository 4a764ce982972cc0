import { Button, H1 } from '@blueprintjs/core';
import { Play } from '@blueprintjs/icons';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedShortlist } from '../../../lib/api/generated/types.gen';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { usePlayback } from '../../playback';
import { SharedShortlistEntryRow } from './SharedShortlistEntryRow';
import { playSharedAt, playSharedFrom } from './sharedPlayback';

export interface SharedShortlistViewProps {
  shortlist: SharedShortlist;
  shareToken: string;
}

/**
 * A shared list, read-only: its name, description, "Shared by" its owner's nickname (the only thing told about
 * them), Play all, and its tracks in order, each with its note and the note's time as a "Play from" button.
 * Every play goes through the one play queue on behalf of the link.
 */
export function SharedShortlistView({ shortlist, shareToken }: SharedShortlistViewProps) {
  const { t } = useTranslation('sharedShortlist');
  const language = useDataLanguage();
  const playback = usePlayback();
  const headingId = useId();
  const { entries } = shortlist;
  const onPlay = useCallback((index: number) => playSharedFrom(entries, index, shareToken), [entries, shareToken]);
  const onPlayAt = useCallback((index: number, seconds: number) => playSharedAt(entries, index, seconds, shareToken), [entries, shareToken]);
  const soundingId = playback.playing && playback.shareToken === shareToken ? playback.current?.musicFileId : undefined;
  return (
    <article className="app-shared-shortlist" aria-labelledby={headingId}>
      <header className="app-shared-shortlist-header">
        <H1 id={headingId} className="app-shared-shortlist-name">
          {shortlist.name}
        </H1>
        <p className="app-shared-shortlist-owner">{t('sharedBy', { nickname: shortlist.ownerNickname })}</p>
        {shortlist.description !== '' && <p className="app-shared-shortlist-description">{shortlist.description}</p>}
        <p className="app-shared-shortlist-count">{t('trackCount', { count: entries.length })}</p>
      </header>
      {entries.length === 0 ? (
        <p className="app-shared-shortlist-empty">{t('empty')}</p>
      ) : (
        <>
          <div className="app-shared-shortlist-actions">
            <Button intent="primary" icon={<Play />} text={t('playAll')} onClick={() => playSharedFrom(entries, 0, shareToken)} />
          </div>
          <ol className="app-shared-shortlist-entries" aria-label={t('tracks')}>
            {entries.map((entry, index) => (
              <SharedShortlistEntryRow
                key={entry.music.musicFileId}
                entry={entry}
                index={index}
                language={language}
                playing={soundingId === entry.music.musicFileId}
                onPlay={onPlay}
                onPlayAt={onPlayAt}
              />
            ))}
          </ol>
        </>
      )}
    </article>
  );
}
