import { Button, Classes, H3, Section, SectionCard } from '@blueprintjs/core';
import { ResetIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MockControlClient } from '../../../mocks/control/client';
import { clearTokens } from '../../lib/auth/sessionStore';
import { ConfirmAlert } from '../../lib/ui/ConfirmAlert';
import { busyIcon } from './busyIcon';
import { rememberResetNotice } from './resetNotice';
import { ResultCallout } from './ResultCallout';
import { useControlAction } from './useControlAction';

export interface ResetSectionProps {
  client: MockControlClient;
  /** The page was just reloaded after a reset: say that it worked. */
  resetDone: boolean;
  /** Reloads the page (injected by tests). */
  reload: () => void;
}

/** Reset data: confirm, put the store back to the seed, forget the stored tokens, reload the page. */
export function ResetSection({ client, resetDone, reload }: ResetSectionProps) {
  const { t } = useTranslation('devPanel');
  const [confirming, setConfirming] = useState(false);
  const { running, result, run } = useControlAction();
  const shown = result ?? (resetDone ? { intent: 'success' as const, message: t('reset.done') } : undefined);

  const reset = () => {
    setConfirming(false);
    void run('reset', async () => {
      await client.reset();
      clearTokens();
      rememberResetNotice();
      reload();
      return t('reset.done');
    });
  };

  return (
    <Section compact titleRenderer={H3} title={t('reset.title')}>
      <SectionCard className="app-dev-panel__stack">
        <p className={Classes.TEXT_MUTED}>{t('reset.description')}</p>
        <div>
          <Button className="app-dev-panel__reset" intent="danger" icon={busyIcon(running === 'reset', <ResetIcon />)} onClick={() => setConfirming(true)}>
            {t('reset.button')}
          </Button>
        </div>
        <ResultCallout result={shown} />
      </SectionCard>
      <ConfirmAlert
        label={t('reset.confirmTitle')}
        isOpen={confirming}
        intent="danger"
        icon={<ResetIcon size={40} />}
        confirmButtonText={t('reset.confirm')}
        cancelButtonText={t('reset.cancel')}
        canEscapeKeyCancel
        onConfirm={reset}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('reset.confirmText')}</p>
      </ConfirmAlert>
    </Section>
  );
}
