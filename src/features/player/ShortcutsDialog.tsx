import { Button, Classes, DialogBody, DialogFooter, Switch } from '@blueprintjs/core';
import { KeyCommandIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../lib/ui/AppDialog';
import { SHORTCUT_IDS, setShortcutEnabled, useShortcutSettings } from './shortcutSettings';

export interface ShortcutsDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The list of the player's keyboard shortcuts, each with a switch that turns it off or on again (WCAG
 * 2.1.4, character key shortcuts); the choice is remembered in the browser.
 */
export function ShortcutsDialog({ isOpen, onClose }: ShortcutsDialogProps) {
  const { t } = useTranslation('player');
  const enabled = useShortcutSettings();
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={t('shortcuts.title')} icon={<KeyCommandIcon />} className="app-player-shortcuts">
      <DialogBody>
        <p className={`${Classes.RUNNING_TEXT} app-player-shortcuts__intro`}>{t('shortcuts.intro')}</p>
        <ul className="app-player-shortcuts__list">
          {SHORTCUT_IDS.map((id) => (
            <li key={id} className="app-player-shortcuts__item">
              <Switch
                role="switch"
                checked={enabled[id]}
                onChange={(event) => setShortcutEnabled(id, event.currentTarget.checked)}
                labelElement={
                  <>
                    <kbd className="app-player-shortcuts__key">{t(`shortcuts.keys.${id}`)}</kbd>
                    <span className="app-player-shortcuts__action">{t(`shortcuts.actions.${id}`)}</span>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button text={t('shortcuts.close')} onClick={onClose} />} />
    </AppDialog>
  );
}
