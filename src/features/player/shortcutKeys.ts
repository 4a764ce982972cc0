import type { ShortcutId } from './shortcutSettings';

/** What a shortcut key asks for. */
export type ShortcutAction = { shortcut: ShortcutId; command: 'toggle' | 'mute' | 'help' } | { shortcut: 'seek'; command: 'seek'; seconds: number };

/** Seconds the Left and Right arrows move the playback. */
export const SHORTCUT_SEEK_SECONDS = 5;

/** The parts of a keyboard event the shortcuts read. */
export type ShortcutKeyEvent = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'repeat' | 'isComposing' | 'defaultPrevented'>;

/** Roles of widgets that use the arrow keys themselves (a slider, tabs, menus, lists, grids, radio groups). */
const ARROW_ROLES = new Set([
  'slider',
  'spinbutton',
  'scrollbar',
  'tab',
  'tablist',
  'menu',
  'menubar',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'listbox',
  'combobox',
  'grid',
  'gridcell',
  'tree',
  'treeitem',
  'treegrid',
  'radio',
  'radiogroup',
  'textbox',
  'searchbox',
]);
/** Roles Space activates. */
const SPACE_ROLES = new Set([
  'button',
  'link',
  'checkbox',
  'switch',
  'radio',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'tab',
  'treeitem',
  'gridcell',
  'row',
]);

/** Where typing goes: a text field, textarea, select or anything editable. */
function isTypingTarget(element: Element): boolean {
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element.closest('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || ['textbox', 'searchbox', 'combobox'].includes(element.getAttribute('role') ?? '');
}

/** Where Space presses or ticks something: buttons, links, form controls, summaries, and their ARIA roles. */
function spaceActivates(element: Element): boolean {
  if (['BUTTON', 'A', 'SUMMARY', 'INPUT', 'SELECT', 'TEXTAREA', 'LABEL'].includes(element.tagName)) return true;
  return SPACE_ROLES.has(element.getAttribute('role') ?? '');
}

/** Where the arrows already mean something: any input (sliders, fields), and widgets that move with arrows. */
function arrowsUsed(element: Element): boolean {
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)) return true;
  return ARROW_ROLES.has(element.getAttribute('role') ?? '');
}

/** The letter pressed: the key itself, or, with a non-Latin layout (Korean 2-set gives "ㅡ" for M), its place. */
function letterOf(event: ShortcutKeyEvent): string {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  return /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : '';
}

/**
 * The player shortcut a key press asks for, or undefined: Space plays or pauses, Left/Right move 5 s, M
 * mutes, "?" lists the shortcuts. Never while typing (text fields, textareas, selects, editable content),
 * inside a dialog, with Ctrl, Alt or Cmd, during an IME composition, or when the page already handled the key;
 * Space is left to buttons, links and controls it activates, the arrows to fields, sliders and widgets that
 * move with them.
 */
export function shortcutForKey(event: ShortcutKeyEvent, target: Element | null): ShortcutAction | undefined {
  if (event.defaultPrevented || event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const focus = target ?? document.body;
  if (isTypingTarget(focus) || focus.closest('[role="dialog"], [role="alertdialog"]')) return undefined;
  if (event.key === ' ' || event.code === 'Space') {
    return event.repeat || spaceActivates(focus) ? undefined : { shortcut: 'playPause', command: 'toggle' };
  }
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    if (arrowsUsed(focus)) return undefined;
    return { shortcut: 'seek', command: 'seek', seconds: event.key === 'ArrowRight' ? SHORTCUT_SEEK_SECONDS : -SHORTCUT_SEEK_SECONDS };
  }
  if (event.key === '?') return event.repeat ? undefined : { shortcut: 'help', command: 'help' };
  if (letterOf(event) === 'm') return event.repeat ? undefined : { shortcut: 'mute', command: 'mute' };
  return undefined;
}
