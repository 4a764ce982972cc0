import { Button, ButtonGroup, Card, Tag } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Meeting, MeetingSide } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { composerName, projectTitle } from '../meetingSides';
import { meetingDayTitle } from '../meetingTime';
import { SlotTime } from '../SlotTime';

const STATUS_INTENT = { scheduled: 'primary', cancelled: 'danger', held: 'success', missed: 'warning' } as const;

export interface MeetingItemProps {
  meeting: Meeting;
  side: MeetingSide;
  downloading: boolean;
  onDownload: () => void;
  /** Saving the follow-up answer. */
  savingFollowUp: boolean;
  onFollowUp: (wantsFollowUp: boolean) => void;
}

/**
 * One meeting of the agenda: day, time (festival and own), table, the other side (the composer's page, or the
 * project and its brief), its status, its calendar file, and after a held meeting whether to follow up.
 */
export function MeetingItem({ meeting, side, downloading, onDownload, savingFollowUp, onFollowUp }: MeetingItemProps) {
  const { t } = useTranslation('meetings');
  const language = useDataLanguage();
  const cancelled = meeting.status === 'cancelled';
  const composer = composerName(meeting.composer, language);
  const project = projectTitle(meeting.project, language);
  const other = side === 'production' ? composer : project;
  const followUp = side === 'production' ? meeting.productionFollowUp : meeting.composerFollowUp;
  return (
    <li>
      <Card className={`app-meetings-meeting${cancelled ? ' app-meetings-meeting-cancelled' : ''}`} elevation={0}>
        <div className="app-meetings-meeting-when">
          <span className="app-meetings-meeting-day">{meetingDayTitle(meeting.slot.day, language)}</span>
          <SlotTime iso={meeting.slot.start} />
          <span className="app-meetings-muted">{localizedText(meeting.table.name, language)}</span>
        </div>
        <div className="app-meetings-meeting-who">
          {side === 'production' ? (
            <p className="app-meetings-request-name">
              {meeting.composer.musicianId > 0 ? <Link to={`/musician-details/${meeting.composer.musicianId}`}>{composer}</Link> : composer}
            </p>
          ) : (
            <p className="app-meetings-request-name">{project}</p>
          )}
          {side === 'production' && <p className="app-meetings-muted">{t('requests.aboutProject', { title: project })}</p>}
          {side === 'composer' && meeting.briefId !== null && (
            <p>
              <Link to={`/program/briefs/${meeting.briefId}`}>{t('agenda.brief', { title: project })}</Link>
            </p>
          )}
        </div>
        <Tag round minimal intent={STATUS_INTENT[meeting.status]}>
          {t(`agenda.status.${meeting.status}`)}
        </Tag>
        <Button variant="outlined" icon={<DownloadIcon />} text={t('agenda.download', { name: other })} loading={downloading} onClick={onDownload} />
        {meeting.status === 'held' && (
          <div className="app-meetings-follow-up" role="group" aria-label={t('agenda.followUpOf', { name: other })}>
            <span>{t('agenda.followUp')}</span>
            <ButtonGroup>
              <Button
                text={t('agenda.yes')}
                aria-pressed={followUp === true}
                intent={followUp === true ? 'success' : 'none'}
                disabled={savingFollowUp}
                onClick={() => onFollowUp(true)}
              />
              <Button
                text={t('agenda.no')}
                aria-pressed={followUp === false}
                intent={followUp === false ? 'primary' : 'none'}
                disabled={savingFollowUp}
                onClick={() => onFollowUp(false)}
              />
            </ButtonGroup>
          </div>
        )}
      </Card>
    </li>
  );
}
