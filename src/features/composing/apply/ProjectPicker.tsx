import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProgramProjectSummary } from '../../../lib/api/generated/types.gen';
import { APPLICATION_LIMITS } from '../../../lib/domain/program/applications';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';

export interface ProjectPickerProps {
  /** The round's film projects as composers see them. */
  projects: readonly ProgramProjectSummary[];
  /** The chosen projects' ids, in the order chosen. */
  value: number[];
  onChange: (projectIds: number[]) => void;
}

/**
 * The round's film projects a composer may say they are drawn to (up to five): each by its title in the reader's
 * language, its genre, stage, company and logline, with a tick box; the others wait while five are ticked.
 */
export function ProjectPicker({ projects, value, onChange }: ProjectPickerProps) {
  const { t } = useTranslation('composing');
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const full = value.length >= APPLICATION_LIMITS.projects;
  if (projects.length === 0) return <p className="app-composing-muted">{t('form.projects.none')}</p>;
  return (
    <ul className="app-composing-list app-composing-projects">
      {projects.map((project) => {
        const chosen = value.includes(project.projectId);
        const facts = [
          project.genre ? words(`vocabulary.genre.${project.genre}`) : undefined,
          project.stage ? words(`vocabulary.stage.${project.stage}`) : undefined,
          project.company || undefined,
        ].filter(Boolean);
        return (
          <li key={project.projectId}>
            <Checkbox
              className="app-composing-project"
              checked={chosen}
              disabled={!chosen && full}
              onChange={() => onChange(chosen ? value.filter((id) => id !== project.projectId) : [...value, project.projectId])}
              labelElement={
                <span className="app-composing-item-text">
                  <span className="app-composing-item-title">{localizedText(project.title, language)}</span>
                  {facts.length > 0 && <span className="app-composing-muted">{facts.join(' · ')}</span>}
                  {localizedText(project.logline, language) && <span className="app-composing-logline">{localizedText(project.logline, language)}</span>}
                </span>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
