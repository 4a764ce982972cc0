import { Card, Checkbox, H3, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProgramApplication } from '../../../lib/api/generated/types.gen';
import { localizedText, otherLanguage, useDataLanguage } from '../../../lib/i18n/localized';
import { TrackPlayButton } from '../../playback';

export interface ApplicationItemProps {
  application: ProgramApplication;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
}

const STATUS_INTENT = { submitted: 'warning', withdrawn: 'none', selected: 'success', not_selected: 'danger' } as const;

/**
 * One composer's application as the office reviews it: the statement in both languages, the chosen tracks (each
 * plays in place in the player, the composer's order kept as the queue), the projects they are drawn to, the status.
 */
export function ApplicationItem({ application, chosen, onChoose }: ApplicationItemProps) {
  const { t } = useTranslation('office');
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const name = localizedText(application.composer.name, language);
  const statements = [application.statement[language], application.statement[otherLanguage(language)]].filter((text) => text.trim() !== '');
  return (
    <li>
      <Card className="app-office-project" elevation={0}>
        <Checkbox
          className="app-office-project-choose"
          checked={chosen}
          onChange={(event) => onChoose(event.currentTarget.checked)}
          aria-label={t('applications.chooseNamed', { name })}
        />
        <div className="app-office-project-body">
          <H3 className="app-office-account-name">
            {name} <span className="app-office-muted">({application.composer.nickname})</span>
          </H3>
          {statements.map((text, index) => (
            <p key={index} className="app-office-note">
              {text}
            </p>
          ))}
          {application.tracks.length > 0 && (
            <ol className="app-office-tracks" aria-label={t('applications.tracks')}>
              {application.tracks.map((track, index) => {
                const title = localizedText(track.title, language);
                return (
                  <li key={track.musicFileId}>
                    <TrackPlayButton tracks={application.tracks} index={index} />
                    <span>{title}</span>
                  </li>
                );
              })}
            </ol>
          )}
          {application.projects.length > 0 && (
            <p className="app-office-muted">
              {t('applications.drawnTo', { titles: application.projects.map((project) => localizedText(project.title, language)).join(', ') })}
            </p>
          )}
        </div>
        <div className="app-office-account-state">
          <Tag intent={STATUS_INTENT[application.status]} round>
            {words(`vocabulary.applicationStatus.${application.status}`)}
          </Tag>
          {application.decision?.reasonCode && <p>{t(`projects.reason.${application.decision.reasonCode}`)}</p>}
          {application.decision?.note && <p className="app-office-note">{application.decision.note}</p>}
        </div>
      </Card>
    </li>
  );
}
