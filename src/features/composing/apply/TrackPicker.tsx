import { Button } from '@blueprintjs/core';
import { ArrowDown, ArrowUp, Cross, Plus } from '@blueprintjs/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { APPLICATION_LIMITS } from '../../../lib/domain/program/applications';
import { formatClock } from '../../../lib/domain/time/clock';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { TrackPlayButton } from '../../playback';

export interface TrackPickerProps {
  /** The musician's own tracks. */
  tracks: readonly Music[];
  /** The chosen tracks' ids, in the order they are to be heard. */
  value: number[];
  onChange: (trackIds: number[]) => void;
}

/**
 * Where the keyboard goes once the lists changed (a row moved or left its list, which takes the focus away): the
 * first of these selectors that names an enabled button.
 */
type Refocus = string[];

/**
 * The musician's own tracks to apply with: the chosen ones in their order, each moved up or down or removed by
 * its buttons (the keyboard keeps its place on the moved track), then the others, each with "Add" while fewer
 * than three are chosen. Every track plays in place.
 */
export function TrackPicker({ tracks, value, onChange }: TrackPickerProps) {
  const { t } = useTranslation('composing');
  const language = useDataLanguage();
  const refocus = useRef<Refocus | undefined>(undefined);
  const byId = new Map(tracks.map((track) => [track.musicFileId, track]));
  const chosen = value.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const others = tracks.filter((track) => !value.includes(track.musicFileId));
  const full = value.length >= APPLICATION_LIMITS.tracks.max;

  const picker = useRef<HTMLDivElement>(null);

  // After the render that shows the change (every render: the lists are the parent's value).
  useEffect(() => {
    const selectors = refocus.current;
    refocus.current = undefined;
    for (const selector of selectors ?? []) {
      const button = picker.current?.querySelector<HTMLButtonElement>(`${selector}:not(:disabled)`);
      if (button) {
        button.focus();
        break;
      }
    }
  });

  const chosenRow = (id: number) => `[data-chosen-track="${id}"]`;
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [id] = next.splice(index, 1);
    next.splice(index + by, 0, id!);
    onChange(next);
    refocus.current = [`${chosenRow(id!)} [data-move="${by < 0 ? 'up' : 'down'}"]`, `${chosenRow(id!)} [data-move]`, `${chosenRow(id!)} [data-remove]`];
  };
  const add = (id: number) => {
    onChange([...value, id]);
    refocus.current = [`${chosenRow(id)} [data-remove]`];
  };
  const remove = (id: number) => {
    onChange(value.filter((other) => other !== id));
    refocus.current = [`[data-other-track="${id}"] [data-add]`, '[data-add]', '[data-remove]'];
  };

  const meta = (track: Music) => `${localizedText(track.genre.label, language)} · ${formatClock(track.durationSeconds)}`;

  if (tracks.length === 0) return <p className="app-composing-muted">{t('form.tracks.none')}</p>;
  return (
    <div ref={picker} className="app-composing-tracks">
      {chosen.length > 0 ? (
        <ol className="app-composing-list app-composing-chosen" aria-label={t('form.tracks.chosenLabel')}>
          {chosen.map((track, index) => {
            const title = localizedText(track.title, language);
            return (
              <li key={track.musicFileId} data-chosen-track={track.musicFileId}>
                <span className="app-composing-order" aria-hidden="true">
                  {index + 1}
                </span>
                <TrackPlayButton tracks={[track]} index={0} />
                <span className="app-composing-item-text">
                  <span className="app-composing-item-title">{title}</span>
                  <span className="app-composing-muted">{meta(track)}</span>
                </span>
                <span className="app-composing-item-buttons">
                  <Button
                    size="small"
                    variant="minimal"
                    icon={<ArrowUp />}
                    data-move="up"
                    aria-label={t('form.tracks.up', { title, position: index + 1 })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    icon={<ArrowDown />}
                    data-move="down"
                    aria-label={t('form.tracks.down', { title, position: index + 1 })}
                    disabled={index === chosen.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    icon={<Cross />}
                    data-remove
                    aria-label={t('form.tracks.remove', { title })}
                    onClick={() => remove(track.musicFileId)}
                  />
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="app-composing-muted">{t('form.tracks.noneChosen')}</p>
      )}
      {others.length > 0 && (
        <ul className="app-composing-list app-composing-others" aria-label={t('form.tracks.othersLabel')}>
          {others.map((track) => {
            const title = localizedText(track.title, language);
            return (
              <li key={track.musicFileId} data-other-track={track.musicFileId}>
                <TrackPlayButton tracks={[track]} index={0} />
                <span className="app-composing-item-text">
                  <span className="app-composing-item-title">{title}</span>
                  <span className="app-composing-muted">{meta(track)}</span>
                </span>
                <Button
                  size="small"
                  icon={<Plus />}
                  text={t('form.tracks.add')}
                  data-add
                  aria-label={t('form.tracks.addNamed', { title })}
                  disabled={full}
                  onClick={() => add(track.musicFileId)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
