import { useCallback } from 'react';
import type { Keyword } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';

/** A keyword's label in the page's language (its id while the keywords are not loaded). */
export function useKeywordLabel(keywords: readonly Keyword[] | undefined): (keywordId: number) => string {
  const language = useDataLanguage();
  return useCallback(
    (keywordId: number) => {
      const keyword = keywords?.find((item) => item.keywordId === keywordId);
      return keyword ? localizedText(keyword.label, language) : String(keywordId);
    },
    [keywords, language],
  );
}
