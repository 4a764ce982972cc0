/** The logged-in user's shortlists: the list of them, one list's page and its share dialog. */
export { ShortlistPage } from './ShortlistPage';
export { ShortlistsPage } from './ShortlistsPage';
