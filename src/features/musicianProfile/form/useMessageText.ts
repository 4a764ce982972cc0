import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileMessage } from './profileMessage';

/** Turns a message (namespaced key and values) into the text of the current language. */
export function useMessageText(): (message: ProfileMessage) => string {
  const { t } = useTranslation(['musicianProfile', 'errors']);
  // A key of the program's errors (found through the fallback namespace) type-checks only without its prefix; a
  // profile call never answers one, so the key is the errors' own.
  return useCallback((message: ProfileMessage) => t(message.key as ParseKeys<['musicianProfile', 'errors']>, message.values ?? {}), [t]);
}
