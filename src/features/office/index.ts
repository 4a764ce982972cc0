/**
 * The program office's console: the review of musician accounts (rounds, projects and decisions follow, issue 32).
 *
 * The feature's public face: the app imports only what is exported here.
 */
export { OfficePage } from './OfficePage';
