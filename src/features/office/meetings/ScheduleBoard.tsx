import { Button, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meeting, MeetingSettings, MeetingStatus } from '../../../lib/api/generated/types.gen';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { meetingName, slotClock, tableName } from './meetingNames';
import { holdsPlace } from './scheduleChecks';

export interface ScheduleBoardProps {
  settings: MeetingSettings;
  meetings: readonly Meeting[];
  onOpen: (meeting: Meeting) => void;
}

const STATUS_INTENT: Record<MeetingStatus, 'none' | 'success' | 'warning' | 'danger' | 'primary'> = {
  scheduled: 'primary',
  held: 'success',
  missed: 'warning',
  cancelled: 'danger',
};

/**
 * The schedule as a board per meeting day: a row per slot (its start in festival time, the row's header), a column
 * per table (the column's header), each meeting in its cell with its status and a button that opens its changes.
 * On a phone the style lays each day out as a list of its meetings (a slot, then its meetings, each named by its table).
 */
export function ScheduleBoard({ settings, meetings, onOpen }: ScheduleBoardProps) {
  const { t } = useTranslation('office');
  const language = useDataLanguage();
  const id = useId();
  const placed = new Map(meetings.filter(holdsPlace).map((meeting) => [`${meeting.slot.slotId}|${meeting.table.tableId}`, meeting]));
  return (
    <div className="app-office-meetings-board">
      {settings.days.map((day) => {
        const slots = settings.slots.filter((slot) => slot.day === day);
        return (
          <section key={day} aria-labelledby={`${id}-${day}`} className="app-office-meetings-day">
            <H4 id={`${id}-${day}`}>{t('meetings.board.day', { day })}</H4>
            {!slots.some((slot) => settings.tables.some((table) => placed.has(`${slot.slotId}|${table.tableId}`))) && (
              <p className="app-office-muted">{t('meetings.board.empty')}</p>
            )}
            <div className="app-office-meetings-scroll">
              <HTMLTable
                compact
                bordered
                className="app-office-meetings-table"
                aria-labelledby={`${id}-${day}`}
                style={{ minWidth: `${5 + settings.tables.length * 12}rem` }}
              >
                <thead>
                  <tr>
                    <th scope="col">{t('meetings.board.time')}</th>
                    {settings.tables.map((table) => (
                      <th key={table.tableId} scope="col">
                        {tableName(table, language)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {slots.map((slot) => (
                    <tr
                      key={slot.slotId}
                      className={settings.tables.some((table) => placed.has(`${slot.slotId}|${table.tableId}`)) ? undefined : 'app-office-meetings-empty-row'}
                    >
                      <th scope="row">{slotClock(slot)}</th>
                      {settings.tables.map((table) => {
                        const meeting = placed.get(`${slot.slotId}|${table.tableId}`);
                        return (
                          <td key={table.tableId} data-table={tableName(table, language)} className={meeting ? undefined : 'app-office-meetings-free'}>
                            {meeting && (
                              <div className="app-office-meetings-cell">
                                <span className="app-office-meetings-name">{meetingName(meeting, language)}</span>
                                <Tag minimal intent={STATUS_INTENT[meeting.status]}>
                                  {t(`meetings.status.${meeting.status}`)}
                                </Tag>
                                <Button
                                  size="small"
                                  variant="outlined"
                                  text={t('meetings.board.change')}
                                  aria-label={t('meetings.board.changeNamed', { name: meetingName(meeting, language), time: slotClock(slot) })}
                                  onClick={() => onOpen(meeting)}
                                />
                              </div>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </section>
        );
      })}
    </div>
  );
}
