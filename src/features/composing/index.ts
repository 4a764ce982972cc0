/**
 * The composer's side of the Film Music Matching Program: applying to the open round with a statement, their own
 * tracks and the film projects they are drawn to, and following the application until the decisions.
 *
 * The feature's public face: the app imports only what is exported here.
 */
export { ApplyPage } from './apply/ApplyPage';
export { applyReads } from './apply/useApplication';
