import type { Locator } from 'playwright-core';

/**
 * Pastes text into a focused field as a browser does: a `paste` event carrying the text first (the page may
 * handle it and cancel the default), then, unless cancelled, the text inserted as the browser's own paste
 * would insert it (through the field's `maxlength`, replacing the selection).
 */
export async function pasteInto(input: Locator, text: string): Promise<void> {
  await input.focus();
  const cancelled = await input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    return !element.dispatchEvent(event);
  }, text);
  if (!cancelled) await input.page().keyboard.insertText(text);
}
