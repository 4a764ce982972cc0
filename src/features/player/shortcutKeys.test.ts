// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { shortcutForKey, type ShortcutKeyEvent } from './shortcutKeys';
import { DEFAULT_SHORTCUTS, readShortcutSettings, SHORTCUTS_STORAGE_KEY } from './shortcutSettings';

const key = (key: string, more: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key,
  code: key === ' ' ? 'Space' : /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  isComposing: false,
  defaultPrevented: false,
  ...more,
});

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.querySelector('[data-target]')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('player shortcut keys', () => {
  it('on the page itself: Space, the arrows, M (also on a Korean layout) and "?"', () => {
    const page = document.body;
    expect(shortcutForKey(key(' '), page)).toEqual({ shortcut: 'playPause', command: 'toggle' });
    expect(shortcutForKey(key('ArrowRight'), page)).toEqual({ shortcut: 'seek', command: 'seek', seconds: 5 });
    expect(shortcutForKey(key('ArrowLeft'), null)).toEqual({ shortcut: 'seek', command: 'seek', seconds: -5 });
    expect(shortcutForKey(key('m'), page)).toEqual({ shortcut: 'mute', command: 'mute' });
    expect(shortcutForKey(key('M'), page)?.command).toBe('mute');
    expect(shortcutForKey(key('ㅡ', { code: 'KeyM' }), page)?.command).toBe('mute');
    expect(shortcutForKey(key('?', { code: 'Slash' }), page)).toEqual({ shortcut: 'help', command: 'help' });
    expect(shortcutForKey(key('x'), page)).toBeUndefined();
    expect(shortcutForKey(key('ArrowUp'), page)).toBeUndefined();
  });

  it('never while typing: text fields, textareas, selects, editable content', () => {
    for (const html of [
      '<input data-target type="search">',
      '<input data-target type="text">',
      '<textarea data-target></textarea>',
      '<select data-target><option>a</option></select>',
      '<div contenteditable="true"><p data-target>text</p></div>',
      '<div data-target role="textbox" tabindex="0"></div>',
    ]) {
      for (const pressed of [' ', 'ArrowLeft', 'm', '?']) expect(shortcutForKey(key(pressed), element(html)), `${pressed} in ${html}`).toBeUndefined();
    }
  });

  it('leaves Space to what it activates, and the arrows to sliders and widgets that move with them', () => {
    for (const html of [
      '<button data-target>b</button>',
      '<a data-target href="/x">a</a>',
      '<input data-target type="checkbox">',
      '<div data-target role="switch" tabindex="0"></div>',
      '<summary data-target>s</summary>',
    ]) {
      expect(shortcutForKey(key(' '), element(html)), html).toBeUndefined();
    }
    expect(shortcutForKey(key('m'), element('<button data-target>b</button>'))?.command).toBe('mute');
    expect(shortcutForKey(key('ArrowRight'), element('<button data-target>b</button>'))?.command).toBe('seek');
    for (const html of [
      '<input data-target type="range">',
      '<div data-target role="slider" tabindex="0"></div>',
      '<div data-target role="tab" tabindex="0"></div>',
      '<div data-target role="option"></div>',
    ]) {
      expect(shortcutForKey(key('ArrowRight'), element(html)), html).toBeUndefined();
    }
  });

  it('not inside a dialog, with Ctrl, Alt or Cmd, during an IME composition, repeated, or already handled', () => {
    expect(shortcutForKey(key(' '), element('<div role="dialog"><div data-target tabindex="-1"></div></div>'))).toBeUndefined();
    expect(shortcutForKey(key('m', { ctrlKey: true }), document.body)).toBeUndefined();
    expect(shortcutForKey(key('m', { altKey: true }), document.body)).toBeUndefined();
    expect(shortcutForKey(key('ArrowLeft', { metaKey: true }), document.body)).toBeUndefined();
    expect(shortcutForKey(key('m', { isComposing: true }), document.body)).toBeUndefined();
    expect(shortcutForKey(key(' ', { repeat: true }), document.body)).toBeUndefined();
    expect(shortcutForKey(key('ArrowLeft', { repeat: true }), document.body)?.command).toBe('seek');
    expect(shortcutForKey(key(' ', { defaultPrevented: true }), document.body)).toBeUndefined();
  });
});

describe('shortcut settings', () => {
  const stored = (text: string | null) => ({ getItem: (name: string) => (name === SHORTCUTS_STORAGE_KEY ? text : null) });

  it('are all on unless switched off; unreadable data counts as nothing switched off', () => {
    expect(readShortcutSettings(stored(null))).toEqual(DEFAULT_SHORTCUTS);
    expect(readShortcutSettings(stored('{"mute":false,"seek":"no"}'))).toEqual({ ...DEFAULT_SHORTCUTS, mute: false });
    expect(readShortcutSettings(stored('[broken'))).toEqual(DEFAULT_SHORTCUTS);
    expect(readShortcutSettings(stored('7'))).toEqual(DEFAULT_SHORTCUTS);
  });
});
