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
