import { Button, Callout, FormGroup, H2, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramApplicationStatus } from '../../../lib/api/generated/types.gen';
import { toCsv } from '../../../lib/csv/csvText';
import { downloadCsv } from '../../../lib/csv/downloadCsv';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { Select } from '../../../lib/ui/forms/Select';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { BulkDecisionBar } from '../decisions/BulkDecisionBar';
import { NotSelectDialog } from '../decisions/NotSelectDialog';
import { RoundPicker } from '../decisions/RoundPicker';
import { useBulkDecision } from '../decisions/useBulkDecision';
import { useChosenIds } from '../decisions/useChosenIds';
import { useRoundChoice } from '../decisions/useRoundChoice';
import { ApplicationItem } from './ApplicationItem';
import { applicationColumns } from './applicationsCsv';
import { useDecideApplications, useRoundApplications, type ApplicationFilters } from './useRoundApplications';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

const STATUSES: ProgramApplicationStatus[] = ['submitted', 'withdrawn', 'selected', 'not_selected'];
const ANY = '';

/**
 * The office's review of a round's composer applications: by status and words (names, statements, the tracks'
 * genres and keywords), each composer's tracks playable in place, chosen and decided together like projects, and
 * exported as a CSV file of what the list shows.
 */
export function ApplicationReview() {
  const { t } = useTranslation(['office', 'errors']);
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const ids = { heading: useId(), status: useId(), words: useId() };
  const { rounds, list, roundId, round, final, pick } = useRoundChoice();
  const [filters, setFilters] = useState<ApplicationFilters>({});
  const [typed, setTyped] = useState('');
  const { state, retry } = useRoundApplications(roundId, filters);
  const applications = state.data ?? [];
  const chosen = useChosenIds(applications.map((application) => application.applicationId));
  const decide = useDecideApplications();
  const { asking, setAsking, done, send } = useBulkDecision(chosen, (applicationIds, decision, reason, onSuccess) =>
    decide.mutate({ body: { applicationIds, decision, ...reason } }, { onSuccess }),
  );
  const exportList = () =>
    downloadCsv(
      toCsv(applications, applicationColumns(t, words)),
      t('applications.csv.filename', { round: round ? localizedText(round.name, language) : String(roundId) }),
    );

  let body;
  if (rounds.state.status === 'failed') body = <LoadFailure title={t('applications.loadFailed')} error={rounds.state.error} retry={rounds.retry} />;
  else if (rounds.state.data && list.length === 0) body = <NonIdealState description={t('projects.noRounds')} />;
  else if (state.status === 'failed') body = <LoadFailure title={t('applications.loadFailed')} error={state.error} retry={retry} />;
  else if (!state.data) body = <LoadingState text={t('applications.loading')} />;
  else if (applications.length === 0) body = <NonIdealState description={t('applications.empty')} />;
  else {
    body = (
      <>
        <BulkDecisionBar
          chooseAllLabel={t('applications.chooseAll', { count: applications.length })}
          chosen={chosen.chosenShown.length}
          all={chosen.all}
          onToggleAll={chosen.toggleAll}
          pending={decide.isPending && !asking}
          final={final}
          onSelect={() => send('selected')}
          onNotSelect={() => setAsking(true)}
          onExport={exportList}
        />
        {decide.isError && !asking && <ApiErrorCallout error={decide.error} />}
        <ul className="app-office-accounts">
          {applications.map((application) => (
            <ApplicationItem
              key={application.applicationId}
              application={application}
              chosen={chosen.isChosen(application.applicationId)}
              onChoose={(on) => chosen.choose(application.applicationId, on)}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby={ids.heading} aria-busy={state.status === 'loading'}>
      <H2 id={ids.heading}>{t('applications.title')}</H2>
      <RoundPicker
        rounds={list}
        roundId={roundId}
        onPick={(id) => {
          pick(id);
          chosen.clear();
        }}
      />
      <form
        className="app-office-filters"
        role="search"
        aria-label={t('applications.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ ...filters, q: typed.trim() || undefined });
        }}
      >
        <FormGroup label={t('review.status')} labelFor={ids.status}>
          <Select
            id={ids.status}
            value={filters.status ?? ANY}
            options={[{ value: ANY, label: t('projects.any') }, ...STATUSES.map((value) => ({ value, label: words(`vocabulary.applicationStatus.${value}`) }))]}
            onChange={(event) => setFilters({ ...filters, status: (event.currentTarget.value || undefined) as ProgramApplicationStatus | undefined })}
          />
        </FormGroup>
        <FormGroup label={t('applications.words')} labelFor={ids.words} className="app-office-filters-words">
          <InputGroup
            id={ids.words}
            type="search"
            value={typed}
            maxLength={100}
            onValueChange={setTyped}
            rightElement={<Button type="submit" variant="minimal" text={t('projects.search')} />}
          />
        </FormGroup>
      </form>
      {done && (
        <Callout className="app-office-done" intent="success" role="status" compact>
          {t(`applications.done.${done.decision}`, { count: done.count })}
        </Callout>
      )}
      {body}
      {asking && (
        <NotSelectDialog
          title={t('applications.notSelectTitle', { count: chosen.chosenShown.length })}
          intro={t('applications.notSelectIntro')}
          noteLabel={t('applications.note')}
          pending={decide.isPending}
          error={decide.error}
          onSend={(reason, note) => send('not_selected', reason, note)}
          onClose={() => {
            decide.reset();
            setAsking(false);
          }}
        />
      )}
    </section>
  );
}
