import { useTranslation } from 'react-i18next';
import type { ProgramDecisionReason } from '../../../lib/api/generated/types.gen';
import { ReasonDialog } from '../../../lib/ui/ReasonDialog';

/** The reasons for not selecting a project or a composer, in the order offered. */
const REASONS: ProgramDecisionReason[] = ['PLACES_FILLED', 'GENRE_FIT', 'MATERIALS_INCOMPLETE', 'OTHER'];

export interface NotSelectDialogProps {
  title: string;
  /** Who reads the reason (the production, the composer). */
  intro: string;
  noteLabel: string;
  pending: boolean;
  error: unknown;
  onSend: (reason: ProgramDecisionReason, note: string) => void;
  onClose: () => void;
}

/** Not selecting several projects or applications at once, with one reason from the program's list. */
export function NotSelectDialog(props: NotSelectDialogProps) {
  const { t } = useTranslation('office');
  return <ReasonDialog {...props} reasons={REASONS.map((value) => ({ value, label: t(`projects.reason.${value}`) }))} confirm={t('projects.notSelect')} />;
}
