import { Button, Checkbox } from '@blueprintjs/core';
import { ArrowDown, ArrowUp } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { ANSWER_TRACKS_MAX } from '../../../lib/domain/program/briefs';
import { formatClock } from '../../../lib/domain/time/clock';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';

export interface TrackChooserProps {
  /** The composer's own tracks, to choose from. */
  tracks: readonly Music[];
  /** The chosen tracks' ids, in the composer's order. */
  value: readonly number[];
  onChange: (next: number[]) => void;
  /** The id of the line under the chooser (its help or error), and whether it is an error. */
  describedBy: string;
  invalid: boolean;
  disabled: boolean;
}

type Move = { id: number; direction: 'up' | 'down' };

/**
 * The composer's own tracks as checkboxes (at most 3 ticked), then the ticked ones in the order they will be heard,
 * each with Move up / Move down buttons. A moved track's button keeps the keyboard focus (the other one, when the
 * track reached the end its button points to), and its new place is announced.
 */
export function TrackChooser({ tracks, value, onChange, describedBy, invalid, disabled }: TrackChooserProps) {
  const { t } = useTranslation('answering');
  const language = useDataLanguage();
  const orderRef = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<Move>();
  const [announcement, setAnnouncement] = useState('');
  const titleOf = (id: number) => {
    const track = tracks.find((one) => one.musicFileId === id);
    return track ? localizedText(track.title, language) : t('form.trackGone');
  };
  const full = value.length >= ANSWER_TRACKS_MAX;

  useEffect(() => {
    if (!moved) return;
    const row = orderRef.current?.querySelector(`[data-track="${moved.id}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [moved]);

  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((one) => one !== id));
  const move = (index: number, direction: Move['direction']) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const next = [...value];
    [next[index], next[to]] = [next[to]!, next[index]!];
    onChange(next);
    setMoved({ id: value[index]!, direction });
    setAnnouncement(t('form.moved', { title: titleOf(value[index]!), position: to + 1, total: next.length }));
  };

  return (
    <div className="app-answering-chooser">
      <fieldset className="app-answering-fieldset" aria-describedby={describedBy} aria-invalid={invalid || undefined} disabled={disabled}>
        <legend className="app-answering-legend">{t('form.tracks', { max: ANSWER_TRACKS_MAX })}</legend>
        {tracks.map((track) => {
          const checked = value.includes(track.musicFileId);
          return (
            <Checkbox
              key={track.musicFileId}
              className="app-answering-track-choice"
              checked={checked}
              disabled={disabled || (!checked && full)}
              onChange={(event) => toggle(track.musicFileId, event.currentTarget.checked)}
              labelElement={
                <>
                  {localizedText(track.title, language)} <span className="app-answering-muted">· {formatClock(track.durationSeconds)}</span>
                </>
              }
            />
          );
        })}
      </fieldset>
      {value.length > 0 && (
        <div className="app-answering-order">
          <p className="app-answering-order-title" id={`${describedBy}-order`}>
            {t('form.order')}
          </p>
          <ol ref={orderRef} className="app-answering-order-list" aria-labelledby={`${describedBy}-order`}>
            {value.map((id, index) => {
              const title = titleOf(id);
              return (
                <li key={id} data-track={id} className="app-answering-order-item">
                  <span className="app-answering-order-position" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="app-answering-order-name">{title}</span>
                  <Button
                    data-move="up"
                    variant="minimal"
                    icon={<ArrowUp />}
                    aria-label={t('form.moveUp', { title })}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, 'up')}
                  />
                  <Button
                    data-move="down"
                    variant="minimal"
                    icon={<ArrowDown />}
                    aria-label={t('form.moveDown', { title })}
                    disabled={disabled || index === value.length - 1}
                    onClick={() => move(index, 'down')}
                  />
                </li>
              );
            })}
          </ol>
        </div>
      )}
      <p className="app-visually-hidden" role="status" aria-live="polite" data-reorder-status>
        {announcement}
      </p>
    </div>
  );
}
