/**
 * Navigation state a musician card hands to the detail page: the list's address query (`?page=2&q=…`), so
 * "Back to musicians" returns to the same page and filter.
 */
export interface FromListState {
  listSearch: string;
}

/** The list address to go back to: `/musician-list` plus the query the card was opened from, when valid. */
export function musicianListPath(state: unknown): string {
  const search = typeof state === 'object' && state !== null ? (state as Partial<FromListState>).listSearch : undefined;
  return typeof search === 'string' && /^\?[^#]*$/.test(search) ? `/musician-list${search}` : '/musician-list';
}
