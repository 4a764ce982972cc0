import { FormGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingSlot, MeetingTable } from '../../../lib/api/generated/types.gen';
import type { ScheduleConflict } from '../../../lib/domain/program/meetings/scheduleConflicts';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { Select } from '../../../lib/ui/forms/Select';
import { slotName, tableName } from './meetingNames';

export interface Place {
  slotId: string;
  tableId: number;
}

export interface SlotTableFieldsProps {
  slots: readonly MeetingSlot[];
  tables: readonly MeetingTable[];
  value: Place;
  onChange: (place: Place) => void;
  /** What a place would break (the schedule's rule); a slot or table that would is marked, and the choice's conflicts told. */
  conflictsOf: (place: Place) => ScheduleConflict[];
}

const PARTICIPANT_KINDS: ReadonlySet<ScheduleConflict['kind']> = new Set(['participant_busy', 'outside_availability']);

/**
 * A slot and a table to put a meeting in. A slot where a side is busy or not available, and a table taken in the
 * chosen slot, are marked in their lists (still choosable: the provider has the last word and says why it refuses),
 * and what the chosen place would break is told under the fields.
 */
export function SlotTableFields({ slots, tables, value, onChange, conflictsOf }: SlotTableFieldsProps) {
  const { t } = useTranslation('office');
  const language = useDataLanguage();
  const id = useId();
  const slotBroken = (slotId: string) => conflictsOf({ slotId, tableId: value.tableId }).some((conflict) => PARTICIPANT_KINDS.has(conflict.kind));
  const tableTaken = (tableId: number) => conflictsOf({ slotId: value.slotId, tableId }).some((conflict) => conflict.kind === 'table_taken');
  const kinds = [...new Set(conflictsOf(value).map((conflict) => conflict.kind))];
  return (
    <div className="app-office-meetings-place">
      <FormGroup label={t('meetings.place.slot')} labelFor={`${id}-slot`} helperText={t('meetings.festivalTime')}>
        <Select
          id={`${id}-slot`}
          fill
          value={value.slotId}
          options={slots.map((slot) => ({
            value: slot.slotId,
            label: slotBroken(slot.slotId) ? t('meetings.place.busySlot', { slot: slotName(slot) }) : slotName(slot),
          }))}
          onChange={(event) => onChange({ ...value, slotId: event.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup label={t('meetings.place.table')} labelFor={`${id}-table`}>
        <Select
          id={`${id}-table`}
          fill
          value={value.tableId}
          options={tables.map((table) => ({
            value: table.tableId,
            label: tableTaken(table.tableId) ? t('meetings.place.takenTable', { table: tableName(table, language) }) : tableName(table, language),
          }))}
          onChange={(event) => onChange({ ...value, tableId: Number(event.currentTarget.value) })}
        />
      </FormGroup>
      {kinds.length > 0 && (
        <ul className="app-office-meetings-warnings" aria-live="polite">
          {kinds.map((kind) => (
            <li key={kind}>{t(`meetings.conflict.${kind}`)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
