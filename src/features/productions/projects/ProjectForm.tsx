import { Button, Callout, H2, InputGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/errorMessages';
import type { FieldError, ProgramProject, ProgramRound } from '../../../lib/api/generated/types.gen';
import type { ProjectAction } from '../../../lib/domain/program/lifecycles/project';
import { ruleKeyOf, ruleResolver } from '../../../lib/forms/ruleResolver';
import { Select } from '../../../lib/ui/forms/Select';
import { UnsavedChangesDialog } from '../../../lib/ui/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../../lib/ui/forms/useUnsavedChangesGuard';
import { FormField, type FieldControlProps } from '../shared/FormField';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { MoodPicker } from './MoodPicker';
import {
  BUDGETS,
  emptyProject,
  GENRES,
  inputOf,
  PROJECT_LIMITS,
  projectRules,
  SERVER_FIELDS,
  serverRuleKey,
  STAGES,
  valuesOf,
  type ProjectField,
  type ProjectValues,
} from './projectValues';
import { ProjectStatusTag } from './ProjectStatusTag';
import { ReferenceTrackPicker } from './ReferenceTrackPicker';
import { ownerActions, useProjectWrites } from './useProjects';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

export interface ProjectFormProps {
  /** The saved project; none for a new one. */
  project?: ProgramProject | undefined;
  round: ProgramRound | null;
  /**
   * What a new project's form handed over when it opened the saved project at its own address: the step that went
   * through, or the fields its submit was refused for.
   */
  openedWith?: ProjectHandOver | undefined;
}

/** What the page says after a step went through. */
export type ProjectNotice = 'saved' | 'submitted' | 'withdrawn' | 'resubmitted';
type Notice = ProjectNotice;

/** A new project's form hands this to the saved project's page (the navigation's state). */
export interface ProjectHandOver {
  notice?: ProjectNotice;
  refused?: FieldError[];
}

const resolver = ruleResolver(projectRules);
const LIMIT_OF: Partial<Record<ProjectField, number>> = {
  titleKo: PROJECT_LIMITS.title,
  titleEn: PROJECT_LIMITS.title,
  loglineKo: PROJECT_LIMITS.logline,
  loglineEn: PROJECT_LIMITS.logline,
  director: PROJECT_LIMITS.credit,
  producer: PROJECT_LIMITS.credit,
  company: PROJECT_LIMITS.credit,
  tempTrack: PROJECT_LIMITS.tempTrack,
};

/**
 * A film project's form: the film (titles and loglines in both languages, genre, stage, running time, credits)
 * and its music (cues, moods, reference tracks, temp track, budget, deadline). The buttons are what the project
 * lifecycle allows the owner now: save (a draft, or a submitted project's changes), submit, withdraw,
 * resubmit. A draft needs only its titles; submitting tells each missing field under it, and nothing typed is
 * lost when a step is refused.
 */
export function ProjectForm({ project, round, openedWith }: ProjectFormProps) {
  const { t } = useTranslation(['productions', 'errors']);
  const { t: words } = useTranslation('program');
  const navigate = useNavigate();
  const ids = { film: useId(), music: useId() };
  const {
    register,
    handleSubmit,
    setError,
    control: formControl,
    setValue,
    reset,
    getValues,
    formState,
  } = useForm<ProjectValues>({
    defaultValues: project ? valuesOf(project) : emptyProject,
    resolver,
    reValidateMode: 'onChange',
  });
  const { errors } = formState;
  const writes = useProjectWrites();
  const [failure, setFailure] = useState<unknown>();
  const [incomplete, setIncomplete] = useState(() => (openedWith?.refused ?? []).length > 0);
  const [notice, setNotice] = useState<Notice | undefined>(openedWith?.notice);
  const busy = Object.values(writes).some((write) => write.isPending);
  const actions = ownerActions(project, round);
  const editable = actions.includes('edit');
  // Leaving with unsaved changes asks first (the saves below release it before they move to the project's address).
  const guard = useUnsavedChangesGuard(editable && formState.isDirty && !busy);

  /** The fields a refusal names get their message under them. */
  const markFields = (error: unknown) => {
    const named = serverFieldErrors(error, SERVER_FIELDS);
    for (const { field, code } of named) setError(field, { type: 'server', message: serverRuleKey(code) }, { shouldFocus: false });
    return named.length;
  };
  /** A refusal: its fields marked, else its message above the buttons; an incomplete project is told so. */
  const refused = (error: unknown) => {
    const named = markFields(error);
    setIncomplete(isApiError(error) && error.code === 'PROJECT_INCOMPLETE');
    setFailure(named === 0 ? error : undefined);
  };

  useEffect(() => {
    const fieldErrors = openedWith?.refused;
    if (fieldErrors && fieldErrors.length > 0) markFields({ status: 422, code: 'PROJECT_INCOMPLETE', message: '', data: false, fieldErrors });
    // Only the refusal the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedWith]);

  const start = () => {
    setFailure(undefined);
    setIncomplete(false);
    setNotice(undefined);
  };

  /** Saves what the form holds: a new project is created (and opened at its address), a saved one updated. */
  const save = async (values: ProjectValues): Promise<ProgramProject | undefined> => {
    try {
      if (!project) return (await writes.create.mutateAsync({ body: inputOf(values) })).data;
      const saved = (await writes.update.mutateAsync({ path: { projectId: project.projectId }, body: inputOf(values) })).data;
      reset(valuesOf(saved), { keepErrors: false });
      return saved;
    } catch (error) {
      refused(error);
      return undefined;
    }
  };

  const onSave = handleSubmit(async (values) => {
    start();
    const saved = await save(values);
    if (!saved) return;
    if (!project) {
      guard.release();
      void navigate(`/program/projects/${saved.projectId}`, { replace: true, state: { notice: 'saved' } satisfies ProjectHandOver });
    } else setNotice('saved');
  });

  const onSubmit = handleSubmit(async (values) => {
    start();
    const saved = await save(values);
    if (!saved) return;
    try {
      await writes.submit.mutateAsync({ path: { projectId: saved.projectId } });
      if (!project) {
        guard.release();
        void navigate(`/program/projects/${saved.projectId}`, { replace: true, state: { notice: 'submitted' } satisfies ProjectHandOver });
      } else setNotice('submitted');
    } catch (error) {
      // The draft is saved with everything typed; a new one opens at its own address, told what is missing.
      if (!project) {
        guard.release();
        void navigate(`/program/projects/${saved.projectId}`, {
          replace: true,
          state: { refused: isApiError(error) ? (error.fieldErrors ?? []) : [] } satisfies ProjectHandOver,
        });
      } else {
        refused(error);
      }
    }
  });

  const step = async (action: 'withdraw' | 'resubmit') => {
    if (!project) return;
    start();
    try {
      await writes[action].mutateAsync({ path: { projectId: project.projectId } });
      reset(getValues());
      setNotice(action === 'withdraw' ? 'withdrawn' : 'resubmitted');
    } catch (error) {
      refused(error);
    }
  };

  const message = (field: ProjectField) => {
    const key = ruleKeyOf(errors[field]);
    return key ? t(`project.rule.${key}` as 'project.rule.refused', { max: LIMIT_OF[field] }) : undefined;
  };
  const numberMessage = (field: 'runtimeMinutes' | 'cueCount') => {
    const key = ruleKeyOf(errors[field]);
    if (key !== 'wholeNumber') return message(field);
    const range = field === 'runtimeMinutes' ? PROJECT_LIMITS.runtime : PROJECT_LIMITS.cueCount;
    return t('project.rule.wholeNumber', range);
  };

  const text = (name: ProjectField, options: { multiline?: boolean; help?: string; className?: string } = {}) => {
    const { ref, ...input } = register(name);
    return (
      <FormField name={name} label={t(`project.field.${name}` as 'project.field.titleKo')} help={options.help} error={message(name)} className={options.className}>
        {(control) =>
          options.multiline ? (
            <TextArea {...control} {...input} inputRef={ref} rows={3} fill maxLength={LIMIT_OF[name]} disabled={!editable} />
          ) : (
            <InputGroup {...control} {...input} inputRef={ref} maxLength={LIMIT_OF[name]} disabled={!editable} />
          )
        }
      </FormField>
    );
  };
  const number = (name: 'runtimeMinutes' | 'cueCount', help: string) => {
    const { ref, ...input } = register(name);
    const range = name === 'runtimeMinutes' ? PROJECT_LIMITS.runtime : PROJECT_LIMITS.cueCount;
    return (
      <FormField name={name} label={t(`project.field.${name}`)} help={help} error={numberMessage(name)}>
        {(control) => (
          <InputGroup {...control} {...input} inputRef={ref} type="number" inputMode="numeric" min={range.min} max={range.max} step={1} disabled={!editable} />
        )}
      </FormField>
    );
  };
  const choice = <V extends string>(name: 'genre' | 'stage' | 'budget', values: readonly V[], label: (value: V) => string) => (
    <FormField name={name} label={t(`project.field.${name}`)} error={message(name)}>
      {({ intent: _intent, ...control }: FieldControlProps) => (
        <Controller
          control={formControl}
          name={name}
          render={({ field: { ref, ...select } }) => (
            <Select {...control} {...select} ref={ref} fill disabled={!editable}>
              <option value="">{t('project.choose')}</option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {label(value)}
                </option>
              ))}
            </Select>
          )}
        />
      )}
    </FormField>
  );

  const moods = useWatch({ control: formControl, name: 'moodKeywordIds' });
  const references = useWatch({ control: formControl, name: 'referenceTrackIds' });
  const button = (action: ProjectAction) => {
    if (action === 'edit') {
      return (
        <Button
          key={action}
          type="submit"
          intent={project?.status === 'submitted' ? 'primary' : 'none'}
          text={t(project?.status === 'submitted' ? 'project.action.saveChanges' : 'project.action.saveDraft')}
          loading={writes.create.isPending || (writes.update.isPending && !writes.submit.isPending)}
          disabled={busy}
        />
      );
    }
    if (action === 'submit') {
      return <Button key={action} intent="primary" text={t('project.action.submit')} loading={writes.submit.isPending} disabled={busy} onClick={() => void onSubmit()} />;
    }
    if (action === 'withdraw' || action === 'resubmit') {
      return (
        <Button
          key={action}
          intent={action === 'withdraw' ? 'danger' : 'primary'}
          variant={action === 'withdraw' ? 'outlined' : 'solid'}
          text={t(`project.action.${action}`)}
          loading={writes[action].isPending}
          disabled={busy}
          onClick={() => void step(action)}
        />
      );
    }
    return null;
  };

  return (
    <form className="app-productions-form" onSubmit={(event) => (busy || !editable ? event.preventDefault() : void onSave(event))} noValidate>
      {project && (
        <p className="app-productions-form-status">
          <ProjectStatusTag status={project.status} /> <span className="app-productions-muted">{t(`project.statusText.${project.status}`)}</span>
        </p>
      )}
      <UnsavedChangesDialog guard={guard} />
      {editable ? (
        <p className="app-productions-muted">{t('project.intro')}</p>
      ) : (
        <Callout compact>{t(actions.length > 0 ? 'project.readOnly' : 'project.locked')}</Callout>
      )}

      <section className="app-productions-form-section" aria-labelledby={ids.film}>
        <H2 id={ids.film}>{t('project.section.film')}</H2>
        <div className="app-productions-pair">
          {text('titleKo')}
          {text('titleEn')}
        </div>
        <div className="app-productions-pair">
          {text('loglineKo', { multiline: true })}
          {text('loglineEn', { multiline: true })}
        </div>
        <div className="app-productions-trio">
          {choice('genre', GENRES, (value) => words(`vocabulary.genre.${value}`))}
          {choice('stage', STAGES, (value) => words(`vocabulary.stage.${value}`))}
          {number('runtimeMinutes', t('project.help.runtime'))}
        </div>
        <div className="app-productions-trio">
          {text('director')}
          {text('producer')}
          {text('company')}
        </div>
      </section>

      <section className="app-productions-form-section" aria-labelledby={ids.music}>
        <H2 id={ids.music}>{t('project.section.music')}</H2>
        <div className="app-productions-trio">
          {number('cueCount', t('project.help.cueCount'))}
          {choice('budget', BUDGETS, (value) => words(`vocabulary.budget.${value}`))}
          <FormField name="musicDeadline" label={t('project.field.musicDeadline')} help={t('project.help.musicDeadline')} error={message('musicDeadline')}>
            {(control) => {
              const { ref, ...input } = register('musicDeadline');
              return <InputGroup {...control} {...input} inputRef={ref} type="date" disabled={!editable} />;
            }}
          </FormField>
        </div>
        <FormField
          name="moodKeywordIds"
          label={t('project.field.moodKeywordIds')}
          help={t('project.help.moods', { count: PROJECT_LIMITS.moods })}
          error={message('moodKeywordIds')}
        >
          {(control) => <MoodPicker control={control} value={moods} disabled={!editable} onChange={(next) => setValue('moodKeywordIds', next, { shouldDirty: true })} />}
        </FormField>
        <FormField
          name="referenceTrackIds"
          label={t('project.field.referenceTrackIds')}
          help={t('project.help.references', { count: PROJECT_LIMITS.references })}
          error={message('referenceTrackIds')}
        >
          {(control) => (
            <ReferenceTrackPicker
              inputId={control.id}
              describedBy={control['aria-describedby']}
              value={references}
              disabled={!editable}
              onChange={(next) => setValue('referenceTrackIds', next, { shouldDirty: true })}
            />
          )}
        </FormField>
        {text('tempTrack', { multiline: true, help: t('project.help.tempTrack') })}
      </section>

      {incomplete && (
        <Callout intent="danger" role="alert" compact className="app-productions-incomplete">
          {t('project.incomplete')}
        </Callout>
      )}
      <ApiErrorCallout error={failure} />
      {notice && (
        <Callout intent="success" role="status" compact>
          {t(`project.notice.${notice}`)}
        </Callout>
      )}
      {actions.length > 0 && <div className="app-productions-actions app-productions-form-actions">{actions.map(button)}</div>}
    </form>
  );
}
