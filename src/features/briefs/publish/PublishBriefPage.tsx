import { Callout, H1 } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api/errorMessages';
import { getProjectOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { NotFoundState } from '../../../lib/ui/NotFoundState';
import { useBriefs } from '../useBriefs';
import { PublishBriefForm } from './PublishBriefForm';

/**
 * A selected project's brief (`/program/projects/:projectId/brief`, its owner): publish it, or change its deadline
 * and message, with a link to the brief once published. A project not selected says when a brief can be published;
 * someone else's project is not found.
 */
export function PublishBriefPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation(['briefs', 'productions']);
  const language = useDataLanguage();
  const headingId = useId();
  const project = useApiQuery(getProjectOptions({ path: { projectId } }), { loggedInOnly: true });
  const briefs = useBriefs();
  const back = <Link to={`/program/projects/${projectId}`}>{t('publish.back')}</Link>;

  if (project.state.status === 'failed' && isApiError(project.state.error) && project.state.error.status === 404) {
    return (
      <section className="app-briefs-page" aria-labelledby={headingId}>
        <NotFoundState title={t('productions:project.notFound.title')} description={t('productions:project.notFound.description')} headingId={headingId} action={back} />
      </section>
    );
  }
  let body;
  let title = t('brief.title');
  const data = project.state.data;
  if (project.state.status === 'failed') body = <LoadFailure title={t('productions:project.loadFailed')} error={project.state.error} retry={project.retry} />;
  else if (briefs.state.status === 'failed') body = <LoadFailure title={t('list.loadFailed')} error={briefs.state.error} retry={briefs.retry} />;
  else if (!data || !briefs.state.data) body = <LoadingState text={t('publish.loading')} />;
  else {
    title = t('publish.title', { title: localizedText(data.title, language) });
    const brief = briefs.state.data.find((one) => one.project.projectId === projectId);
    body =
      data.status === 'selected' ? (
        <>
          <p className="app-briefs-muted">{t('publish.intro')}</p>
          {brief && (
            <p>
              <Link to={`/program/briefs/${brief.briefId}`}>{t('publish.open')}</Link>
            </p>
          )}
          <PublishBriefForm key={brief?.updatedAt ?? 'new'} projectId={projectId} brief={brief} />
        </>
      ) : (
        <Callout intent="primary" compact>
          {t('publish.notSelected')}
        </Callout>
      );
  }
  return (
    <section className="app-briefs-page" aria-labelledby={headingId} aria-busy={project.state.status === 'loading'}>
      <Link to={`/program/projects/${projectId}`} className="app-briefs-back">
        {t('publish.back')}
      </Link>
      <H1 id={headingId}>{title}</H1>
      {body}
    </section>
  );
}
