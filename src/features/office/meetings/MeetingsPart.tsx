import { H2, NonIdealState } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { arrangingMeetings } from '../../../lib/domain/program/rounds';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { RoundPicker } from '../decisions/RoundPicker';
import { useRoundChoice } from '../decisions/useRoundChoice';
import { MeetingSettingsForm } from './MeetingSettingsForm';
import { SchedulePart } from './SchedulePart';
import { useMeetingChanges, useMeetingSettings } from './useMeetings';

/**
 * The office's 1:1 meetings of a round (docs/product.md 17.14-17.16): their settings (the meeting days stay in the
 * round's form) and the schedule the office runs, changes and publishes.
 */
export function MeetingsPart() {
  const { t } = useTranslation('office');
  const headingId = useId();
  // The round whose meetings are being arranged (decisions announced, meeting days ahead) before the open one.
  const { rounds, list, roundId, pick } = useRoundChoice({ preferred: arrangingMeetings });
  const { state, retry } = useMeetingSettings(roundId);
  const { settings: saving } = useMeetingChanges();

  let body;
  if (rounds.state.status === 'failed') body = <LoadFailure title={t('meetings.loadFailed')} error={rounds.state.error} retry={rounds.retry} />;
  else if (rounds.state.data && list.length === 0) body = <NonIdealState description={t('projects.noRounds')} />;
  else if (state.status === 'failed') body = <LoadFailure title={t('meetings.loadFailed')} error={state.error} retry={retry} />;
  else if (!state.data || state.data.roundId !== roundId) body = <LoadingState text={t('meetings.loading')} />;
  else {
    const settings = state.data;
    body = (
      <div className="app-office-meetings">
        <MeetingSettingsForm
          key={`${settings.roundId}-${settings.updatedAt ?? ''}`}
          settings={settings}
          pending={saving.isPending}
          error={saving.error}
          saved={saving.isSuccess}
          onSave={(input) => saving.mutate({ path: { roundId: settings.roundId }, body: input })}
        />
        <SchedulePart key={`schedule-${settings.roundId}`} settings={settings} />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <H2 id={headingId}>{t('meetings.title')}</H2>
      <p className="app-office-muted">{t('meetings.intro')}</p>
      <RoundPicker
        rounds={list}
        roundId={roundId}
        onPick={(next) => {
          saving.reset();
          pick(next);
        }}
      />
      {body}
    </section>
  );
}
