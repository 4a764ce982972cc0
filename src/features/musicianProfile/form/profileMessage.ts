import type { ParseKeys } from 'i18next';
import type { ErrorMessageKey } from '../../../lib/api/errorMessages';

/** A message to show, as a namespaced i18n key with its values (`{ key: 'musicianProfile:rule.required' }`). */
export interface ProfileMessage {
  key: `musicianProfile:${ParseKeys<'musicianProfile'>}` | `errors:${ErrorMessageKey}`;
  values?: Record<string, string | number>;
}

/** A failure of a whole form or step: what failed and, when known, why. */
export interface FormFailure {
  title: ProfileMessage;
  reason?: ProfileMessage;
}
