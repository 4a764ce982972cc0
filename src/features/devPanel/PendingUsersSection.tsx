import { Button, Classes, H3, Section, SectionCard, Tag } from '@blueprintjs/core';
import { BanCircleIcon, TickIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { MockControlClient, MockUser } from '../../../mocks/control/client';
import { busyIcon } from './busyIcon';
import { LoadableView, RefreshButton } from './LoadableView';
import { ResultCallout } from './ResultCallout';
import { useControlAction } from './useControlAction';
import { useControlQuery } from './useControlQuery';

type Decision = 'approve' | 'reject';

/** Users waiting for an administrator, each with Approve and Reject. */
export function PendingUsersSection({ client }: { client: MockControlClient }) {
  const { t } = useTranslation('devPanel');
  const users = useControlQuery('pendingUsers', () => client.listUsers('PENDING'));
  const { running, result, run } = useControlAction();

  const decide = (user: MockUser, decision: Decision) => () =>
    void run(`${decision}:${user.email}`, async () => {
      if (decision === 'approve') await client.approveUser(user.email);
      else await client.rejectUser(user.email);
      return t(decision === 'approve' ? 'pending.approved' : 'pending.rejected', { email: user.email });
    }).then(users.reload);

  return (
    <Section compact titleRenderer={H3} title={t('pending.title')} rightElement={<RefreshButton onClick={users.reload} />}>
      <SectionCard className="app-dev-panel__stack">
        <ResultCallout result={result} />
        <LoadableView loadable={users}>
          {(list) =>
            list.length === 0 ? (
              <p className={Classes.TEXT_MUTED}>{t('pending.empty')}</p>
            ) : (
              <ul className="app-dev-panel__list app-dev-panel__pending" aria-label={t('pending.title')}>
                {list.map((user) => (
                  <li key={user.userId} className="app-dev-panel__row" data-email={user.email}>
                    <span className="app-dev-panel__row-text">
                      <strong>{user.nickname}</strong> <span className={Classes.TEXT_MUTED}>{user.email}</span>
                    </span>
                    <Tag minimal>{t(`roles.${user.authorityType}`)}</Tag>
                    <Button
                      className="app-dev-panel__approve"
                      size="small"
                      intent="success"
                      icon={busyIcon(running === `approve:${user.email}`, <TickIcon />)}
                      aria-label={t('pending.approveLabel', { email: user.email })}
                      onClick={decide(user, 'approve')}
                    >
                      {t('pending.approve')}
                    </Button>
                    <Button
                      className="app-dev-panel__reject"
                      size="small"
                      intent="danger"
                      variant="outlined"
                      icon={busyIcon(running === `reject:${user.email}`, <BanCircleIcon />)}
                      aria-label={t('pending.rejectLabel', { email: user.email })}
                      onClick={decide(user, 'reject')}
                    >
                      {t('pending.reject')}
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadableView>
      </SectionCard>
    </Section>
  );
}
