import { Intent } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeShortlistTrackMutation, reorderShortlistMutation } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { Shortlist, ShortlistEntry } from '../../../lib/api/generated/types.gen';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { playTracks } from '../../playback';
import { moveItem } from './reorder';
import { ShortlistEntryRow } from './ShortlistEntryRow';
import { useShortlistChanged } from './useInvalidateShortlists';
import { useFailureText } from '../../../lib/ui/useFailureText';

export interface ShortlistEntriesProps {
  shortlist: Shortlist;
  onDirty: (key: string, dirty: boolean) => void;
  confirm: (action: () => void) => void;
}

/** Puts the keyboard focus back on a moved entry's Move button (or the other one at either end of the list). */
function focusMoved(musicFileId: number, direction: 'up' | 'down') {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-entry-id="${musicFileId}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not([disabled])`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${direction === 'up' ? 'down' : 'up'}"]`);
    (same ?? other)?.focus();
  });
}

/**
 * The list's entries in order. The order changes by dragging a row's handle (pointer) or with Move up / Move
 * down (keyboard); it shows at once, is saved with reorderShortlist, and the new position is announced politely.
 */
export function ShortlistEntries({ shortlist, onDirty, confirm }: ShortlistEntriesProps) {
  const { t } = useTranslation(['shortlists', 'errors']);
  const failureText = useFailureText();
  const language = useDataLanguage();
  const [entries, setEntries] = useState(shortlist.entries);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | undefined>();
  const [dragOver, setDragOver] = useState<number | undefined>();
  const [removing, setRemoving] = useState<ShortlistEntry | undefined>();
  const changed = useShortlistChanged();
  // The list's entries as saved replace what is shown (a reorder shows at once, before its answer).
  const [savedEntries, setSavedEntries] = useState(shortlist.entries);
  if (savedEntries !== shortlist.entries) {
    setSavedEntries(shortlist.entries);
    setEntries(shortlist.entries);
  }

  const reorder = useMutation({
    ...reorderShortlistMutation(),
    onSuccess: (response) => changed(shortlist.shortlistId, response.data),
    onError: (error) => {
      setEntries(shortlist.entries);
      void showAppToast({ message: failureText(error, t('detail.reorderFailed')), intent: 'danger' }, 'shortlist-order');
    },
  });
  const remove = useMutation({
    ...removeShortlistTrackMutation(),
    onSuccess: (response) => {
      changed(shortlist.shortlistId, response.data);
      if (removing) void showAppToast({ message: t('detail.removed', { title: localizedText(removing.music.title, language) }), intent: 'success' }, 'shortlist-remove');
      setRemoving(undefined);
    },
    onError: (error) => {
      void showAppToast({ message: failureText(error, t('detail.removeFailed')), intent: 'danger' }, 'shortlist-remove');
      setRemoving(undefined);
    },
  });

  const move = useCallback(
    (from: number, to: number, byKeyboard: boolean) => {
      if (from === to || to < 0 || to >= entries.length) return;
      const next = moveItem(entries, from, to);
      const moved = entries[from]!;
      setEntries(next);
      setAnnouncement(t('detail.moved', { title: localizedText(moved.music.title, language), position: to + 1, total: next.length }));
      reorder.mutate({ path: { shortlistId: shortlist.shortlistId }, body: { musicFileIds: next.map((entry) => entry.music.musicFileId) } });
      if (byKeyboard) focusMoved(moved.music.musicFileId, to < from ? 'up' : 'down');
    },
    [entries, language, reorder, shortlist.shortlistId, t],
  );
  const tracks = useMemo(() => entries.map((entry) => entry.music), [entries]);
  const playFrom = useCallback((index: number, seconds: number) => playTracks(tracks, index, { startAt: seconds }), [tracks]);

  const removingTitle = removing ? localizedText(removing.music.title, language) : '';
  return (
    <>
      <ol className="app-shortlist-entries" aria-label={t('detail.entriesLabel', { name: shortlist.name })}>
        {entries.map((entry, index) => (
          <ShortlistEntryRow
            key={entry.music.musicFileId}
            shortlistId={shortlist.shortlistId}
            entry={entry}
            index={index}
            total={entries.length}
            dragOver={dragFrom !== undefined && dragOver === index && dragFrom !== index}
            onMove={(from, to) => move(from, to, true)}
            onRemove={setRemoving}
            onPlayFrom={playFrom}
            onDragStart={setDragFrom}
            onDragOverRow={setDragOver}
            onDropRow={(to) => {
              if (dragFrom !== undefined) move(dragFrom, to, false);
              setDragFrom(undefined);
              setDragOver(undefined);
            }}
            onDragEnd={() => {
              setDragFrom(undefined);
              setDragOver(undefined);
            }}
            onDirty={onDirty}
            confirm={confirm}
          />
        ))}
      </ol>
      <p className="app-visually-hidden" role="status" aria-live="polite" data-reorder-status>
        {announcement}
      </p>
      <ConfirmAlert
        label={t('detail.removeLabel')}
        isOpen={removing !== undefined}
        intent={Intent.DANGER}
        icon={<Trash />}
        loading={remove.isPending}
        confirmButtonText={t('detail.removeConfirm')}
        cancelButtonText={t('detail.removeCancel')}
        canEscapeKeyCancel
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing && remove.mutate({ path: { shortlistId: shortlist.shortlistId, musicFileId: removing.music.musicFileId } })}
      >
        <p>{t('detail.removeMessage', { title: removingTitle })}</p>
      </ConfirmAlert>
    </>
  );
}
