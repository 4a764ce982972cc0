import { NonIdealState } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/** Shown when the app cannot start (for example, config.json is missing or invalid). */
export function StartupError() {
  const { t } = useTranslation('common');
  return <NonIdealState icon={<ErrorIcon size={48} />} title={t('startup.failed')} />;
}
