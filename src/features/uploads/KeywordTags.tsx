import { Tag } from '@blueprintjs/core';
import { SmallCross } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { Keyword } from '../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../lib/i18n/localized';

export interface KeywordTagsProps {
  keywords: readonly Keyword[];
  /** The chosen keyword ids, in the order they were chosen. */
  chosen: readonly number[];
  disabled?: boolean | undefined;
  onRemove: (keywordId: number) => void;
}

/** The chosen keywords as tags, each with a button that removes it ("Remove Tension"). */
export function KeywordTags({ keywords, chosen, disabled, onRemove }: KeywordTagsProps) {
  const { t } = useTranslation('uploads');
  const language = useDataLanguage();
  const byId = new Map(keywords.map((keyword) => [keyword.keywordId, keyword]));
  const shown = chosen.flatMap((keywordId) => {
    const keyword = byId.get(keywordId);
    return keyword ? [{ keywordId, label: localizedText(keyword.label, language) }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="app-keyword-tags" aria-label={t('keywordPicker.chosen')}>
      {shown.map(({ keywordId, label }) => (
        <li key={keywordId}>
          <Tag
            size="large"
            intent="primary"
            minimal
            endIcon={
              <button
                type="button"
                className="app-keyword-tag-remove"
                disabled={disabled}
                aria-label={t('keywordPicker.remove', { label })}
                onClick={() => onRemove(keywordId)}
              >
                <SmallCross />
              </button>
            }
          >
            {label}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
