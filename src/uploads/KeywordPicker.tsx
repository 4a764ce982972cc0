import { Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Keyword } from '../api/generated/types.gen';
import { localizedText, useDataLanguage } from '../i18n/localized';
import { FieldMessage } from './FieldMessage';
import type { UploadMessage } from './types';

export interface KeywordPickerProps {
  keywords: Keyword[];
  chosen: number[];
  error: UploadMessage | undefined;
  disabled?: boolean;
  onChange(chosen: number[]): void;
}

/** The keywords of a track as checkboxes (the 5-keyword rule is told on submit, like the other rules). */
export function KeywordPicker({ keywords, chosen, error, disabled, onChange }: KeywordPickerProps) {
  const { t } = useTranslation('uploads');
  const language = useDataLanguage();
  const labelId = useId();
  const toggle = (keywordId: number, on: boolean) =>
    onChange(on ? [...chosen, keywordId] : chosen.filter((candidate) => candidate !== keywordId));
  return (
    <FormGroup label={<span id={labelId}>{t('field.keywords')}</span>} labelInfo={t('field.required')} helperText={t('field.keywordsHelp', { count: chosen.length })} intent={error ? Intent.DANGER : Intent.NONE}>
      <div className="app-upload-keywords" role="group" aria-labelledby={labelId}>
        {keywords.map((keyword) => (
          <Checkbox
            key={keyword.keywordId}
            label={localizedText(keyword.label, language)}
            checked={chosen.includes(keyword.keywordId)}
            disabled={disabled}
            onChange={(event) => toggle(keyword.keywordId, event.currentTarget.checked)}
          />
        ))}
      </div>
      <FieldMessage message={error} id={`${labelId}-error`} />
    </FormGroup>
  );
}
