const POSITIVE_INTEGER = /^[1-9]\d{0,4}$/;

/** The 1-based page kept in the address (`?page=`); anything missing or malformed is page 1. */
export function readPage(search: URLSearchParams): number {
  const raw = search.get('page');
  return raw !== null && POSITIVE_INTEGER.test(raw) ? Number(raw) : 1;
}

/** The address query for `page`, keeping the other parameters; page 1 leaves `page` out so the address stays clean. */
export function pageSearch(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}

/** A gap in the page numbers ("…"). */
export const GAP = 'gap';

/**
 * The page numbers a pager shows: the first and last page, the current one with its neighbours, and a gap
 * where pages are left out (a gap never hides a single page: that page is shown instead).
 */
export function pageItems(current: number, totalPages: number): Array<number | typeof GAP> {
  const shown = new Set<number>();
  for (const page of [1, current - 1, current, current + 1, totalPages]) if (page >= 1 && page <= totalPages) shown.add(page);
  const items: Array<number | typeof GAP> = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push(GAP);
    items.push(page);
    previous = page;
  }
  return items;
}
