import { Button, InputGroup, TextArea } from '@blueprintjs/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IndustryProfile } from '../../../lib/api/generated/types.gen';
import { ruleKeyOf, ruleResolver } from '../../../lib/forms/ruleResolver';
import { Select } from '../../../lib/ui/forms/Select';
import { FormField } from '../shared/FormField';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { INDUSTRY_LIMITS, INDUSTRY_ROLES, industryProfileRules, type IndustryProfileValues } from './industryProfileRules';
import { useSaveIndustryProfile } from './useIndustryProfile';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

export interface IndustryProfileFormProps {
  /** The profile being edited; none for a new one. */
  profile?: IndustryProfile | null;
  onSaved: (profile: IndustryProfile) => void;
  /** Leaving an edit (a new profile's form has no cancel). */
  onCancel?: () => void;
}

const resolver = ruleResolver(industryProfileRules);
/** The provider's field names are the form's. */
const SERVER_FIELDS = { company: 'company', role: 'role', filmographyUrl: 'filmographyUrl', note: 'note' } as const;

/**
 * The industry profile's form: company, role, filmography link and an optional note to the office. Each rule's
 * message is under its field (after a submit, then as the field changes); a refused save keeps every value typed.
 */
export function IndustryProfileForm({ profile, onSaved, onCancel }: IndustryProfileFormProps) {
  const { t } = useTranslation(['productions', 'errors']);
  const { t: words } = useTranslation('program');
  const {
    register,
    handleSubmit,
    setError,
    control: formControl,
    formState,
  } = useForm<IndustryProfileValues>({
    defaultValues: { company: profile?.company ?? '', role: profile?.role ?? '', filmographyUrl: profile?.filmographyUrl ?? '', note: profile?.note ?? '' },
    resolver,
    reValidateMode: 'onChange',
  });
  const save = useSaveIndustryProfile(onSaved);
  const { errors } = formState;
  const message = (field: keyof IndustryProfileValues) => {
    const key = ruleKeyOf(errors[field]);
    return key ? t(`industry.rule.${key}` as 'industry.rule.companyRequired', { max: INDUSTRY_LIMITS[field as keyof typeof INDUSTRY_LIMITS] }) : undefined;
  };
  const failure = save.error && serverFieldErrors(save.error, SERVER_FIELDS).length === 0 ? save.error : undefined;

  const submit = handleSubmit((values) => {
    if (values.role === '') return;
    const note = values.note.trim();
    save.mutate(
      { body: { company: values.company.trim(), role: values.role, filmographyUrl: values.filmographyUrl.trim(), ...(note ? { note } : {}) } },
      {
        onError: (error) => {
          for (const { field, code } of serverFieldErrors(error, SERVER_FIELDS)) {
            setError(field, { type: 'server', message: field === 'filmographyUrl' && code === 'invalid_url' ? 'filmographyInvalid' : 'refused' });
          }
        },
      },
    );
  });

  const note = useWatch({ control: formControl, name: 'note' });
  const field = (name: 'company' | 'filmographyUrl', type: 'text' | 'url', autoComplete: string, help?: string) => {
    const { ref, ...input } = register(name);
    return (
      <FormField name={name} label={t(`industry.field.${name}`)} help={help} error={message(name)}>
        {(control) => <InputGroup {...control} {...input} inputRef={ref} type={type} autoComplete={autoComplete} maxLength={INDUSTRY_LIMITS[name]} />}
      </FormField>
    );
  };

  return (
    <form
      className="app-productions-industry-form"
      onSubmit={(event) => (save.isPending ? event.preventDefault() : void submit(event))}
      noValidate
      aria-label={t('industry.formLabel')}
    >
      {field('company', 'text', 'organization')}
      <FormField name="role" label={t('industry.field.role')} error={message('role')}>
        {({ intent: _intent, ...control }) => (
          <Controller
            control={formControl}
            name="role"
            render={({ field: { ref, ...select } }) => (
              <Select {...control} {...select} ref={ref} fill>
                <option value="">{t('industry.chooseRole')}</option>
                {INDUSTRY_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {words(`vocabulary.industryRole.${role}`)}
                  </option>
                ))}
              </Select>
            )}
          />
        )}
      </FormField>
      {field('filmographyUrl', 'url', 'url', t('industry.filmographyHelp'))}
      <FormField
        name="note"
        label={t('industry.field.note')}
        help={t('industry.noteHelp', { count: Math.max(0, INDUSTRY_LIMITS.note - note.length) })}
        error={message('note')}
      >
        {(control) => {
          const { ref, ...input } = register('note');
          return <TextArea {...control} {...input} inputRef={ref} rows={3} fill maxLength={INDUSTRY_LIMITS.note} />;
        }}
      </FormField>
      <ApiErrorCallout error={failure} />
      <div className="app-productions-actions">
        <Button type="submit" intent="primary" text={t(profile ? 'industry.action.saveEdit' : 'industry.action.send')} loading={save.isPending} />
        {onCancel && <Button text={t('industry.action.cancel')} variant="minimal" onClick={onCancel} disabled={save.isPending} />}
      </div>
    </form>
  );
}
