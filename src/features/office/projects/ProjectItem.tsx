import { Card, Checkbox, H3, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Keyword, ProgramProject } from '../../../lib/api/generated/types.gen';
import { localizedText, secondaryText, useDataLanguage } from '../../../lib/i18n/localized';

export interface ProjectItemProps {
  project: ProgramProject;
  /** The catalogue's keywords, to name the moods wanted (ids until they are read). */
  keywords: readonly Keyword[] | undefined;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
}

const STATUS_INTENT = { draft: 'none', submitted: 'warning', withdrawn: 'none', selected: 'success', not_selected: 'danger' } as const;

/** One submitted film project as the office reviews it: the film, the music it needs, its status and decision. */
export function ProjectItem({ project, keywords, chosen, onChoose }: ProjectItemProps) {
  const { t } = useTranslation('office');
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const title = localizedText(project.title, language);
  const otherTitle = secondaryText(project.title, language);
  const moods = project.music.moodKeywordIds.map((id) => {
    const keyword = keywords?.find((candidate) => candidate.keywordId === id);
    return keyword ? localizedText(keyword.label, language) : `#${id}`;
  });
  const facts = [
    project.genre && words(`vocabulary.genre.${project.genre}`),
    project.stage && words(`vocabulary.stage.${project.stage}`),
    project.runtimeMinutes !== null && t('projects.runtime', { count: project.runtimeMinutes }),
  ].filter(Boolean);
  return (
    <li>
      <Card className="app-office-project" elevation={0}>
        <Checkbox
          className="app-office-project-choose"
          checked={chosen}
          onChange={(event) => onChoose(event.currentTarget.checked)}
          aria-label={t('projects.chooseNamed', { title })}
        />
        <div className="app-office-project-body">
          <H3 className="app-office-account-name">
            {title} {otherTitle && <span className="app-office-muted">({otherTitle})</span>}
          </H3>
          <p>{localizedText(project.logline, language)}</p>
          <p className="app-office-muted">{facts.join(' · ')}</p>
          <p>{t('projects.people', { company: project.company, director: project.director, producer: project.producer })}</p>
          <p>
            {t('projects.music', { count: project.music.cueCount ?? 0 })}
            {moods.length > 0 && ` · ${moods.join(', ')}`}
            {project.music.budget && ` · ${t('projects.budgetValue', { budget: words(`vocabulary.budget.${project.music.budget}`) })}`}
            {project.musicDeadline && ` · ${t('projects.deadline', { date: project.musicDeadline })}`}
          </p>
          {project.music.tempTrack && <p className="app-office-note">{project.music.tempTrack}</p>}
          {project.music.referenceTrackIds.length > 0 && (
            <p>
              {t('projects.references')}{' '}
              {project.music.referenceTrackIds.map((id, index) => (
                <span key={id}>
                  {index > 0 && ', '}
                  <Link to={`/music-details/${id}`}>{t('projects.reference', { number: index + 1 })}</Link>
                </span>
              ))}
            </p>
          )}
        </div>
        <div className="app-office-account-state">
          <Tag intent={STATUS_INTENT[project.status]} round>
            {words(`vocabulary.projectStatus.${project.status}`)}
          </Tag>
          {project.decision?.reasonCode && <p>{t(`projects.reason.${project.decision.reasonCode}`)}</p>}
          {project.decision?.note && <p className="app-office-note">{project.decision.note}</p>}
          <p className="app-office-muted">{project.owner.nickname}</p>
        </div>
      </Card>
    </li>
  );
}
