import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProgramApplicationStatus } from '../../../lib/api/generated/types.gen';

const INTENT = { submitted: 'primary', withdrawn: 'warning', selected: 'success', not_selected: 'none' } as const;

/** An application's status as its composer sees it, translated. */
export function ApplicationStatusTag({ status }: { status: ProgramApplicationStatus }) {
  const { t: words } = useTranslation('program');
  return (
    <Tag intent={INTENT[status]} round large className="app-composing-status">
      {words(`vocabulary.applicationStatus.${status}`)}
    </Tag>
  );
}
