import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileMessage } from './profileMessage';

/** Turns a message (namespaced key and values) into the text of the current language. */
export function useMessageText(): (message: ProfileMessage) => string {
  const { t } = useTranslation(['musicianProfile', 'errors']);
  return useCallback((message: ProfileMessage) => t(message.key, message.values ?? {}), [t]);
}
