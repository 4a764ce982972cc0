import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../api/errorMessages';

/**
 * A failed call said in words: what failed (`lead`, already translated, optional) and why, the error's translated
 * message with its values. One way for callouts and toasts alike.
 */
export function useFailureText(): (error: unknown, lead?: string) => string {
  const { t } = useTranslation('errors');
  return (error, lead) => {
    const { key, values } = errorMessageOf(error);
    const reason = t(key, { ns: 'errors', ...values });
    return lead ? `${lead} ${reason}` : reason;
  };
}
