import { Button, H3, H4, NonIdealState } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meeting, MeetingRequest, MeetingSettings } from '../../../lib/api/generated/types.gen';
import { festivalDateTime } from '../../../lib/domain/program/festivalTime';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { ChangeRefusal } from './ChangeRefusal';
import { MeetingDialog } from './MeetingDialog';
import { meetingName } from './meetingNames';
import { PlaceDialog } from './PlaceDialog';
import { ScheduleBoard } from './ScheduleBoard';
import { useMeetingChanges, useMeetingSchedule } from './useMeetings';

/**
 * A round's meeting schedule as the office works on it: run the scheduler (it places the accepted requests that
 * fit, and says how many), the board of each day, the accepted requests not placed (each placed by hand), a
 * meeting's changes, and publishing (after a confirmation). Every change names the schedule's version; one made
 * meanwhile in another window is refused with its message, and the latest schedule is read.
 */
export function SchedulePart({ settings }: { settings: MeetingSettings }) {
  const { t } = useTranslation('office');
  const language = useDataLanguage();
  const id = useId();
  const { state, retry } = useMeetingSchedule(settings.roundId);
  const changes = useMeetingChanges();
  const [ran, setRan] = useState<{ placed: number; of: number }>();
  const [open, setOpen] = useState<{ meetingId: number; at: number }>();
  const [placing, setPlacing] = useState<MeetingRequest>();
  const [publishing, setPublishing] = useState(false);

  let body;
  if (state.status === 'failed') body = <LoadFailure title={t('meetings.schedule.loadFailed')} error={state.error} retry={retry} />;
  else if (!state.data) body = <LoadingState text={t('meetings.schedule.loading')} />;
  else {
    const schedule = state.data;
    const canPlace = settings.tables.length > 0 && settings.slots.length > 0;
    const opened: Meeting | undefined = open && schedule.meetings.find((meeting) => meeting.meetingId === open.meetingId);
    body = (
      <>
        <div className="app-office-meetings-buttons">
          <Button
            intent="primary"
            text={t('meetings.schedule.run')}
            loading={changes.run.isPending}
            onClick={() => {
              const of = schedule.unplaced.length;
              setRan(undefined);
              changes.run.mutate(
                { path: { roundId: schedule.roundId }, body: { expectedVersion: schedule.version } },
                { onSuccess: (answer) => setRan({ placed: of - answer.data.unplaced.length, of }) },
              );
            }}
          />
          <Button text={t('meetings.schedule.publish')} onClick={() => setPublishing(true)} />
        </div>
        <p className="app-office-muted" role="status">
          {schedule.publishedAt ? t('meetings.schedule.published', { at: festivalDateTime(schedule.publishedAt, language) }) : t('meetings.schedule.notPublished')}
          {ran && ` · ${t('meetings.schedule.placed', { placed: ran.placed, count: ran.of })}`}
        </p>
        <ChangeRefusal error={changes.run.error} />
        {settings.tables.length === 0 || settings.days.length === 0 ? (
          <NonIdealState description={t('meetings.schedule.notReady')} />
        ) : (
          <ScheduleBoard settings={settings} meetings={schedule.meetings} onOpen={(meeting) => setOpen({ meetingId: meeting.meetingId, at: Date.now() })} />
        )}
        <section aria-labelledby={`${id}-unplaced`}>
          <H4 id={`${id}-unplaced`}>{t('meetings.schedule.unplaced', { count: schedule.unplaced.length })}</H4>
          {schedule.unplaced.length === 0 ? (
            <p className="app-office-muted">{t('meetings.schedule.noUnplaced')}</p>
          ) : (
            <ul className="app-office-meetings-unplaced">
              {schedule.unplaced.map((request) => (
                <li key={request.requestId}>
                  <span>{meetingName(request, language)}</span>
                  {canPlace && (
                    <Button
                      size="small"
                      variant="outlined"
                      text={t('meetings.schedule.place')}
                      aria-label={t('meetings.schedule.placeNamed', { name: meetingName(request, language) })}
                      onClick={() => setPlacing(request)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        {opened && open && <MeetingDialog meeting={opened} schedule={schedule} settings={settings} now={open.at} onClose={() => setOpen(undefined)} />}
        {placing && <PlaceDialog request={placing} schedule={schedule} settings={settings} onClose={() => setPlacing(undefined)} />}
        {publishing && (
          <ConfirmAlert
            isOpen
            label={t('meetings.publish.title')}
            intent="primary"
            confirmButtonText={t('meetings.publish.confirm')}
            cancelButtonText={t('decision.cancel')}
            loading={changes.publish.isPending}
            onCancel={() => {
              changes.publish.reset();
              setPublishing(false);
            }}
            onConfirm={() =>
              changes.publish.mutate({ path: { roundId: schedule.roundId }, body: { expectedVersion: schedule.version } }, { onSuccess: () => setPublishing(false) })
            }
          >
            <p>{t(schedule.publishedAt ? 'meetings.publish.again' : 'meetings.publish.message')}</p>
            <ChangeRefusal error={changes.publish.error} />
          </ConfirmAlert>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={state.status === 'loading'} className="app-office-meetings-schedule">
      <H3 id={`${id}-title`}>{t('meetings.schedule.title')}</H3>
      {body}
    </section>
  );
}
