/**
 * How the shortlist pages ask for their data from the app's one query client (`src/features/shortlists/menu`): a failure
 * shows at once with its Retry (a 403 or 404 is an answer, not a hiccup to try again), and coming back to the
 * tab does not reload a list that is being edited.
 */
export const PAGE_QUERY = { retry: false, refetchOnWindowFocus: false } as const;
