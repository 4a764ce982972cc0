/**
 * Where focus moves among an accordion's headers for a key (WAI-ARIA accordion pattern): ArrowDown/ArrowUp
 * to the next/previous header (wrapping), Home/End to the first/last; undefined for any other key.
 */
export function accordionFocusTarget(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
