/** A gap in the page numbers ("…"). */
export const GAP = 'gap';

/** One entry of a pager: a page number or a gap. */
export type PageItem = number | typeof GAP;

/**
 * The page numbers a pager shows: always the first and last page, the current one with `radius` neighbours on
 * each side, and a gap where pages are left out (a gap never stands for a single page: that page is shown).
 */
export function pageItems(current: number, totalPages: number, radius = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const shown = new Set<number>([1, totalPages]);
  for (let page = current - radius; page <= current + radius; page += 1) if (page >= 1 && page <= totalPages) shown.add(page);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push(GAP);
    items.push(page);
    previous = page;
  }
  return items;
}
