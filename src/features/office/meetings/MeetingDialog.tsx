import { Button, Dialog, DialogBody, DialogFooter, FormGroup, H4 } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meeting, MeetingSchedule, MeetingSettings, ScheduleChangeInput } from '../../../lib/api/generated/types.gen';
import { meetingLifecycle } from '../../../lib/domain/program/lifecycles/meeting';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';
import { Select } from '../../../lib/ui/forms/Select';
import { ChangeRefusal } from './ChangeRefusal';
import { meetingName, slotName, tableName } from './meetingNames';
import { conflictsOfPlace, holdsPlace } from './scheduleChecks';
import { SlotTableFields, type Place } from './SlotTableFields';
import { useMeetingChanges } from './useMeetings';

export interface MeetingDialogProps {
  meeting: Meeting;
  schedule: MeetingSchedule;
  settings: MeetingSettings;
  /** The clock when the dialog opened: a meeting whose slot has begun may be marked held or missed. */
  now: number;
  onClose: () => void;
}

/**
 * One meeting's changes, as its lifecycle allows them to the office: move it (a slot and a table; places that
 * would clash are marked), swap it with another meeting, cancel it (after a confirmation), and once it has begun
 * mark it held or missed. Each change names the schedule's version; a refusal is told here, translated.
 */
export function MeetingDialog({ meeting, schedule, settings, now, onClose }: MeetingDialogProps) {
  const { t } = useTranslation('office');
  const language = useDataLanguage();
  const id = useId();
  const changes = useMeetingChanges();
  const [place, setPlace] = useState<Place>({ slotId: meeting.slot.slotId, tableId: meeting.table.tableId });
  const others = schedule.meetings.filter((other) => other.meetingId !== meeting.meetingId && other.status === 'scheduled');
  const [swapWith, setSwapWith] = useState<number | undefined>(others[0]?.meetingId);
  const [cancelling, setCancelling] = useState(false);
  const started = Date.parse(meeting.slot.start) <= now;
  const allowed = meetingLifecycle.allowedActions(meeting.status, 'office', { started });
  const name = meetingName(meeting, language);
  const pending = changes.change.isPending || changes.attendance.isPending;
  const error = changes.change.error ?? changes.attendance.error;
  const send = (change: ScheduleChangeInput['change'], then?: () => void) =>
    changes.change.mutate({ path: { roundId: schedule.roundId }, body: { expectedVersion: schedule.version, change } }, { onSuccess: then ?? onClose });
  const mark = (attendance: 'held' | 'missed') => changes.attendance.mutate({ path: { meetingId: meeting.meetingId }, body: { attendance } }, { onSuccess: onClose });

  return (
    <Dialog isOpen title={t('meetings.dialog.title', { name })} onClose={onClose} className="app-office-meetings-dialog">
      <DialogBody>
        <p>
          {t('meetings.dialog.where', { slot: slotName(meeting.slot), table: tableName(meeting.table, language) })} · {t(`meetings.status.${meeting.status}`)}
        </p>
        {allowed.includes('move') && (
          <section aria-labelledby={`${id}-move`}>
            <H4 id={`${id}-move`}>{t('meetings.dialog.move')}</H4>
            <SlotTableFields
              slots={settings.slots}
              tables={settings.tables}
              value={place}
              onChange={setPlace}
              conflictsOf={(candidate) => conflictsOfPlace(schedule, settings, meeting, candidate.slotId, candidate.tableId)}
            />
            <Button
              intent="primary"
              text={t('meetings.dialog.moveButton')}
              disabled={pending || (place.slotId === meeting.slot.slotId && place.tableId === meeting.table.tableId)}
              onClick={() => send({ kind: 'move', meetingId: meeting.meetingId, ...place })}
            />
          </section>
        )}
        {allowed.includes('move') && others.length > 0 && (
          <section aria-labelledby={`${id}-swap`}>
            <H4 id={`${id}-swap`}>{t('meetings.dialog.swap')}</H4>
            <FormGroup label={t('meetings.dialog.swapWith')} labelFor={`${id}-swap-with`}>
              <Select
                id={`${id}-swap-with`}
                value={swapWith}
                options={others.map((other) => ({
                  value: other.meetingId,
                  label: `${slotName(other.slot)} · ${tableName(other.table, language)} · ${meetingName(other, language)}`,
                }))}
                onChange={(event) => setSwapWith(Number(event.currentTarget.value))}
              />
            </FormGroup>
            <Button
              text={t('meetings.dialog.swapButton')}
              disabled={pending || swapWith === undefined}
              onClick={() => swapWith !== undefined && send({ kind: 'swap', meetingIds: [meeting.meetingId, swapWith] })}
            />
          </section>
        )}
        {(allowed.includes('hold') || allowed.includes('miss')) && (
          <section aria-labelledby={`${id}-attendance`}>
            <H4 id={`${id}-attendance`}>{t('meetings.dialog.attendance')}</H4>
            <div className="app-office-meetings-buttons">
              {allowed.includes('hold') && <Button intent="success" text={t('meetings.dialog.held')} disabled={pending} onClick={() => mark('held')} />}
              {allowed.includes('miss') && <Button intent="warning" text={t('meetings.dialog.missed')} disabled={pending} onClick={() => mark('missed')} />}
            </div>
          </section>
        )}
        {!cancelling && <ChangeRefusal error={error} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {allowed.includes('cancel') && holdsPlace(meeting) && (
              <Button intent="danger" variant="outlined" text={t('meetings.dialog.cancelMeeting')} disabled={pending} onClick={() => setCancelling(true)} />
            )}
            <Button text={t('meetings.dialog.close')} onClick={onClose} />
          </>
        }
      />
      {cancelling && (
        <ConfirmAlert
          isOpen
          label={t('meetings.dialog.cancelTitle')}
          intent="danger"
          confirmButtonText={t('meetings.dialog.cancelConfirm')}
          cancelButtonText={t('meetings.dialog.keep')}
          loading={changes.change.isPending}
          onCancel={() => {
            changes.change.reset();
            setCancelling(false);
          }}
          onConfirm={() => send({ kind: 'cancel', meetingId: meeting.meetingId })}
        >
          <p>{t('meetings.dialog.cancelMessage', { name })}</p>
          <ChangeRefusal error={changes.change.error} />
        </ConfirmAlert>
      )}
    </Dialog>
  );
}
