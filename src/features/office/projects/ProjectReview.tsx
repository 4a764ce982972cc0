import { Callout, H2, NonIdealState } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVocabulary } from '../../../lib/api/useVocabulary';
import { toCsv } from '../../../lib/csv/csvText';
import { downloadCsv } from '../../../lib/csv/downloadCsv';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { BulkDecisionBar } from '../decisions/BulkDecisionBar';
import { NotSelectDialog } from '../decisions/NotSelectDialog';
import { RoundPicker } from '../decisions/RoundPicker';
import { useBulkDecision } from '../decisions/useBulkDecision';
import { useChosenIds } from '../decisions/useChosenIds';
import { useRoundChoice } from '../decisions/useRoundChoice';
import { ProjectFilters } from './ProjectFilters';
import { ProjectItem } from './ProjectItem';
import { projectColumns } from './projectsCsv';
import { useDecideProjects, useRoundProjects, type ProjectFilters as Filters } from './useRoundProjects';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

/**
 * The office's review of a round's film projects: filtered by status, genre, stage and words, chosen one by one or
 * all at once, then selected or not selected together (not selecting asks for a reason), and exported as a CSV
 * file of what the list shows.
 */
export function ProjectReview() {
  const { t } = useTranslation(['office', 'errors']);
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const headingId = useId();
  const { rounds, list, roundId, round, final, pick } = useRoundChoice();
  const [filters, setFilters] = useState<Filters>({});
  const { state, retry } = useRoundProjects(roundId, filters);
  const vocabulary = useVocabulary();
  const projects = state.data ?? [];
  const chosen = useChosenIds(projects.map((project) => project.projectId));
  const decide = useDecideProjects();
  const { asking, setAsking, done, send } = useBulkDecision(chosen, (projectIds, decision, reason, onSuccess) =>
    decide.mutate({ body: { projectIds, decision, ...reason } }, { onSuccess }),
  );
  const exportList = () =>
    downloadCsv(toCsv(projects, projectColumns(t, words)), t('projects.csv.filename', { round: round ? localizedText(round.name, language) : String(roundId) }));

  let body;
  if (rounds.state.status === 'failed') body = <LoadFailure title={t('projects.loadFailed')} error={rounds.state.error} retry={rounds.retry} />;
  else if (rounds.state.data && list.length === 0) body = <NonIdealState description={t('projects.noRounds')} />;
  else if (state.status === 'failed') body = <LoadFailure title={t('projects.loadFailed')} error={state.error} retry={retry} />;
  else if (!state.data) body = <LoadingState text={t('projects.loading')} />;
  else if (projects.length === 0) body = <NonIdealState description={t('projects.empty')} />;
  else {
    body = (
      <>
        <BulkDecisionBar
          chooseAllLabel={t('projects.chooseAll', { count: projects.length })}
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
          {projects.map((project) => (
            <ProjectItem
              key={project.projectId}
              project={project}
              keywords={vocabulary.state.data?.keywords}
              chosen={chosen.isChosen(project.projectId)}
              onChoose={(on) => chosen.choose(project.projectId, on)}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <H2 id={headingId}>{t('projects.title')}</H2>
      <RoundPicker
        rounds={list}
        roundId={roundId}
        onPick={(id) => {
          pick(id);
          chosen.clear();
        }}
      />
      <ProjectFilters filters={filters} onChange={setFilters} />
      {done && (
        <Callout className="app-office-done" intent="success" role="status" compact>
          {t(`projects.done.${done.decision}`, { count: done.count })}
        </Callout>
      )}
      {body}
      {asking && (
        <NotSelectDialog
          title={t('projects.notSelectTitle', { count: chosen.chosenShown.length })}
          intro={t('projects.notSelectIntro')}
          noteLabel={t('projects.note')}
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
