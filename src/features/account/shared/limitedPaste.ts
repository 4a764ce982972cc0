import type { ClipboardEvent } from 'react';

/** A field's value after a paste, and whether the paste was cut to fit. */
export interface PastedValue {
  value: string;
  cut: boolean;
}

/**
 * What a field holds when `pasted` replaces its selection (`start`..`end`) and at most `limit` characters
 * (code points, counted as the rules count them) may stay: the end of the pasted text is dropped first.
 */
export function pastedValue(current: string, start: number, end: number, pasted: string, limit: number): PastedValue {
  const before = [...current.slice(0, start)];
  const after = [...current.slice(end)];
  const room = Math.max(0, limit - before.length - after.length);
  const inserted = [...pasted.replace(/[\r\n]+/g, ' ')];
  if (inserted.length <= room) return { value: [...before, ...inserted, ...after].join(''), cut: false };
  return { value: [...before, ...inserted.slice(0, room), ...after].join(''), cut: true };
}

/**
 * A paste handler for a field limited to `limit` characters (its `maxLength`): a paste that fits is left to
 * the browser; a longer one, which the browser would cut without a word, is cut here and reported through
 * `onCut` with the value the field now holds, so the form can tell the rule.
 */
export function limitedPaste(limit: number, onCut: (value: string) => void) {
  return (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.selectionEnd ?? input.value.length;
    const result = pastedValue(input.value, input.selectionStart ?? end, end, event.clipboardData.getData('text/plain'), limit);
    if (!result.cut) return;
    event.preventDefault();
    onCut(result.value);
  };
}
