import fc from 'fast-check';

/**
 * Random text for the property tests of the form rules: what users type and paste, and what breaks naive code.
 * Hangul (syllables and jamo), emoji (surrogate pairs, flags, ZWJ families), lone surrogate halves, every kind
 * of whitespace (including the ideographic space and the no-break space that `trim` removes, and the
 * zero-width space it keeps), markup, quotes, NUL, and ASCII letters, digits and the password specials.
 */
const PIECES = [
  '가',
  '한',
  '글',
  '뷁',
  'ㄱ',
  'ㅏ',
  '\u1100\u1161', // Hangul syllables, compatibility jamo, conjoining jamo
  '😀',
  '🇰🇷',
  '👩‍👩‍👧',
  '🎼', // emoji: a surrogate pair, a flag (2 code points), a ZWJ family (5 code points)
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF', // lone surrogate halves
  ' ',
  '\t',
  '\n',
  '\r',
  '\u3000',
  '\u00A0',
  '\uFEFF',
  '\u200B', // whitespace (the last one is not trimmed)
  '<script>',
  '<img src=x onerror=alert(1)>',
  '"',
  "'",
  '\\',
  '/',
  '\u0000',
  '%',
  '&amp;',
  'a',
  'Z',
  'q',
  '0',
  '7',
  '9',
  '!',
  '?',
  '@',
  '_',
  '-',
  '#',
  '.',
  '+',
  '=',
  'é',
  'ß',
  'Ж',
  '中',
] as const;

/** One piece of the list above, or any single code point (lone surrogates included). */
const piece = fc.oneof({ arbitrary: fc.constantFrom(...PIECES), weight: 4 }, { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 1 });

/** Text of `0..maxLength` pieces (a piece can be several UTF-16 units: an emoji family is 8). */
export const anyText = (maxLength = 30): fc.Arbitrary<string> => fc.array(piece, { maxLength }).map((parts) => parts.join(''));

/** Whitespace only (possibly empty): what a rule must treat as "nothing entered". */
export const blankText = (): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u3000', '\u00A0', '\uFEFF'), { maxLength: 6 }).map((parts) => parts.join(''));

/** Very long input: thousands of characters, as a paste would give. */
export const longText = (): fc.Arbitrary<string> => fc.tuple(anyText(8), fc.integer({ min: 100, max: 800 })).map(([unit, times]) => (unit || 'x').repeat(times));

/** `core` with blanks around it, as typed with a stray space. */
export const padded = (core: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(blankText(), core, blankText()).map(([before, text, after]) => `${before}${text}${after}`);

/** Any of the above, for "never a crash": short, blank, padded, very long. */
export const hostileText = (maxLength = 30): fc.Arbitrary<string> => fc.oneof(anyText(maxLength), blankText(), padded(anyText(maxLength)), longText());

/**
 * Text of `min..max` characters (code points) around a limit: single-code-point pieces (Hangul, emoji,
 * letters, blanks inside), sometimes with blanks around, so both sides of the limit and the trimming are hit.
 */
export const textAround = (min: number, max: number): fc.Arbitrary<string> => {
  const unit = fc.constantFrom('가', '뷁', 'ㄱ', '😀', '🎼', 'a', 'Z', '7', '_', '.', ' ', '中', 'é');
  const core = fc
    .integer({ min, max })
    .chain((length) => fc.array(unit, { minLength: length, maxLength: length }))
    .map((chars) => chars.join(''));
  return fc.oneof(core, padded(core));
};

/** Characters as the contract's zod schemas count them for `min`/`max`: code points. */
export const codePoints = (text: string): number => [...text].length;
