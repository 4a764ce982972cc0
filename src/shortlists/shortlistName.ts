import { cleanedText } from '../domain/text/normalize';

/** The longest shortlist name (contract: `ShortlistName`, 1-60 characters, not only spaces). */
export const SHORTLIST_NAME_MAX = 60;

/**
 * What is wrong with a typed shortlist name (counted in characters, as it is sent: without the spaces around it
 * and without invisible characters, see domain/text, so a name of only U+200B or U+3164 is empty), if anything.
 */
export function shortlistNameProblem(name: string): 'required' | 'tooLong' | undefined {
  const trimmed = cleanedText(name);
  if (trimmed === '') return 'required';
  return [...trimmed].length > SHORTLIST_NAME_MAX ? 'tooLong' : undefined;
}
