import { FormGroup, H2, NonIdealState } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MusicianAccount, ReviewedStatus } from '../../../lib/api/generated/types.gen';
import type { AccountAction } from '../../../lib/domain/program/accountReview';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { AccountItem } from './AccountItem';
import { DecisionDialog } from './DecisionDialog';
import { useDecideMusicianAccount, useMusicianAccounts } from './useMusicianAccounts';
import { Select } from '../../../lib/ui/forms/Select';

const STATUSES: ReviewedStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'REVOKED'];

/**
 * The office's review of musician accounts: the ones waiting (oldest first) or those of another status, each with
 * the decisions that apply. Approving takes effect at once; rejecting and revoking ask for a reason first.
 */
export function MusicianReview() {
  const { t } = useTranslation('office');
  const ids = { heading: useId(), status: useId() };
  const [status, setStatus] = useState<ReviewedStatus>('PENDING');
  const [asking, setAsking] = useState<{ account: MusicianAccount; action: 'reject' | 'revoke' }>();
  const { state, retry } = useMusicianAccounts(status);
  const approve = useDecideMusicianAccount();

  const decide = (account: MusicianAccount, action: AccountAction) => {
    if (action === 'approve') approve.mutate({ path: { userId: account.userId }, body: { action } });
    else setAsking({ account, action });
  };

  let body;
  if (state.status === 'failed') body = <LoadFailure title={t('review.loadFailed')} error={state.error} retry={retry} />;
  else if (!state.data) body = <LoadingState text={t('review.loading')} />;
  else if (state.data.content.length === 0) body = <NonIdealState description={t(`review.empty.${status}`)} />;
  else {
    body = (
      <>
        <p className="app-office-muted" role="status">
          {t('review.count', { count: state.data.totalElements })}
        </p>
        <ul className="app-office-accounts">
          {state.data.content.map((account) => (
            <AccountItem key={account.userId} account={account} onDecide={decide} busy={approve.isPending && approve.variables?.path.userId === account.userId} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby={ids.heading} aria-busy={state.status === 'loading'}>
      <H2 id={ids.heading}>{t('review.title')}</H2>
      <FormGroup label={t('review.status')} labelFor={ids.status} inline>
        <Select id={ids.status} value={status} onChange={(event) => setStatus(event.currentTarget.value as ReviewedStatus)}>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </Select>
      </FormGroup>
      {body}
      {asking && <DecisionDialog account={asking.account} action={asking.action} onClose={() => setAsking(undefined)} />}
    </section>
  );
}
