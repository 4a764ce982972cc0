import type { CDPSession, Page } from 'playwright-core';

/** Typing as a user does: key by key, and Korean through an (emulated) IME. */

/** Milliseconds between key presses: a quick but human typist. */
export const KEY_GAP_MS = 150;

const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

/** Types Latin text one key at a time (keydown, keypress, input, keyup each). */
export async function typeLatin(page: Page, text: string): Promise<void> {
  for (const char of text) {
    await page.keyboard.press(char);
    await pause(page, KEY_GAP_MS);
  }
}

/**
 * One keystroke of a Korean IME, as Chromium sees it from the OS: a keydown of the "Process" key (keyCode 229),
 * the composition changing (or a syllable committed and a new one started), then the keyup of the physical key.
 */
export interface ImeStroke {
  /** The physical key of the 2-set (dubeolsik) layout: `t` for ㅅ. */
  key: string;
  /** A syllable finished by this stroke. */
  commit?: string;
  /** The syllable being composed after this stroke (empty: none). */
  composing: string;
}

/** Types Korean through emulated IME composition, stroke by stroke, and commits what is left at the end. */
export async function typeKorean(page: Page, cdp: CDPSession, strokes: ImeStroke[]): Promise<void> {
  for (const stroke of strokes) {
    const code = `Key${stroke.key.toUpperCase()}`;
    const keyCode = stroke.key.toUpperCase().charCodeAt(0);
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Process', code, windowsVirtualKeyCode: 229, nativeVirtualKeyCode: 229 });
    if (stroke.commit) await cdp.send('Input.insertText', { text: stroke.commit });
    if (stroke.composing) {
      await cdp.send('Input.imeSetComposition', { text: stroke.composing, selectionStart: stroke.composing.length, selectionEnd: stroke.composing.length });
    }
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: stroke.key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode });
    await pause(page, KEY_GAP_MS);
  }
  const last = strokes.at(-1)?.composing;
  if (last) await cdp.send('Input.insertText', { text: last });
}

/** "새벽" on a 2-set keyboard: ㅅ ㅐ ㅂ ㅕ ㄱ. */
export const SAEBYEOK: ImeStroke[] = [
  { key: 't', composing: 'ㅅ' },
  { key: 'o', composing: '새' },
  { key: 'q', composing: '샙' },
  { key: 'u', commit: '새', composing: '벼' },
  { key: 'r', composing: '벽' },
];

/** "ㅅㅂ" (initial consonants only, a choseong search): ㅅ, then ㅂ, which cannot join it. */
export const SIOT_BIEUP: ImeStroke[] = [
  { key: 't', composing: 'ㅅ' },
  { key: 'q', commit: 'ㅅ', composing: 'ㅂ' },
];
