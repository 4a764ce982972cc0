import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Genre } from '../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../lib/i18n/localized';
import type { FieldErrors } from './draftRules';
import { FieldMessage } from './FieldMessage';
import type { TrackDraft } from './types';
import { Select } from '../../lib/ui/forms/Select';

export interface TrackTextFieldsProps {
  draft: TrackDraft;
  genres: Genre[];
  errors: FieldErrors;
  disabled?: boolean;
  onChange: (changes: Partial<TrackDraft>) => void;
}

/** Titles and descriptions in Korean and English, and the genre. */
export function TrackTextFields({ draft, genres, errors, disabled, onChange }: TrackTextFieldsProps) {
  const { t } = useTranslation('uploads');
  const language = useDataLanguage();
  const id = useId();
  const text = (field: 'title' | 'description', lang: 'ko' | 'en', value: string) => onChange({ [field]: { ...draft[field], [lang]: value } });
  return (
    <>
      <FormGroup label={t('field.titleKo')} labelFor={`${id}-title-ko`} labelInfo={t('field.required')} intent={errors.title ? Intent.DANGER : Intent.NONE}>
        <InputGroup
          id={`${id}-title-ko`}
          value={draft.title.ko}
          disabled={disabled}
          maxLength={100}
          aria-invalid={errors.title !== undefined}
          onValueChange={(value) => text('title', 'ko', value)}
        />
        <FieldMessage message={errors.title} id={`${id}-title-error`} />
      </FormGroup>
      <FormGroup
        label={t('field.titleEn')}
        labelFor={`${id}-title-en`}
        labelInfo={t('field.optional')}
        helperText={<span id={`${id}-title-en-help`}>{t('field.titleEnHelp')}</span>}
      >
        <InputGroup
          id={`${id}-title-en`}
          value={draft.title.en}
          disabled={disabled}
          maxLength={100}
          aria-describedby={`${id}-title-en-help`}
          onValueChange={(value) => text('title', 'en', value)}
        />
      </FormGroup>
      <FormGroup label={t('field.descriptionKo')} labelFor={`${id}-description-ko`}>
        <TextArea
          id={`${id}-description-ko`}
          fill
          value={draft.description.ko}
          disabled={disabled}
          maxLength={1000}
          onChange={(event) => text('description', 'ko', event.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label={t('field.descriptionEn')} labelFor={`${id}-description-en`}>
        <TextArea
          id={`${id}-description-en`}
          fill
          value={draft.description.en}
          disabled={disabled}
          maxLength={1000}
          onChange={(event) => text('description', 'en', event.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label={t('field.genre')} labelFor={`${id}-genre`} labelInfo={t('field.required')} intent={errors.genre ? Intent.DANGER : Intent.NONE}>
        <Select
          id={`${id}-genre`}
          fill
          disabled={disabled}
          value={draft.genreId ?? ''}
          onChange={(event) => onChange({ genreId: event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value) })}
        >
          <option value="">{t('field.chooseGenre')}</option>
          {genres.map((genre) => (
            <option key={genre.genreId} value={genre.genreId}>
              {localizedText(genre.label, language)}
            </option>
          ))}
        </Select>
        <FieldMessage message={errors.genre} id={`${id}-genre-error`} />
      </FormGroup>
    </>
  );
}
