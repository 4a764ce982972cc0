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

/**
 * Whether this page was reached by a navigation inside the app, so history holds the page the user came from
 * (react-router numbers its history entries from 0, the page the app was opened on).
 */
export function cameFromInsideApp(state: unknown = typeof window !== 'undefined' ? window.history.state : undefined): boolean {
  const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' && index > 0;
}
