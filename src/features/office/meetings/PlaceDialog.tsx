import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingRequest, MeetingSchedule, MeetingSettings } from '../../../lib/api/generated/types.gen';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { ChangeRefusal } from './ChangeRefusal';
import { meetingName } from './meetingNames';
import { conflictsOfPlace } from './scheduleChecks';
import { SlotTableFields, type Place } from './SlotTableFields';
import { useMeetingChanges } from './useMeetings';

export interface PlaceDialogProps {
  request: MeetingRequest;
  schedule: MeetingSchedule;
  settings: MeetingSettings;
  onClose: () => void;
}

/** Puts an accepted request that has no meeting in a slot and a table by hand (places that would clash are marked). */
export function PlaceDialog({ request, schedule, settings, onClose }: PlaceDialogProps) {
  const { t } = useTranslation('office');
  const language = useDataLanguage();
  const changes = useMeetingChanges();
  const conflictsOf = (place: Place) => conflictsOfPlace(schedule, settings, request, place.slotId, place.tableId);
  const [place, setPlace] = useState<Place>(() => {
    const places = settings.slots.flatMap((slot) => settings.tables.map((table) => ({ slotId: slot.slotId, tableId: table.tableId })));
    return places.find((one) => conflictsOf(one).length === 0) ?? places[0]!;
  });
  return (
    <Dialog isOpen title={t('meetings.placeDialog.title', { name: meetingName(request, language) })} onClose={onClose} className="app-office-meetings-dialog">
      <DialogBody>
        <SlotTableFields slots={settings.slots} tables={settings.tables} value={place} onChange={setPlace} conflictsOf={conflictsOf} />
        <ChangeRefusal error={changes.change.error} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('meetings.dialog.close')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('meetings.placeDialog.place')}
              loading={changes.change.isPending}
              onClick={() =>
                changes.change.mutate(
                  { path: { roundId: schedule.roundId }, body: { expectedVersion: schedule.version, change: { kind: 'place', requestId: request.requestId, ...place } } },
                  { onSuccess: onClose },
                )
              }
            />
          </>
        }
      />
    </Dialog>
  );
}
