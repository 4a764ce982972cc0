import { Button } from '@blueprintjs/core';
import { WrenchIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { panelState } from './panelState';

/** The button that opens the developer panel (shown by DevPanelLauncher once the panel is available). */
export function DevPanelLauncherButton({ iconOnly, className }: { iconOnly: boolean; className?: string }) {
  const { t } = useTranslation('devPanel');
  const { isOpen } = panelState.use();
  return (
    <Button
      className={['app-dev-panel-launcher', className].filter(Boolean).join(' ')}
      size="small"
      variant="minimal"
      icon={<WrenchIcon />}
      text={iconOnly ? undefined : t('launcher.label')}
      aria-label={iconOnly ? t('launcher.open') : undefined}
      title={t('launcher.open')}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={panelState.open}
    />
  );
}
