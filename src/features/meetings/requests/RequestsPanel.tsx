import { Button, Card, H2, NonIdealState } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MeetingCounterparts, MeetingSettings } from '../../../lib/api/generated/types.gen';
import { meetingTookPlace } from '../../../lib/domain/program/lifecycles/meeting';
import type { MeetingRequestAction } from '../../../lib/domain/program/lifecycles/meetingRequest';
import { useCurrentUser } from '../../../lib/auth/useCurrentUser';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { composerName, isOpenRequest, projectTitle, rankedOpenRequests } from '../meetingSides';
import { useMeetingWrites, useMyMeetings, useMyRequests } from '../useMeetings';
import { RequestDialog } from './RequestDialog';
import { RequestItem } from './RequestItem';
import { RequestRanking } from './RequestRanking';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

/** Whom a new request is for: a composer (a production asks) or a project (a composer asks). */
type Asking = { kind: 'composer'; userId: number; name: string; projectId?: number } | { kind: 'project'; projectId: number; name: string };

/** The participant's requests: whom they may ask, the limit, the requests made and received, and their ranking. */
export function RequestsPanel({ settings, counterparts, open }: { settings: MeetingSettings; counterparts: MeetingCounterparts; open: boolean }) {
  const { t } = useTranslation(['meetings', 'errors']);
  const language = useDataLanguage();
  const user = useCurrentUser();
  const headingId = useId();
  const side = counterparts.role;
  const requests = useMyRequests(settings.roundId);
  const meetings = useMyMeetings();
  const writes = useMeetingWrites();
  const [params, setParams] = useSearchParams();
  const [asking, setAsking] = useState<Asking | undefined>(() => {
    const composer = counterparts.composers.find((one) => one.userId === Number(params.get('composer')));
    if (side !== 'production' || !composer) return undefined;
    return { kind: 'composer', userId: composer.userId, name: composerName(composer, language), projectId: Number(params.get('project')) || undefined };
  });
  const [actingOn, setActingOn] = useState<number>();

  const list = requests.state.data ?? [];
  const openCount = list.filter(isOpenRequest).length;
  const ranked = rankedOpenRequests(list, side);
  const tookPlace = new Set((meetings.state.data ?? []).filter((meeting) => meetingTookPlace(meeting.status)).map((meeting) => meeting.meetingId));

  const send = (note: string, projectId: number | undefined) => {
    if (!asking || !user) return;
    const body =
      asking.kind === 'composer' ? { projectId: projectId ?? 0, composerId: asking.userId, note } : { projectId: asking.projectId, composerId: user.userId, note };
    writes.request.mutate(
      { body },
      {
        onSuccess: () => {
          setAsking(undefined);
          // The address that opened the dialog (from a composer's page, a brief's answer) would open it again on reload.
          setParams(
            (current) => {
              current.delete('composer');
              current.delete('project');
              return current;
            },
            { replace: true },
          );
        },
      },
    );
  };
  const act = (requestId: number) => (action: MeetingRequestAction, note?: string) => {
    setActingOn(requestId);
    return writes.change
      .mutateAsync({ path: { requestId }, body: note === undefined ? { action } : { action, note } })
      .then(() => true)
      .catch(() => false);
  };

  let body;
  if (requests.state.status === 'failed' && !requests.state.data)
    body = <LoadFailure title={t('requests.loadFailed')} error={requests.state.error} retry={requests.retry} />;
  else if (!requests.state.data) body = <LoadingState text={t('requests.loading')} />;
  else
    body = (
      <>
        {list.length === 0 ? (
          <NonIdealState description={t('requests.none')} />
        ) : (
          <ul className="app-meetings-requests" aria-label={t('requests.listLabel')}>
            {list.map((request) => (
              <RequestItem
                key={request.requestId}
                request={request}
                side={side}
                meetingsOpen={open}
                meetingTookPlace={request.meetingId !== null && tookPlace.has(request.meetingId)}
                pending={writes.change.isPending && actingOn === request.requestId}
                error={actingOn === request.requestId ? writes.change.error : null}
                onAct={act(request.requestId)}
              />
            ))}
          </ul>
        )}
        {writes.change.isError && actingOn !== undefined && <ApiErrorCallout error={writes.change.error} lead={t('requests.actionFailed')} />}
        {ranked.length > 1 && (
          <RequestRanking
            requests={ranked}
            side={side}
            disabled={!open}
            onRank={(requestIds) => writes.rank.mutate({ body: { roundId: settings.roundId, requestIds } })}
          />
        )}
        <ApiErrorCallout error={writes.rank.error} lead={t('ranking.failed')} />
      </>
    );

  const asked = (projectId: number, composerId: number) =>
    list.some((request) => isOpenRequest(request) && request.project.projectId === projectId && request.composer.userId === composerId);
  const others: { key: string; name: string; link: string | undefined; asking: Asking; taken: boolean }[] =
    side === 'production'
      ? counterparts.composers.map((composer) => ({
          key: `c${composer.userId}`,
          name: composerName(composer, language),
          link: composer.musicianId > 0 ? `/musician-details/${composer.musicianId}` : undefined,
          asking: { kind: 'composer', userId: composer.userId, name: composerName(composer, language) },
          taken: counterparts.myProjects.every((project) => asked(project.projectId, composer.userId)),
        }))
      : counterparts.projects.map((project) => ({
          key: `p${project.projectId}`,
          name: projectTitle(project, language),
          link: undefined,
          asking: { kind: 'project', projectId: project.projectId, name: projectTitle(project, language) },
          taken: user !== undefined && asked(project.projectId, user.userId),
        }));

  return (
    <section className="app-meetings-section" aria-labelledby={headingId}>
      <H2 id={headingId}>{t('requests.title')}</H2>
      <p className="app-meetings-limit">{t('requests.limit', { count: openCount, max: settings.maxMeetingsPerPerson })}</p>
      <h3 className="app-meetings-subtitle">{t(side === 'production' ? 'requests.composers' : 'requests.projects')}</h3>
      {others.length === 0 ? (
        <p className="app-meetings-muted">{t('requests.nobody')}</p>
      ) : (
        <ul className="app-meetings-counterparts">
          {others.map((other) => (
            <li key={other.key}>
              <Card className="app-meetings-counterpart" elevation={0}>
                {other.link ? <Link to={other.link}>{other.name}</Link> : <span>{other.name}</span>}
                <Button
                  variant="outlined"
                  text={t('requests.ask', { name: other.name })}
                  disabled={!open || other.taken || openCount >= settings.maxMeetingsPerPerson}
                  onClick={() => {
                    writes.request.reset();
                    setAsking(other.asking);
                  }}
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
      {open && openCount >= settings.maxMeetingsPerPerson && <p className="app-meetings-muted">{t('requests.limitReached')}</p>}
      <h3 className="app-meetings-subtitle">{t('requests.mine')}</h3>
      {body}
      {asking && (
        <RequestDialog
          name={asking.name}
          projects={asking.kind === 'composer' ? counterparts.myProjects : []}
          projectId={asking.kind === 'composer' ? asking.projectId : undefined}
          pending={writes.request.isPending}
          error={writes.request.error}
          onSend={send}
          onClose={() => setAsking(undefined)}
        />
      )}
    </section>
  );
}
