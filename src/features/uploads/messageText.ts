import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadMessage } from './types';

/** Turns an `UploadMessage` (a namespaced key with values, e.g. `uploads:rule.tooLarge`) into its text. */
export function useMessageText(): (message: UploadMessage) => string {
  const { t } = useTranslation(['uploads', 'errors']);
  const translate = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  return useCallback((message: UploadMessage) => translate(message.key, message.values), [translate]);
}
