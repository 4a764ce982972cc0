/**
 * Up to two letters standing for a name in a photo placeholder: the first letters of the first and last
 * words ("Doyun Han" -> "DH"), or the first letter of a one-word name ("한도윤" -> "한"). Empty for an empty name.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const first = (word: string | undefined) => (word === undefined ? '' : (Array.from(word)[0] ?? ''));
  if (words.length === 0) return '';
  if (words.length === 1) return first(words[0]).toLocaleUpperCase();
  return (first(words[0]) + first(words.at(-1))).toLocaleUpperCase();
}
