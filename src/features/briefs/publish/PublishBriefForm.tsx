import { Button, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldRuleOf } from '../../../lib/api/fieldErrors';
import type { ProgramBrief } from '../../../lib/api/generated/types.gen';
import { briefDeadlineProblem } from '../../../lib/domain/program/briefs';
import { festivalTimeOfInstant, instantOfFestivalTime } from '../../../lib/domain/program/festivalTime';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { UnsavedChangesDialog } from '../../../lib/ui/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../../lib/ui/forms/useUnsavedChangesGuard';
import { useBriefWrites } from '../useBriefs';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

/** The longest message a brief takes (the contract's limit). */
const MESSAGE_MAX_LENGTH = 1000;

export interface PublishBriefFormProps {
  projectId: number;
  /** The brief as published, when it is: the form changes it. */
  brief: ProgramBrief | undefined;
}

/**
 * The deadline (typed in festival time whatever the browser's zone) and the message of a selected project's brief.
 * The deadline's rule is checked as typed (the provider checks the same rule); what was typed stays on a refusal.
 */
export function PublishBriefForm({ projectId, brief }: PublishBriefFormProps) {
  const { t } = useTranslation(['briefs', 'errors']);
  const ids = useId();
  const navigate = useNavigate();
  const { publish } = useBriefWrites();
  const [deadline, setDeadline] = useState(brief ? festivalTimeOfInstant(brief.deadline) : '');
  const [message, setMessage] = useState(brief?.message ?? '');
  const [submitted, setSubmitted] = useState(false);
  // The instant the form opened: the deadline's rule is read against it (the provider checks it again on sending).
  const [openedAt] = useState(Date.now);

  const initial = { deadline: brief ? festivalTimeOfInstant(brief.deadline) : '', message: brief?.message ?? '' };
  // Leaving with a changed deadline or message asks first (a save releases it before the brief opens).
  const guard = useUnsavedChangesGuard(!publish.isPending && (deadline !== initial.deadline || message !== initial.message));
  const instant = instantOfFestivalTime(deadline);
  const localRule = instant === undefined ? (submitted ? 'required' : undefined) : (briefDeadlineProblem(instant, openedAt) ?? undefined);
  const serverRule = publish.isError ? fieldRuleOf(publish.error, 'deadline') : undefined;
  const deadlineRule = localRule ?? serverRule;
  const deadlineError =
    deadlineRule === 'required' ? t('publish.deadlineRequired') : deadlineRule === 'in_past' || deadlineRule === 'too_far' ? t(`publish.${deadlineRule}`) : undefined;

  const send = () => {
    setSubmitted(true);
    if (instant === undefined || briefDeadlineProblem(instant, openedAt) !== null) return;
    publish.mutate(
      { path: { projectId }, body: { deadline: instant, message: message.trim() } },
      {
        onSuccess: (answer) => {
          guard.release();
          void showAppToast({ intent: 'success', message: t(brief ? 'publish.saved' : 'publish.published') });
          void navigate(`/program/briefs/${answer.data.briefId}`);
        },
      },
    );
  };

  return (
    <form
      className="app-briefs-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!publish.isPending) send();
      }}
    >
      <UnsavedChangesDialog guard={guard} />
      <FormGroup
        label={t('publish.deadline')}
        labelFor={`${ids}-deadline`}
        helperText={deadlineError ?? t('publish.deadlineHelp')}
        intent={deadlineError ? 'danger' : 'none'}
      >
        <InputGroup
          id={`${ids}-deadline`}
          type="datetime-local"
          value={deadline}
          onValueChange={(value) => {
            setDeadline(value);
            if (publish.isError) publish.reset();
          }}
          intent={deadlineError ? 'danger' : 'none'}
          aria-invalid={deadlineError ? true : undefined}
          required
        />
      </FormGroup>
      <FormGroup label={t('publish.message')} labelFor={`${ids}-message`} helperText={`${message.length} / ${MESSAGE_MAX_LENGTH}`}>
        <TextArea id={`${ids}-message`} value={message} maxLength={MESSAGE_MAX_LENGTH} rows={5} fill onChange={(event) => setMessage(event.currentTarget.value)} />
      </FormGroup>
      {publish.isError && serverRule === undefined && <ApiErrorCallout error={publish.error} lead={t('publish.failed')} />}
      <Button type="submit" intent="primary" text={t(brief ? 'publish.save' : 'publish.publish')} loading={publish.isPending} />
    </form>
  );
}
