import { Callout, H1 } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../../lib/api/errorMessages';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { NotFoundState } from '../../../lib/ui/NotFoundState';
import { DecisionNote, useCurrentRound } from '../../program';
import { RouteButton } from '../shared/RouteButton';
import { ProjectForm, type ProjectHandOver } from './ProjectForm';
import { ProjectWindowNote } from './ProjectWindowNote';
import { projectWindowOpen, useProject } from './useProjects';

/** The back link of the project pages. */
function BackToProjects() {
  const { t } = useTranslation('productions');
  return (
    <Link to="/program/projects" className="app-productions-back">
      {t('project.back')}
    </Link>
  );
}

/** A selected project's way to its brief: publishing it is what brings the round's composers' answers. */
function BriefCallout({ projectId }: { projectId: number }) {
  const { t } = useTranslation('productions');
  return (
    <Callout intent="success" compact className="app-productions-notice">
      <p>{t('project.brief.text')}</p>
      <RouteButton intent="primary" to={`/program/projects/${projectId}/brief`} text={t('project.brief.action')} />
    </Callout>
  );
}

/** A new film project (`/program/projects/new`): the form while the project window is open, else when it opens or closed. */
export function NewProjectPage() {
  const { t } = useTranslation('productions');
  const headingId = useId();
  const round = useCurrentRound();
  let body;
  if (round.state.status === 'failed') body = <LoadFailure title={t('project.roundFailed')} error={round.state.error} retry={round.retry} />;
  else if (round.state.data === undefined) body = <LoadingState text={t('project.loading')} />;
  else if (!projectWindowOpen(round.state.data)) body = <ProjectWindowNote round={round.state.data} />;
  else body = <ProjectForm round={round.state.data} />;
  return (
    <section className="app-productions-page" aria-labelledby={headingId}>
      <BackToProjects />
      <H1 id={headingId}>{t('project.newTitle')}</H1>
      {body}
    </section>
  );
}

/** One of the user's film projects (`/program/projects/:projectId`): its form, or not found when it is not theirs. */
export function ProjectPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation('productions');
  const language = useDataLanguage();
  const headingId = useId();
  const location = useLocation();
  const project = useProject(projectId);
  const round = useCurrentRound();
  const handOver = (location.state ?? undefined) as ProjectHandOver | undefined;

  if (project.state.status === 'failed' && isApiError(project.state.error) && project.state.error.status === 404) {
    return (
      <section className="app-productions-page" aria-labelledby={headingId}>
        <NotFoundState
          title={t('project.notFound.title')}
          description={t('project.notFound.description')}
          headingId={headingId}
          action={<Link to="/program/projects">{t('project.back')}</Link>}
        />
      </section>
    );
  }
  let body;
  let title = t('project.title');
  if (project.state.status === 'failed') body = <LoadFailure title={t('project.loadFailed')} error={project.state.error} retry={project.retry} />;
  else if (round.state.status === 'failed') body = <LoadFailure title={t('project.roundFailed')} error={round.state.error} retry={round.retry} />;
  else if (!project.state.data || round.state.data === undefined) body = <LoadingState text={t('project.loading')} />;
  else {
    title = localizedText(project.state.data.title, language);
    body = (
      <>
        <ProjectWindowNote round={round.state.data} />
        {project.state.data.decision && <DecisionNote decision={project.state.data.decision} lead={t('project.decisionLead', { title })} />}
        {project.state.data.status === 'selected' && <BriefCallout projectId={project.state.data.projectId} />}
        <ProjectForm key={project.state.data.projectId} project={project.state.data} round={round.state.data} openedWith={handOver} />
      </>
    );
  }
  return (
    <section className="app-productions-page" aria-labelledby={headingId} aria-busy={project.state.status === 'loading'}>
      <BackToProjects />
      <H1 id={headingId}>{title}</H1>
      {body}
    </section>
  );
}
