import { Button, Card, H3, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MusicianAccount } from '../../../lib/api/generated/types.gen';
import { actionsFor, type AccountAction } from '../../../lib/domain/program/accountReview';
import { useDataLanguage } from '../../../lib/i18n/localized';

export interface AccountItemProps {
  account: MusicianAccount;
  /** The office chose a decision: approve at once, reject or revoke through the reason dialog. */
  onDecide: (account: MusicianAccount, action: AccountAction) => void;
  /** A decision on this account is being sent. */
  busy: boolean;
}

const STATUS_INTENT = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger', REVOKED: 'danger', LEFT: 'none' } as const;

/** One musician account: who, when they asked, where it stands (with the last reason) and the decisions that apply. */
export function AccountItem({ account, onDecide, busy }: AccountItemProps) {
  const { t } = useTranslation('office');
  const language = useDataLanguage();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <li>
      <Card className="app-office-account" elevation={0}>
        <div className="app-office-account-who">
          <H3 className="app-office-account-name">
            {account.name} <span className="app-office-muted">({account.nickname})</span>
          </H3>
          <p>{account.email}</p>
          {account.affiliation && <p className="app-office-muted">{account.affiliation}</p>}
          <p className="app-office-muted">
            {t('account.requested')} <time dateTime={account.createdAt}>{date(account.createdAt)}</time>
          </p>
        </div>
        <div className="app-office-account-state">
          <Tag intent={STATUS_INTENT[account.status]} round>
            {t(`status.${account.status}`)}
          </Tag>
          {account.reason && <p>{t(`reason.${account.reason}`)}</p>}
          {account.note && <p className="app-office-note">{account.note}</p>}
        </div>
        <div className="app-office-account-actions">
          {actionsFor(account.status).map((action) => (
            <Button
              key={action}
              intent={action === 'approve' ? 'success' : 'danger'}
              variant={action === 'approve' ? 'solid' : 'outlined'}
              text={t(`action.${action}`)}
              aria-label={t(`action.${action}Named`, { name: account.name })}
              loading={busy && action === 'approve'}
              disabled={busy}
              onClick={() => onDecide(account, action)}
            />
          ))}
        </div>
      </Card>
    </li>
  );
}
