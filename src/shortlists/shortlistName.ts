/** The longest shortlist name (contract: `ShortlistName`, 1-60 characters, not only spaces). */
export const SHORTLIST_NAME_MAX = 60;

/** What is wrong with a typed shortlist name (counted in characters, spaces around it ignored), if anything. */
export function shortlistNameProblem(name: string): 'required' | 'tooLong' | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return [...trimmed].length > SHORTLIST_NAME_MAX ? 'tooLong' : undefined;
}
