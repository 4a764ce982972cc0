import { Button, Classes, H3, Section, SectionCard } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { MockControlClient } from '../../../mocks/control/client';
import { useCurrentUser } from '../../lib/auth/useCurrentUser';
import { busyIcon } from './busyIcon';
import { ResultCallout } from './ResultCallout';
import { useControlAction } from './useControlAction';

/** Expires the logged-in user's access tokens, so the app's next call meets a 401 and refreshes. */
export function TokensSection({ client }: { client: MockControlClient }) {
  const { t } = useTranslation('devPanel');
  const user = useCurrentUser();
  const { running, result, run } = useControlAction();

  const expire = () => {
    if (!user) return;
    void run('expire', async () => {
      const { expired } = await client.expireTokens(user.email);
      return t('tokens.done', { email: user.email, count: expired });
    });
  };

  return (
    <Section compact titleRenderer={H3} title={t('tokens.title')}>
      <SectionCard className="app-dev-panel__stack">
        <p className={Classes.TEXT_MUTED}>{user ? t('tokens.loggedInAs', { email: user.email }) : t('tokens.anonymous')}</p>
        <div>
          <Button icon={busyIcon(running === 'expire', <TimeIcon />)} disabled={!user} onClick={expire}>
            {t('tokens.button')}
          </Button>
        </div>
        <ResultCallout result={result} />
      </SectionCard>
    </Section>
  );
}
