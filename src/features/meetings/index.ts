/**
 * The matching program's 1:1 meetings for their participants (docs/product.md 17.14-17.15): a selected project's
 * production and a selected composer ask each other for a meeting, rank their requests, mark the slots they can
 * attend, and once the office publishes the schedule see their agenda with its calendar files and private feed.
 *
 * The feature's public face: the app imports only what is exported here.
 */
export { MeetingsPage } from './MeetingsPage';
export { meetingsReads } from './useMeetingRound';
export { MeetingsLink } from './MeetingsLink';
export { MeetingOffers } from './offer/MeetingOffers';
