import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/errorMessages';

/** A failed call's translated message in a danger callout announced as an alert; nothing while there is no error. */
export function ApiErrorCallout({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  if (error === null || error === undefined) return null;
  return (
    <Callout intent="danger" role="alert" compact>
      {t(errorMessageKey(error), { ns: 'errors' })}
    </Callout>
  );
}
