import { Button, H2 } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingSide } from '../../../lib/api/generated/types.gen';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { useMeetingWrites, useMyMeetings } from '../useMeetings';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { downloadAllMeetings, downloadOneMeeting } from './calendarFile';
import { MeetingItem } from './MeetingItem';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

/** The participant's agenda in the round, once the office publishes it: the meetings, their calendar files and feed. */
export function Agenda({ roundId, side }: { roundId: number; side: MeetingSide }) {
  const { t } = useTranslation(['meetings', 'errors']);
  const language = useDataLanguage();
  const headingId = useId();
  const meetings = useMyMeetings();
  const { followUp } = useMeetingWrites();
  const [downloading, setDownloading] = useState<number | 'all'>();
  const [failure, setFailure] = useState<unknown>();
  const download = (which: number | 'all') => {
    setDownloading(which);
    setFailure(undefined);
    (which === 'all' ? downloadAllMeetings(language) : downloadOneMeeting(which, language))
      .catch((error: unknown) => setFailure(error ?? new Error('download')))
      .finally(() => setDownloading(undefined));
  };

  let body;
  const mine = (meetings.state.data ?? []).filter((meeting) => meeting.roundId === roundId);
  if (meetings.state.status === 'failed' && !meetings.state.data)
    body = <LoadFailure title={t('agenda.loadFailed')} error={meetings.state.error} retry={meetings.retry} />;
  else if (!meetings.state.data) body = <LoadingState text={t('agenda.loading')} />;
  else if (mine.length === 0) body = <p className="app-meetings-muted">{t('agenda.none')}</p>;
  else
    body = (
      <>
        <Button icon={<DownloadIcon />} text={t('agenda.downloadAll')} loading={downloading === 'all'} onClick={() => download('all')} />
        <ol className="app-meetings-agenda" aria-labelledby={headingId}>
          {mine.map((meeting) => (
            <MeetingItem
              key={meeting.meetingId}
              meeting={meeting}
              side={side}
              downloading={downloading === meeting.meetingId}
              onDownload={() => download(meeting.meetingId)}
              savingFollowUp={followUp.isPending}
              onFollowUp={(wantsFollowUp) => followUp.mutate({ path: { meetingId: meeting.meetingId }, body: { wantsFollowUp } })}
            />
          ))}
        </ol>
      </>
    );
  const error = failure ?? followUp.error;
  return (
    <section className="app-meetings-section" aria-labelledby={headingId}>
      <H2 id={headingId}>{t('agenda.title')}</H2>
      {body}
      {error !== undefined && error !== null && <ApiErrorCallout error={error} />}
      <CalendarFeedPanel />
    </section>
  );
}
