import { useTranslation } from 'react-i18next';
import type { AccountDecisionReason, MusicianAccount } from '../../../lib/api/generated/types.gen';
import { ReasonDialog } from '../../../lib/ui/ReasonDialog';
import { useDecideMusicianAccount } from './useMusicianAccounts';

/** The reasons the office picks from, in the order offered. */
const REASONS: AccountDecisionReason[] = ['NOT_A_COMPOSER', 'INCOMPLETE_INFORMATION', 'DUPLICATE_ACCOUNT', 'TERMS_VIOLATION', 'OTHER'];

export interface DecisionDialogProps {
  account: MusicianAccount;
  action: 'reject' | 'revoke';
  onClose: () => void;
}

/** Rejecting or revoking a musician account, with a reason the musician is mailed. */
export function DecisionDialog({ account, action, onClose }: DecisionDialogProps) {
  const { t } = useTranslation('office');
  const decide = useDecideMusicianAccount();
  return (
    <ReasonDialog
      title={t(`decision.${action}.title`, { name: account.name })}
      intro={t(`decision.${action}.intro`)}
      reasons={REASONS.map((value) => ({ value, label: t(`reason.${value}`) }))}
      noteLabel={t('decision.note')}
      confirm={t(`decision.${action}.confirm`)}
      pending={decide.isPending}
      error={decide.error}
      onSend={(reason, note) => decide.mutate({ path: { userId: account.userId }, body: { action, reason, ...(note ? { note } : {}) } }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
