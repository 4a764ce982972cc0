import { H2, NonIdealState } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramStatusCounts } from '../../../lib/api/generated/types.gen';
import { answerLifecycle } from '../../../lib/domain/program/lifecycles/answer';
import { applicationLifecycle } from '../../../lib/domain/program/lifecycles/application';
import { projectLifecycle } from '../../../lib/domain/program/lifecycles/project';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { RoundPicker } from '../decisions/RoundPicker';
import { useRoundChoice } from '../decisions/useRoundChoice';
import { CountTable } from './CountTable';
import { useRoundDashboard } from './useRoundDashboard';

/** The 1:1 meetings' counts, in the order a request goes (the counts overlap: they do not add up). */
const MEETING_COUNTS = ['requests', 'accepted', 'scheduled', 'held', 'missed', 'followUps'] as const;

/**
 * The office's dashboard of a round (docs/product.md 17.12): its film projects and composer applications by status
 * (the office's statuses, decided or not announced), its briefs published and answered, the answers by status and the 1:1 meetings (requests to follow-ups),
 * each group a table under its heading. The statuses are the lifecycles', in their order.
 */
export function DashboardPart() {
  const { t } = useTranslation('office');
  const headingId = useId();
  const { rounds, list, roundId, pick } = useRoundChoice();
  const { state, retry } = useRoundDashboard(roundId);
  const byStatus = (counts: ProgramStatusCounts, statuses: readonly string[]) =>
    statuses.map((status) => ({ label: t(`dashboard.status.${status}` as 'dashboard.status.draft'), count: counts[status] ?? 0 }));
  const columns = { labelHeader: t('dashboard.what'), countLabel: t('dashboard.count'), totalLabel: t('dashboard.total') };

  let body;
  if (rounds.state.status === 'failed') body = <LoadFailure title={t('dashboard.loadFailed')} error={rounds.state.error} retry={rounds.retry} />;
  else if (rounds.state.data && list.length === 0) body = <NonIdealState description={t('projects.noRounds')} />;
  else if (state.status === 'failed') body = <LoadFailure title={t('dashboard.loadFailed')} error={state.error} retry={retry} />;
  else if (!state.data) body = <LoadingState text={t('dashboard.loading')} />;
  else {
    const { projects, applications, briefs, answers, meetings } = state.data;
    body = (
      <div className="app-office-dashboard">
        <CountTable title={t('dashboard.projects')} rows={byStatus(projects, projectLifecycle.statuses)} {...columns} />
        <CountTable title={t('dashboard.applications')} rows={byStatus(applications, applicationLifecycle.statuses)} {...columns} />
        <CountTable
          title={t('dashboard.briefs')}
          rows={[
            { label: t('dashboard.published'), count: briefs.published },
            { label: t('dashboard.answered'), count: briefs.answered },
          ]}
          labelHeader={t('dashboard.item')}
          countLabel={columns.countLabel}
        />
        <CountTable title={t('dashboard.answers')} rows={byStatus(answers, answerLifecycle.statuses)} {...columns} />
        <CountTable
          title={t('dashboard.meetings.title')}
          rows={MEETING_COUNTS.map((count) => ({ label: t(`dashboard.meetings.${count}`), count: meetings[count] }))}
          labelHeader={t('dashboard.item')}
          countLabel={columns.countLabel}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <H2 id={headingId}>{t('dashboard.title')}</H2>
      <p className="app-office-muted">{t('dashboard.intro')}</p>
      <RoundPicker rounds={list} roundId={roundId} onPick={pick} />
      {body}
    </section>
  );
}
