import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProgramAnswerStatus } from '../../../lib/api/generated/types.gen';

const INTENT: Record<ProgramAnswerStatus, Intent> = { submitted: 'primary', withdrawn: 'none', shortlisted: 'success', passed: 'none' };

/** An answer's status in words (the program's vocabulary, the words the production's review uses). */
export function AnswerStatusTag({ status }: { status: ProgramAnswerStatus }) {
  const { t } = useTranslation('program');
  return (
    <Tag className="app-answering-status" intent={INTENT[status]} minimal round>
      {t(`vocabulary.answerStatus.${status}`)}
    </Tag>
  );
}
