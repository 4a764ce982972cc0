import { Button, Callout, Checkbox, FormGroup, H2, NonIdealState } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api/errorMessages';
import type { ProgramDecisionReason, ProgramProject } from '../../../lib/api/generated/types.gen';
import { useVocabulary } from '../../../lib/api/useVocabulary';
import { toCsv } from '../../../lib/csv/csvText';
import { downloadCsv } from '../../../lib/csv/downloadCsv';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { Select } from '../../../lib/ui/forms/Select';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { ReasonDialog } from '../decisions/ReasonDialog';
import { ProjectFilters } from './ProjectFilters';
import { ProjectItem } from './ProjectItem';
import { projectColumns } from './projectsCsv';
import { useRounds } from '../rounds/useRoundSettings';
import { useDecideProjects, useRoundProjects, type ProjectFilters as Filters } from './useRoundProjects';

const REASONS: ProgramDecisionReason[] = ['PLACES_FILLED', 'GENRE_FIT', 'MATERIALS_INCOMPLETE', 'OTHER'];

/**
 * The office's review of a round's film projects: filtered by status, genre, stage and words, chosen one by one or
 * all at once, then selected or not selected together (not selecting asks for a reason), and exported as a CSV
 * file of what the list shows.
 */
export function ProjectReview() {
  const { t } = useTranslation(['office', 'errors']);
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const ids = { heading: useId(), round: useId() };
  const rounds = useRounds();
  const [chosenRound, setChosenRound] = useState<number>();
  const roundList = rounds.state.data ?? [];
  const roundId = chosenRound ?? (roundList.find((round) => round.status === 'open') ?? roundList[0])?.roundId;
  const [filters, setFilters] = useState<Filters>({});
  const { state, retry } = useRoundProjects(roundId, filters);
  const vocabulary = useVocabulary();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<{ count: number; decision: 'selected' | 'not_selected' }>();
  const decide = useDecideProjects();

  const projects = state.data ?? [];
  const chosenShown = projects.filter((project) => chosen.has(project.projectId));
  const choose = (project: ProgramProject, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(project.projectId);
      else next.delete(project.projectId);
      return next;
    });
  const send = (decision: 'selected' | 'not_selected', reasonCode?: ProgramDecisionReason, note?: string) => {
    const projectIds = chosenShown.map((project) => project.projectId);
    decide.mutate(
      { body: { projectIds, decision, ...(reasonCode ? { reasonCode } : {}), ...(note ? { note } : {}) } },
      {
        onSuccess: () => {
          setChosen(new Set());
          setAsking(false);
          setDone({ count: projectIds.length, decision });
        },
      },
    );
  };
  const exportList = () => {
    const round = roundList.find((candidate) => candidate.roundId === roundId);
    const name = round ? localizedText(round.name, language) : String(roundId);
    downloadCsv(toCsv(projects, projectColumns(t, words)), t('projects.csv.filename', { round: name }));
  };

  let body;
  if (rounds.state.status === 'failed') body = <LoadFailure title={t('projects.loadFailed')} error={rounds.state.error} retry={rounds.retry} />;
  else if (rounds.state.data && roundList.length === 0) body = <NonIdealState description={t('projects.noRounds')} />;
  else if (state.status === 'failed') body = <LoadFailure title={t('projects.loadFailed')} error={state.error} retry={retry} />;
  else if (!state.data) body = <LoadingState text={t('projects.loading')} />;
  else if (projects.length === 0) body = <NonIdealState description={t('projects.empty')} />;
  else {
    const allChosen = chosenShown.length === projects.length;
    body = (
      <>
        <div className="app-office-bulk" role="group" aria-label={t('projects.bulk')}>
          <Checkbox
            checked={allChosen}
            indeterminate={chosenShown.length > 0 && !allChosen}
            label={t('projects.chooseAll', { count: projects.length })}
            onChange={() => setChosen(allChosen ? new Set() : new Set(projects.map((project) => project.projectId)))}
          />
          <span className="app-office-muted" role="status">
            {t('projects.chosen', { count: chosenShown.length })}
          </span>
          <Button
            intent="success"
            text={t('projects.select')}
            disabled={chosenShown.length === 0 || decide.isPending}
            loading={decide.isPending && !asking}
            onClick={() => send('selected')}
          />
          <Button
            intent="danger"
            variant="outlined"
            text={t('projects.notSelect')}
            disabled={chosenShown.length === 0 || decide.isPending}
            onClick={() => setAsking(true)}
          />
          <Button icon={<Download />} variant="outlined" text={t('projects.export')} onClick={exportList} />
        </div>
        {decide.isError && !asking && (
          <Callout intent="danger" role="alert" compact>
            {t(`errors:${errorMessageKey(decide.error)}`)}
          </Callout>
        )}
        <ul className="app-office-accounts">
          {projects.map((project) => (
            <ProjectItem
              key={project.projectId}
              project={project}
              keywords={vocabulary.state.data?.keywords}
              chosen={chosen.has(project.projectId)}
              onChoose={(on) => choose(project, on)}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby={ids.heading} aria-busy={state.status === 'loading'}>
      <H2 id={ids.heading}>{t('projects.title')}</H2>
      {roundList.length > 0 && (
        <FormGroup label={t('projects.round')} labelFor={ids.round} inline>
          <Select
            id={ids.round}
            value={roundId}
            options={roundList.map((round) => ({ value: round.roundId, label: localizedText(round.name, language) }))}
            onChange={(event) => {
              setChosenRound(Number(event.currentTarget.value));
              setChosen(new Set());
            }}
          />
        </FormGroup>
      )}
      <ProjectFilters filters={filters} onChange={setFilters} />
      {done && (
        <Callout className="app-office-done" intent="success" role="status" compact>
          {t(`projects.done.${done.decision}`, { count: done.count })}
        </Callout>
      )}
      {body}
      {asking && (
        <ReasonDialog
          title={t('projects.notSelectTitle', { count: chosenShown.length })}
          intro={t('projects.notSelectIntro')}
          reasons={REASONS.map((value) => ({ value, label: t(`projects.reason.${value}`) }))}
          noteLabel={t('projects.note')}
          confirm={t('projects.notSelect')}
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
