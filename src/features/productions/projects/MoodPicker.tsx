import { Button } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useVocabulary } from '../../../lib/api/useVocabulary';
import { sortByLabel } from '../../../lib/i18n/collate';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { Select } from '../../../lib/ui/forms/Select';
import type { FieldControlProps } from '../shared/FormField';
import { PROJECT_LIMITS } from './projectValues';

export interface MoodPickerProps {
  control: FieldControlProps;
  value: number[];
  onChange: (keywordIds: number[]) => void;
  disabled?: boolean;
}

/**
 * The moods wanted, chosen from the catalogue's keywords as the search's filters choose them: an "add a mood"
 * select (up to 8) and the chosen ones as chips that remove themselves.
 */
export function MoodPicker({ control, value, onChange, disabled }: MoodPickerProps) {
  const { t } = useTranslation('productions');
  const language = useDataLanguage();
  const { state } = useVocabulary();
  const keywords = state.data?.keywords ?? [];
  const label = (id: number) => {
    const keyword = keywords.find((entry) => entry.keywordId === id);
    return keyword ? localizedText(keyword.label, language) : '…';
  };
  const full = value.length >= PROJECT_LIMITS.moods;
  const { intent: _intent, ...selectProps } = control;
  return (
    <>
      <Select
        {...selectProps}
        value=""
        disabled={disabled || full || keywords.length === 0}
        onChange={(event) => {
          const id = Number(event.currentTarget.value);
          if (id > 0 && !value.includes(id)) onChange([...value, id]);
        }}
      >
        <option value="">{full ? t('project.moods.full', { count: PROJECT_LIMITS.moods }) : t('project.moods.add')}</option>
        {sortByLabel(keywords, language)
          .filter((keyword) => !value.includes(keyword.keywordId))
          .map((keyword) => (
            <option key={keyword.keywordId} value={keyword.keywordId}>
              {localizedText(keyword.label, language)}
            </option>
          ))}
      </Select>
      {value.length > 0 && (
        <ul className="app-productions-chips">
          {value.map((id) => (
            <li key={id}>
              <Button
                size="small"
                intent="primary"
                variant="outlined"
                endIcon={<Cross />}
                text={label(id)}
                aria-label={t('project.moods.remove', { mood: label(id) })}
                disabled={disabled}
                onClick={() => onChange(value.filter((other) => other !== id))}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
