import { Card, H1, H2, NonIdealState } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgramProject } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { useCurrentRound } from '../../program';
import { RouteButton } from '../shared/RouteButton';
import { ProjectStatusTag } from './ProjectStatusTag';
import { ProjectWindowNote } from './ProjectWindowNote';
import { projectWindowOpen, useMyProjects } from './useProjects';

/**
 * The user's film projects (`/program/projects`, logged in): each with its status, and "New project" while the
 * open round's project window is open (else when it opens or closed).
 */
export function ProjectsPage() {
  const { t } = useTranslation('productions');
  const headingId = useId();
  const listId = useId();
  const projects = useMyProjects();
  const round = useCurrentRound();
  const roundData = round.state.data;

  let body;
  if (projects.state.status === 'failed') body = <LoadFailure title={t('projects.loadFailed')} error={projects.state.error} retry={projects.retry} />;
  else if (!projects.state.data) body = <LoadingState text={t('projects.loading')} />;
  else if (projects.state.data.length === 0) body = <NonIdealState description={t('projects.empty')} />;
  else {
    body = (
      <ul className="app-productions-projects" aria-labelledby={listId}>
        {projects.state.data.map((project) => (
          <ProjectItem key={project.projectId} project={project} />
        ))}
      </ul>
    );
  }

  return (
    <section className="app-productions-page" aria-labelledby={headingId} aria-busy={projects.state.status === 'loading'}>
      <header className="app-productions-header">
        <H1 id={headingId}>{t('projects.title')}</H1>
        {projectWindowOpen(roundData) && <NewProjectButton />}
      </header>
      <p className="app-productions-muted">{t('projects.intro')}</p>
      {roundData !== undefined && <ProjectWindowNote round={roundData} />}
      <H2 id={listId} className="app-visually-hidden">
        {t('projects.listLabel')}
      </H2>
      {body}
    </section>
  );
}

function NewProjectButton() {
  const { t } = useTranslation('productions');
  return <RouteButton intent="primary" icon={<Plus />} to="/program/projects/new" text={t('projects.new')} />;
}

function ProjectItem({ project }: { project: ProgramProject }) {
  const { t } = useTranslation('productions');
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <li>
      <Card className="app-productions-project" elevation={0}>
        <div className="app-productions-project-main">
          <Link to={`/program/projects/${project.projectId}`} className="app-productions-project-title">
            {localizedText(project.title, language)}
          </Link>
          <p className="app-productions-muted">
            {project.genre ? words(`vocabulary.genre.${project.genre}`) : t('projects.noGenre')}
            {' · '}
            {project.submittedAt ? (
              <>
                {t('projects.submittedAt')} <time dateTime={project.submittedAt}>{date(project.submittedAt)}</time>
              </>
            ) : (
              <>
                {t('projects.updatedAt')} <time dateTime={project.updatedAt}>{date(project.updatedAt)}</time>
              </>
            )}
          </p>
        </div>
        <ProjectStatusTag status={project.status} />
      </Card>
    </li>
  );
}
