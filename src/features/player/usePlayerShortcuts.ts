import { useEffect, useRef } from 'react';
import { togglePlayback } from '../playback';
import type { PlayerEngine } from './playerEngine';
import { shortcutForKey } from './shortcutKeys';
import { getShortcutSettings } from './shortcutSettings';

/**
 * The player's keyboard shortcuts, on the whole document while the player shows (see `shortcutForKey` for
 * where they stay out of the way). A shortcut switched off in the shortcuts dialog does nothing, and its key
 * keeps its usual effect (Space scrolls the page).
 */
export function usePlayerShortcuts(engine: PlayerEngine, openHelp: () => void, active: boolean): void {
  const help = useRef(openHelp);
  useEffect(() => {
    help.current = openHelp;
  }, [openHelp]);

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutForKey(event, event.target instanceof Element ? event.target : null);
      if (!action || !getShortcutSettings()[action.shortcut]) return;
      event.preventDefault();
      switch (action.command) {
        case 'toggle':
          togglePlayback();
          break;
        case 'seek':
          engine.seek(engine.getState().position + action.seconds);
          break;
        case 'mute':
          engine.toggleMute();
          break;
        case 'help':
          help.current();
          break;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [engine, active]);
}
