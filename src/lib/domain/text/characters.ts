/**
 * Characters a person cannot see, or that change how the text around them is shown, and so let two names look
 * the same while they differ: control characters (C0 and C1), line and paragraph separators, and every default
 * ignorable code point (zero-width spaces and joiners, bidirectional marks, overrides and isolates, variation
 * selectors, the combining grapheme joiner U+034F, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the soft
 * hyphen, tag characters...). The Unicode property escapes keep the list as current as the JavaScript engine's
 * Unicode data. Multi-line texts (notes, descriptions, biographies) keep their newlines and tabs.
 */
const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}\u2028\u2029]/gu;
const INVISIBLE_EXCEPT_LINE_BREAKS = /(?![\n\t])[\p{Cc}\p{Default_Ignorable_Code_Point}\u2028\u2029]/gu;

/** A one-line text (name, nickname, label) or a text of several lines (note, description, biography). */
export type TextKind = 'line' | 'multiline';

const pattern = (kind: TextKind) => (kind === 'line' ? INVISIBLE : INVISIBLE_EXCEPT_LINE_BREAKS);

/** Whether the text holds a character that is invisible or reorders the text (see above). */
export function hasInvisibleCharacters(text: string, kind: TextKind = 'line'): boolean {
  const found = pattern(kind);
  found.lastIndex = 0;
  return found.test(text);
}

/** The text without those characters (a multi-line text's CR LF and CR become LF first). */
export function withoutInvisibleCharacters(text: string, kind: TextKind = 'line'): string {
  const lines = kind === 'multiline' ? text.replace(/\r\n?/g, '\n') : text;
  return lines.replace(pattern(kind), '');
}

/**
 * Characters as the contract counts them (JSON Schema's `minLength`/`maxLength`: code points) and as zod does, so a
 * counter or a verdict never differs from the schemas: a Hangul syllable, a letter or an emoji each count 1.
 */
export const characterCount = (text: string): number => [...text].length;
