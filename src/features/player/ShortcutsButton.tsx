import { Button } from '@blueprintjs/core';
import { KeyCommandIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/** "Keyboard shortcuts": opens the list of the player's keys (also opened with "?"). */
export function ShortcutsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('player');
  return (
    <Button
      className="app-player__shortcuts"
      variant="minimal"
      icon={<KeyCommandIcon />}
      aria-label={t('shortcuts.open')}
      title={t('shortcuts.open')}
      aria-haspopup="dialog"
      onClick={onClick}
    />
  );
}
