import { Button, H2, H3 } from '@blueprintjs/core';
import { Edit, Undo } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramApplication, ProgramRound } from '../../../lib/api/generated/types.gen';
import { formatClock } from '../../../lib/domain/time/clock';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';
import { DecisionNote, festivalDateTime } from '../../program';
import { ApplicationStatusTag } from './ApplicationStatusTag';
import { composerActions, useApplicationWrites } from './useApplication';
import { TrackPlayButton } from '../../playback';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

export interface ApplicationViewProps {
  application: ProgramApplication;
  round: ProgramRound | null;
  /** "Edit": the page opens the form with the application. */
  onEdit: () => void;
  /** A step went through (withdrawn, submitted again). */
  onStep: (notice: 'withdrawn' | 'resubmitted') => void;
}

/**
 * The composer's application as they see it: its status (and, once announced, the decision with its reason),
 * the statement, the tracks in their order (playable) and the film projects named; then what the application
 * lifecycle allows now: edit, withdraw (after a confirmation) or submit again.
 */
export function ApplicationView({ application, round, onEdit, onStep }: ApplicationViewProps) {
  const { t } = useTranslation(['composing', 'errors']);
  const language = useDataLanguage();
  const writes = useApplicationWrites();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const actions = composerActions(application, round);
  const busy = writes.withdraw.isPending || writes.resubmit.isPending;
  const titleId = useId();

  const step = async (action: 'withdraw' | 'resubmit') => {
    setFailure(undefined);
    try {
      await writes[action].mutateAsync({ path: { applicationId: application.applicationId } });
      onStep(action === 'withdraw' ? 'withdrawn' : 'resubmitted');
    } catch (error) {
      setFailure(error);
    }
  };

  const { statement } = application;
  return (
    <section className="app-composing-application" aria-labelledby={titleId}>
      <H2 id={titleId}>{t('application.title')}</H2>
      <div className="app-composing-application-status">
        <ApplicationStatusTag status={application.status} />
        <span>{t(`application.statusText.${application.status}`)}</span>
        {application.status !== 'withdrawn' && (
          <span className="app-composing-muted">
            {t('application.submittedAt')} <time dateTime={application.submittedAt}>{festivalDateTime(application.submittedAt, language)}</time>
          </span>
        )}
      </div>
      {application.decision && (
        <DecisionNote decision={application.decision} lead={t(application.decision.decision === 'selected' ? 'application.selected' : 'application.notSelected')} />
      )}

      <H3>{t('application.statement')}</H3>
      <div className="app-composing-statements">
        {statement.ko.trim() !== '' && (
          <p lang="ko" className="app-composing-statement">
            {statement.ko}
          </p>
        )}
        {statement.en.trim() !== '' && (
          <p lang="en" className="app-composing-statement">
            {statement.en}
          </p>
        )}
      </div>

      <H3>{t('application.tracks')}</H3>
      {application.tracks.length === 0 ? (
        <p className="app-composing-muted">{t('application.noTracks')}</p>
      ) : (
        <ol className="app-composing-list app-composing-chosen">
          {application.tracks.map((track, index) => (
            <li key={track.musicFileId}>
              <span className="app-composing-order" aria-hidden="true">
                {index + 1}
              </span>
              <TrackPlayButton tracks={[track]} index={0} />
              <span className="app-composing-item-text">
                <span className="app-composing-item-title">{localizedText(track.title, language)}</span>
                <span className="app-composing-muted">
                  {localizedText(track.genre.label, language)} · {formatClock(track.durationSeconds)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}

      <H3>{t('application.projects')}</H3>
      {application.projects.length === 0 ? (
        <p className="app-composing-muted">{t('application.noProjects')}</p>
      ) : (
        <ul className="app-composing-titles">
          {application.projects.map((project) => (
            <li key={project.projectId}>{localizedText(project.title, language)}</li>
          ))}
        </ul>
      )}

      <ApiErrorCallout error={failure} />
      {actions.length > 0 && (
        <div className="app-composing-actions">
          {actions.includes('edit') && <Button intent="primary" icon={<Edit />} text={t('application.edit')} disabled={busy} onClick={onEdit} />}
          {actions.includes('resubmit') && (
            <Button
              intent="primary"
              icon={<Undo />}
              text={t('application.resubmit')}
              loading={writes.resubmit.isPending}
              disabled={busy}
              onClick={() => void step('resubmit')}
            />
          )}
          {actions.includes('withdraw') && (
            <Button
              intent="danger"
              variant="outlined"
              text={t('application.withdraw')}
              loading={writes.withdraw.isPending}
              disabled={busy}
              onClick={() => setConfirming(true)}
            />
          )}
        </div>
      )}
      <ConfirmAlert
        label={t('application.confirmWithdraw.label')}
        isOpen={confirming}
        intent="danger"
        confirmButtonText={t('application.confirmWithdraw.confirm')}
        cancelButtonText={t('application.confirmWithdraw.cancel')}
        onConfirm={() => {
          setConfirming(false);
          void step('withdraw');
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('application.confirmWithdraw.message')}</p>
      </ConfirmAlert>
    </section>
  );
}
