import { Checkbox } from '@blueprintjs/core';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingSlot } from '../../../lib/api/generated/types.gen';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { meetingDayLabel, meetingDayTitle } from '../meetingTime';
import { SlotTime } from '../SlotTime';

export interface AvailabilityGridProps {
  /** The round's meeting days (`YYYY-MM-DD`), in order. */
  days: readonly string[];
  slots: readonly MeetingSlot[];
  /** The slot ids marked available. */
  value: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  disabled: boolean;
  /** A phone: a list per day instead of the table. */
  phone: boolean;
}

const clockOfSlot = (slotId: string) => slotId.slice(11);
const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * The slots the participant can attend: on wide screens a table (a column per day, a row per slot time, a checkbox
 * per slot; the arrow keys move between the checkboxes), on a phone a list per day; each day has an "all day"
 * checkbox. Every checkbox is named with its day and time ("3월 4일 10:00 가능").
 */
export function AvailabilityGrid({ days, slots, value, onChange, disabled, phone }: AvailabilityGridProps) {
  const { t } = useTranslation('meetings');
  const language = useDataLanguage();
  const tableRef = useRef<HTMLTableElement>(null);
  const slotsOf = (day: string) => slots.filter((slot) => slot.day === day);
  const times = [...new Set(slots.map((slot) => clockOfSlot(slot.slotId)))].sort();

  const toggle = (slotId: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(slotId);
    else next.delete(slotId);
    onChange(next);
  };
  const toggleDay = (day: string, checked: boolean) => {
    const next = new Set(value);
    for (const slot of slotsOf(day)) {
      if (checked) next.add(slot.slotId);
      else next.delete(slot.slotId);
    }
    onChange(next);
  };
  const dayBox = (day: string) => {
    const ofDay = slotsOf(day);
    const marked = ofDay.filter((slot) => value.has(slot.slotId)).length;
    return (
      <Checkbox
        className="app-meetings-all-day"
        checked={ofDay.length > 0 && marked === ofDay.length}
        indeterminate={marked > 0 && marked < ofDay.length}
        disabled={disabled || ofDay.length === 0}
        onChange={(event) => toggleDay(day, event.currentTarget.checked)}
        aria-label={t('availability.allDayOf', { day: meetingDayLabel(day, language) })}
        labelElement={<span aria-hidden="true">{t('availability.allDay')}</span>}
      />
    );
  };
  const slotBox = (slot: MeetingSlot, row: number, column: number, label?: boolean) => (
    <Checkbox
      className="app-meetings-slot-box"
      checked={value.has(slot.slotId)}
      disabled={disabled}
      data-row={row}
      data-column={column}
      onChange={(event) => toggle(slot.slotId, event.currentTarget.checked)}
      aria-label={t('availability.cell', { day: meetingDayLabel(slot.day, language), time: clockOfSlot(slot.slotId) })}
      labelElement={label ? <SlotTime iso={slot.start} /> : undefined}
    />
  );

  if (phone) {
    return (
      <div className="app-meetings-days">
        {days.map((day) => (
          <fieldset key={day} className="app-meetings-day" disabled={disabled}>
            <legend className="app-meetings-day-title">{meetingDayTitle(day, language)}</legend>
            {dayBox(day)}
            <ul className="app-meetings-day-slots">
              {slotsOf(day).map((slot, row) => (
                <li key={slot.slotId}>{slotBox(slot, row, 0, true)}</li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    );
  }

  /** The arrow keys move the focus to the neighbouring slot's checkbox (rows and columns skip missing slots). */
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = MOVES[event.key];
    const target = event.target as HTMLElement;
    if (!move || target.dataset.row === undefined) return;
    let row = Number(target.dataset.row);
    let column = Number(target.dataset.column);
    for (;;) {
      row += move[0];
      column += move[1];
      if (row < 0 || column < 0 || row >= times.length || column >= days.length) return;
      const next = tableRef.current?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-column="${column}"]`);
      if (next) {
        event.preventDefault();
        next.focus();
        return;
      }
    }
  };

  return (
    <div className="app-meetings-grid-scroll">
      {/* The arrow keys only move the focus between the table's checkboxes, each of which takes the keyboard itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <table ref={tableRef} className="app-meetings-grid" onKeyDown={onKeyDown}>
        <caption className="app-visually-hidden">{t('availability.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('availability.time')}</th>
            {days.map((day) => (
              <th key={day} scope="col">
                <span className="app-meetings-grid-day">{meetingDayTitle(day, language)}</span>
                {dayBox(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((time, row) => {
            const first = slots.find((slot) => clockOfSlot(slot.slotId) === time)!;
            return (
              <tr key={time}>
                <th scope="row">
                  <SlotTime iso={first.start} />
                </th>
                {days.map((day, column) => {
                  const slot = slots.find((one) => one.slotId === `${day}T${time}`);
                  return <td key={day}>{slot ? slotBox(slot, row, column) : null}</td>;
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
