import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProgramProjectStatus } from '../../../lib/api/generated/types.gen';

const INTENT = { draft: 'none', submitted: 'primary', withdrawn: 'warning', selected: 'success', not_selected: 'danger' } as const;

/** A project's status, translated. */
export function ProjectStatusTag({ status }: { status: ProgramProjectStatus }) {
  const { t: words } = useTranslation('program');
  return (
    <Tag intent={INTENT[status]} round minimal={status === 'draft'} className="app-productions-status">
      {words(`vocabulary.projectStatus.${status}`)}
    </Tag>
  );
}
