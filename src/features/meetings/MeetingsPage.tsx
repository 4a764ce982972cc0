import { Callout, H1, H2 } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api/errorMessages';
import { useCurrentUser } from '../../lib/auth/useCurrentUser';
import { meetingsEndAt } from '../../lib/domain/program/meetings/meetingSlots';
import { LoadFailure } from '../../lib/ui/LoadFailure';
import { LoadingState } from '../../lib/ui/LoadingState';
import { Agenda } from './agenda/Agenda';
import { AvailabilityPanel } from './availability/AvailabilityPanel';
import { RequestsPanel } from './requests/RequestsPanel';
import { meetingsStillOpen } from './meetingSides';
import { useMeetingRound } from './useMeetingRound';
import { useCounterparts, useMeetingSettings } from './useMeetings';

/**
 * The participant's 1:1 meetings (`/program/meetings`, logged in): requests made and received with their ranking,
 * the slots they can attend, and once the office publishes the schedule their agenda. Anyone else is told why they
 * cannot take part.
 */
export function MeetingsPage() {
  const { t } = useTranslation('meetings');
  const headingId = useId();
  const roundId = useMeetingRound();
  let body;
  if (roundId === undefined) body = <LoadingState text={t('page.loading')} />;
  else if (roundId === null) body = <Callout intent="primary">{t('page.noRound')}</Callout>;
  else body = <RoundMeetings roundId={roundId} />;
  return (
    <section className="app-meetings-page" aria-labelledby={headingId} aria-busy={roundId === undefined}>
      <H1 id={headingId}>{t('page.title')}</H1>
      <p className="app-meetings-muted">{t('page.intro')}</p>
      {body}
    </section>
  );
}

function RoundMeetings({ roundId }: { roundId: number }) {
  const { t } = useTranslation('meetings');
  const user = useCurrentUser();
  const counterparts = useCounterparts(roundId);
  const settings = useMeetingSettings(roundId);
  const refusal = counterparts.state.status === 'failed' ? counterparts.state.error : undefined;
  if (isApiError(refusal) && refusal.code === 'NOT_A_MEETING_PARTICIPANT') {
    return (
      <Callout intent="primary" className="app-meetings-note">
        <H2 className="app-meetings-note-title">{t('page.notParticipant.title')}</H2>
        <p>{t(user?.authorityType === 'ROLE_ADMIN' ? 'page.notParticipant.office' : 'page.notParticipant.text')}</p>
        <Link to="/program">{t('page.notParticipant.program')}</Link>
      </Callout>
    );
  }
  const failed = counterparts.state.status === 'failed' ? counterparts : settings.state.status === 'failed' ? settings : undefined;
  if (failed && failed.state.status === 'failed') return <LoadFailure title={t('page.loadFailed')} error={failed.state.error} retry={failed.retry} />;
  if (!counterparts.state.data || !settings.state.data) return <LoadingState text={t('page.loading')} />;
  const end = meetingsEndAt(settings.state.data.days, settings.state.data);
  const open = meetingsStillOpen(end);
  return (
    <>
      <p className="app-meetings-side">{t(`page.side.${counterparts.state.data.role}`)}</p>
      {!open && <Callout className="app-meetings-note">{t(end === null ? 'page.noDays' : 'page.over')}</Callout>}
      <RequestsPanel settings={settings.state.data} counterparts={counterparts.state.data} open={open} />
      <AvailabilityPanel settings={settings.state.data} open={open} />
      <Agenda roundId={roundId} side={counterparts.state.data.role} />
    </>
  );
}
