import { Button } from '@blueprintjs/core';
import { ArrowDown, ArrowUp, DragHandleVertical, Edit, Play, Trash } from '@blueprintjs/icons';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShortlistEntry } from '../../../lib/api/generated/types.gen';
import { formatClock } from '../../../lib/domain/time/clock';
import { TrackCover } from '../../../lib/ui/track/TrackCover';
import { trackDetailsPath } from '../../../lib/ui/track/trackPaths';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { NoteEditor } from './NoteEditor';

export interface ShortlistEntryRowProps {
  shortlistId: number;
  entry: ShortlistEntry;
  index: number;
  total: number;
  dragOver: boolean;
  onMove: (index: number, to: number) => void;
  onRemove: (entry: ShortlistEntry) => void;
  onPlayFrom: (index: number, seconds: number) => void;
  onDragStart: (index: number) => void;
  onDragOverRow: (index: number) => void;
  onDropRow: (index: number) => void;
  onDragEnd: () => void;
  onDirty: (key: string, dirty: boolean) => void;
  confirm: (action: () => void) => void;
}

/**
 * One entry: its position, a drag handle (pointer), cover, title, musician, duration, the note with its time as a
 * "Play from m:ss" button, Edit note, Move up / Move down (keyboard) and Remove.
 */
export function ShortlistEntryRow(props: ShortlistEntryRowProps) {
  const { shortlistId, entry, index, total, dragOver, onMove, onRemove, onPlayFrom, onDirty, confirm } = props;
  const { t } = useTranslation('shortlists');
  const language = useDataLanguage();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const title = localizedText(entry.music.title, language);
  const musicFileId = entry.music.musicFileId;

  const dragOverRow = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    props.onDragOverRow(index);
  };

  return (
    <li
      className={dragOver ? 'app-shortlist-entry app-shortlist-entry-drop' : 'app-shortlist-entry'}
      data-entry-id={musicFileId}
      onDragOver={dragOverRow}
      onDrop={(event) => {
        event.preventDefault();
        props.onDropRow(index);
      }}
    >
      <span className="app-shortlist-entry-position" aria-hidden="true">
        {t('detail.position', { position: index + 1 })}
      </span>
      <span
        className="app-shortlist-entry-handle"
        draggable
        title={t('detail.dragHandle', { title })}
        data-drag-handle={musicFileId}
        aria-hidden="true"
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(musicFileId));
          props.onDragStart(index);
        }}
        onDragEnd={props.onDragEnd}
      >
        <DragHandleVertical />
      </span>
      <TrackCover coverUrl={entry.music.coverUrl} coverImage={entry.music.coverImage} title={title} />
      <div className="app-shortlist-entry-main">
        <Link id={titleId} className="app-shortlist-entry-title" to={trackDetailsPath(musicFileId)}>
          {title}
        </Link>
        <Link className="app-shortlist-entry-musician" to={`/musician-details/${entry.music.musician.musicianId}`}>
          {localizedText(entry.music.musician.name, language)}
        </Link>
        <span className="app-shortlist-entry-duration" title={t('detail.duration')}>
          {formatClock(entry.music.durationSeconds)}
        </span>
      </div>
      <div className="app-shortlist-entry-note">
        {editing ? (
          <NoteEditor
            shortlistId={shortlistId}
            entry={entry}
            onDirty={onDirty}
            confirm={confirm}
            onClose={() => {
              setEditing(false);
              requestAnimationFrame(() => editRef.current?.focus());
            }}
          />
        ) : (
          <>
            {entry.noteSeconds !== null && (
              <Button
                className="app-shortlist-note-time"
                size="small"
                variant="outlined"
                icon={<Play />}
                text={t('note.playFrom', { time: formatClock(entry.noteSeconds) })}
                aria-describedby={titleId}
                onClick={() => onPlayFrom(index, entry.noteSeconds ?? 0)}
              />
            )}
            <p className="app-shortlist-note-text">{entry.note === '' ? t('note.none') : entry.note}</p>
            <Button ref={editRef} size="small" variant="minimal" icon={<Edit />} text={t('note.edit')} aria-describedby={titleId} onClick={() => setEditing(true)} />
          </>
        )}
      </div>
      <div className="app-shortlist-entry-actions">
        <Button
          variant="minimal"
          icon={<ArrowUp />}
          aria-label={t('detail.moveUp', { title })}
          data-move="up"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        />
        <Button
          variant="minimal"
          icon={<ArrowDown />}
          aria-label={t('detail.moveDown', { title })}
          data-move="down"
          disabled={index === total - 1}
          onClick={() => onMove(index, index + 1)}
        />
        <Button variant="minimal" intent="danger" icon={<Trash />} aria-label={t('detail.remove', { title })} onClick={() => onRemove(entry)} />
      </div>
    </li>
  );
}
