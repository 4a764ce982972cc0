import { Button, Classes, Drawer, H2 } from '@blueprintjs/core';
import { SmallCrossIcon, WrenchIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppQueryProvider } from '../../lib/api/AppQueryProvider';
import type { MockControlClient } from '../../../mocks/control/client';
import { focusOverlayContent } from '../../lib/ui/overlayFocus';
import { appControlClient } from './controlClient';
import { FaultsSection } from './FaultsSection';
import { OutboxSection } from './OutboxSection';
import { PendingUsersSection } from './PendingUsersSection';
import { ResetSection } from './ResetSection';
import { ThrottleSection } from './ThrottleSection';
import { TokensSection } from './TokensSection';

export interface DevPanelProps {
  isOpen: boolean;
  onClose: () => void;
  /** The mock control to use; by default the one on the app's API origin. */
  client?: MockControlClient;
  /** The page was reloaded by a reset: the panel says it worked. */
  resetDone?: boolean;
  /** Reloads the page after a reset (replaced in tests). */
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * The mock developer panel: a drawer with tools that change the embedded mock's data (reset, approve or
 * reject pending users, expire the current user's tokens, read the emails the mock sent, inject and clear failures). Loaded lazily by
 * {@link DevPanelLauncher}, only in builds and runs that embed the mock.
 */
export function DevPanel({ isOpen, onClose, client, resetDone = false, reload = reloadPage }: DevPanelProps) {
  const { t } = useTranslation('devPanel');
  const titleId = useId();
  const control = client ?? appControlClient();
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="left" size="min(440px, 100vw)" onOpened={focusOverlayContent}>
      <div className="app-dev-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={Classes.DRAWER_HEADER}>
          <WrenchIcon size={20} />
          <H2 id={titleId}>{t('title')}</H2>
          <Button className={Classes.DIALOG_CLOSE_BUTTON} variant="minimal" icon={<SmallCrossIcon size={20} />} aria-label={t('close')} onClick={onClose} />
        </div>
        <div className="app-dev-panel__body">
          <p className={`app-dev-panel__intro ${Classes.TEXT_MUTED}`}>{t('intro')}</p>
          <AppQueryProvider>
            <ResetSection client={control} resetDone={resetDone} reload={reload} />
            <PendingUsersSection client={control} />
            <TokensSection client={control} />
            <ThrottleSection client={control} />
            <OutboxSection client={control} />
            <FaultsSection client={control} />
          </AppQueryProvider>
        </div>
      </div>
    </Drawer>
  );
}
