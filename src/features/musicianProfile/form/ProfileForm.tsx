import { Button, Callout, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldsShownAsSent, sentText, type ProfileDraft, type ProfileTextField as Field } from './profileDraft';
import type { FormFailure, ProfileMessage } from './profileMessage';
import type { ProfileFieldErrors } from './profileRules';
import { ProfilePhotoField } from './ProfilePhotoField';
import { ProfileTextField } from './ProfileTextField';
import { useMessageText } from './useMessageText';

export interface ProfileFormProps {
  draft: ProfileDraft;
  fieldErrors: ProfileFieldErrors;
  onEdit: (field: Field, value: string) => void;
  onPhotoChosen: (file: File) => void;
  photoStatus: 'idle' | 'checking' | 'uploading';
  photoMessage?: ProfileMessage | undefined;
  /** What failed when the form was last saved, shown above the buttons. */
  failure?: FormFailure | undefined;
  onSubmit: () => void;
  /** The save is running: fields and buttons wait. */
  submitting: boolean;
  /** The submit button's text, already translated. */
  submitLabel: string;
  /** More buttons or links beside the submit button (Cancel). */
  extraActions?: ReactNode;
  className?: string;
}

/**
 * The musician information form (registration step 1 and profile edit): names, intros and biographies in
 * Korean and English, contact, Instagram id, portfolio link and the photo. It only shows and reports; the
 * rules and the saving belong to its owner.
 */
export function ProfileForm(props: ProfileFormProps) {
  const { draft, fieldErrors, onEdit, submitting, failure, className } = props;
  const { t } = useTranslation('musicianProfile');
  const messageText = useMessageText();
  const field = (name: Field, extra: { help?: string; multiline?: boolean; type?: 'email' | 'url' } = {}) => (
    <ProfileTextField
      field={name}
      value={draft[name]}
      error={fieldErrors[name]}
      onChange={(value) => onEdit(name, value)}
      onBlur={fieldsShownAsSent.has(name) ? () => draft[name] !== sentText(name, draft[name]) && onEdit(name, sentText(name, draft[name])) : undefined}
      disabled={submitting}
      {...extra}
    />
  );
  return (
    <form
      className={['app-profile-form', className].filter(Boolean).join(' ')}
      aria-label={t('form.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <div className="app-profile-form-pair">
        {field('nameKo')}
        {field('nameEn')}
      </div>
      <div className="app-profile-form-pair">
        {field('introKo')}
        {field('introEn')}
      </div>
      <div className="app-profile-form-pair">
        {field('bioKo', { multiline: true })}
        {field('bioEn', { multiline: true })}
      </div>
      <div className="app-profile-form-pair">
        {field('contactName')}
        {field('contactEmail', { type: 'email' })}
      </div>
      <div className="app-profile-form-pair">
        {field('instagramId', { help: t('form.instagramHelp') })}
        {field('portfolioUrl', { type: 'url', help: t('form.portfolioHelp') })}
      </div>
      <ProfilePhotoField photoUrl={draft.photoUrl} status={props.photoStatus} message={props.photoMessage} onChosen={props.onPhotoChosen} disabled={submitting} />
      {failure && (
        <Callout className="app-profile-form-failure" intent={Intent.DANGER} role="alert">
          <p className="app-profile-form-failure-title">{messageText(failure.title)}</p>
          {failure.reason && <p>{messageText(failure.reason)}</p>}
        </Callout>
      )}
      <div className="app-profile-form-actions">
        <Button type="submit" intent={Intent.PRIMARY} text={props.submitLabel} loading={submitting} disabled={props.photoStatus !== 'idle'} />
        {props.extraActions}
      </div>
    </form>
  );
}
