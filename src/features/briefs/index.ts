/**
 * Briefs of the Film Music Matching Program (docs/product.md 17.10): a selected project's production publishes its
 * music need with a deadline, the round's selected composers answer it with their tracks, the production listens
 * and shortlists or passes each answer.
 *
 * The feature's public face: the app imports only what is exported here.
 */
export { BriefPage } from './BriefPage';
export { BriefsPage } from './BriefsPage';
export { PublishBriefPage } from './publish/PublishBriefPage';
export { briefReads, briefsReads } from './useBriefs';
