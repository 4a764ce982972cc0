import { Button, H2, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Music, ProgramApplication, ProgramProjectSummary } from '../../../lib/api/generated/types.gen';
import type { Load } from '../../../lib/api/useApiQuery';
import { APPLICATION_LIMITS } from '../../../lib/domain/program/applications';
import { ruleKeyOf, ruleResolver } from '../../../lib/forms/ruleResolver';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { applicationRules, emptyApplication, inputOf, SERVER_FIELDS, serverRuleKey, valuesOf, type ApplicationField, type ApplicationValues } from './applicationValues';
import { Field, FieldGroup } from './Field';
import { ProjectPicker } from './ProjectPicker';
import { TrackPicker } from './TrackPicker';
import { useApplicationWrites } from './useApplication';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

export interface ApplicationFormProps {
  /** The application to edit; none to apply. */
  application?: ProgramApplication | undefined;
  /** The musician's own tracks. */
  tracks: readonly Music[];
  /** The round's film projects as composers see them. */
  projects: Load<ProgramProjectSummary[]>;
  /** The application went through (created or saved). */
  onDone: (notice: 'submitted' | 'saved') => void;
  /** Editing is given up (an edit only). */
  onCancel?: () => void;
}

const resolver = ruleResolver(applicationRules);
/** The limit a rule's message counts (its plural). */
const COUNT_OF: Partial<Record<string, number>> = { tooManyTracks: APPLICATION_LIMITS.tracks.max, tooManyProjects: APPLICATION_LIMITS.projects };

/**
 * A composer's application: the statement in Korean and/or English (a live count of each), 1 to 3 of their own
 * tracks in the order they want them heard, and up to 5 film projects they are drawn to. Sending applies (or
 * saves an edit); the form's rules are checked first, and what the provider refuses is told under its field,
 * nothing typed lost.
 */
export function ApplicationForm({ application, tracks, projects, onDone, onCancel }: ApplicationFormProps) {
  const { t } = useTranslation(['composing', 'errors']);
  const language = useDataLanguage();
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const max = number(APPLICATION_LIMITS.statement);
  const { register, handleSubmit, setError, control, setValue, formState } = useForm<ApplicationValues>({
    defaultValues: application ? valuesOf(application) : emptyApplication,
    resolver,
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted } = formState;
  const writes = useApplicationWrites();
  const [failure, setFailure] = useState<unknown>();
  const busy = writes.create.isPending || writes.update.isPending;
  const [statementKo, statementEn, trackIds, projectIds] = useWatch({ control, name: ['statementKo', 'statementEn', 'trackIds', 'projectIds'] });

  const onSend = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      if (application) await writes.update.mutateAsync({ path: { applicationId: application.applicationId }, body: inputOf(values) });
      else await writes.create.mutateAsync({ body: inputOf(values) });
      onDone(application ? 'saved' : 'submitted');
    } catch (error) {
      const named = serverFieldErrors(error, SERVER_FIELDS);
      for (const { field, code } of named) setError(field, { type: 'server', message: serverRuleKey(field, code) }, { shouldFocus: false });
      setFailure(named.length === 0 ? error : undefined);
    }
  });

  const message = (field: ApplicationField) => {
    const key = ruleKeyOf(errors[field]);
    return key ? t(`form.rule.${key}` as 'form.rule.refused', { max, count: COUNT_OF[key] }) : undefined;
  };
  const statement = (name: 'statementKo' | 'statementEn', text: string, lang: 'ko' | 'en') => {
    const { ref, ...input } = register(name);
    return (
      <Field name={name} label={t(`form.statement.${lang}`)} help={t('form.statement.count', { used: number(text.length), max })} error={message(name)}>
        {(fieldControl) => <TextArea {...fieldControl} {...input} inputRef={ref} lang={lang} rows={7} fill maxLength={APPLICATION_LIMITS.statement} />}
      </Field>
    );
  };
  const choose = (name: 'trackIds' | 'projectIds', next: number[]) => setValue(name, next, { shouldDirty: true, shouldValidate: isSubmitted });

  return (
    <form className="app-composing-form" onSubmit={(event) => (busy ? event.preventDefault() : void onSend(event))} noValidate>
      <section className="app-composing-form-section">
        <H2>{t('form.statement.title')}</H2>
        <p className="app-composing-muted">{t('form.statement.intro', { max })}</p>
        <div className="app-composing-pair">
          {statement('statementKo', statementKo, 'ko')}
          {statement('statementEn', statementEn, 'en')}
        </div>
      </section>

      <section className="app-composing-form-section">
        <H2>{t('form.tracks.title')}</H2>
        <FieldGroup name="trackIds" label={t('form.tracks.label')} help={t('form.tracks.help', { max: APPLICATION_LIMITS.tracks.max })} error={message('trackIds')}>
          <TrackPicker tracks={tracks} value={trackIds} onChange={(next) => choose('trackIds', next)} />
        </FieldGroup>
      </section>

      <section className="app-composing-form-section">
        <H2>{t('form.projects.title')}</H2>
        <FieldGroup name="projectIds" label={t('form.projects.label')} help={t('form.projects.help', { max: APPLICATION_LIMITS.projects })} error={message('projectIds')}>
          {projects.state.status === 'failed' ? (
            <LoadFailure title={t('form.projects.loadFailed')} error={projects.state.error} retry={projects.retry} />
          ) : projects.state.data ? (
            <ProjectPicker projects={projects.state.data} value={projectIds} onChange={(next) => choose('projectIds', next)} />
          ) : (
            <LoadingState text={t('form.projects.loading')} />
          )}
        </FieldGroup>
      </section>

      <ApiErrorCallout error={failure} />
      <div className="app-composing-actions">
        <Button type="submit" intent="primary" text={t(application ? 'form.save' : 'form.apply')} loading={busy} />
        {onCancel && <Button text={t('form.cancel')} disabled={busy} onClick={onCancel} />}
      </div>
    </form>
  );
}
