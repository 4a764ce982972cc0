/**
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell whose text starts with `=`, `+`, `-` or `@`
 * as a formula, and Excel also after a leading tab or carriage return. A text cell starting with one of them is
 * written with a single quote `'` in front, which the spreadsheet shows as text and does not run.
 *
 * Only text is neutralised. A value typed as a number (a count, a negative balance) is no formula: it is written as
 * the number it is (`-3` stays `-3`, so a spreadsheet still sums it). Text that merely looks like a number (`"-3"`)
 * is neutralised like any other text, since the exporter cannot know where it came from; callers that export
 * numbers pass numbers.
 */

/** The first characters that make a spreadsheet read a cell as a formula. */
export const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/** The text with a `'` in front when it starts with a formula trigger; otherwise the same text. */
export function neutraliseFormula(text: string): string {
  return text.length > 0 && FORMULA_TRIGGERS.includes(text[0]!) ? `'${text}` : text;
}
