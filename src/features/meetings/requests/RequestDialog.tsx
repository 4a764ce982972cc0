import { Button, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramApplicationProject } from '../../../lib/api/generated/types.gen';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { AppDialog } from '../../../lib/ui/AppDialog';
import { Select } from '../../../lib/ui/forms/Select';
import { projectTitle } from '../meetingSides';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

/** The longest note a request takes (the contract's limit). */
export const REQUEST_NOTE_MAX = 500;

export interface RequestDialogProps {
  /** Whom the meeting is asked of (a composer's name or a project's title). */
  name: string;
  /** A production's own selected projects to choose from (the project the meeting is about); empty for a composer. */
  projects: readonly ProgramApplicationProject[];
  /** The project chosen at first (from the brief page's link). */
  projectId?: number | undefined;
  pending: boolean;
  error: unknown;
  onSend: (note: string, projectId: number | undefined) => void;
  onClose: () => void;
}

/** Asking for a meeting: for a production, which of its projects; a note (counted, 500 at most). */
export function RequestDialog({ name, projects, projectId, pending, error, onSend, onClose }: RequestDialogProps) {
  const { t } = useTranslation(['meetings', 'errors']);
  const language = useDataLanguage();
  const ids = useId();
  const [note, setNote] = useState('');
  const [project, setProject] = useState(() => (projects.some((one) => one.projectId === projectId) ? projectId : projects[0]?.projectId));
  return (
    <AppDialog isOpen onClose={pending ? () => undefined : onClose} title={t('requests.dialogTitle', { name })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending && note.length <= REQUEST_NOTE_MAX) onSend(note.trim(), project);
        }}
        noValidate
      >
        <DialogBody>
          {projects.length > 0 && (
            <FormGroup label={t('requests.project')} labelFor={`${ids}-project`}>
              <Select id={`${ids}-project`} value={project} onChange={(event) => setProject(Number(event.currentTarget.value))} fill>
                {projects.map((one) => (
                  <option key={one.projectId} value={one.projectId}>
                    {projectTitle(one, language)}
                  </option>
                ))}
              </Select>
            </FormGroup>
          )}
          <FormGroup
            label={t('requests.note')}
            labelFor={`${ids}-note`}
            helperText={<span id={`${ids}-count`}>{t('requests.noteCount', { count: note.length, max: REQUEST_NOTE_MAX })}</span>}
            intent={note.length > REQUEST_NOTE_MAX ? 'danger' : 'none'}
          >
            <TextArea
              id={`${ids}-note`}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={REQUEST_NOTE_MAX}
              aria-describedby={`${ids}-count`}
              fill
              rows={4}
            />
          </FormGroup>
          <ApiErrorCallout error={error} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('requests.close')} disabled={pending} onClick={onClose} />
              <Button type="submit" intent="primary" text={t('requests.send')} loading={pending} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
