/**
 * The Film Music Matching Program: the open round's public page (calls, projects, applications, briefs and
 * decisions follow, issue 32).
 *
 * The feature's public face: the app imports only what is exported here.
 */
export { OpenRoundBanner } from './round/OpenRoundBanner';
export { ProgramPage } from './round/ProgramPage';
export { loadCurrentRound } from './round/loadCurrentRound';
export { programReads } from './round/useCurrentRound';
export { useCurrentRound } from './round/useCurrentRound';
export { festivalDateTime } from './round/roundDates';
export { RoundWindowNote } from './round/RoundWindowNote';
export { RoundWindowRow } from './round/RoundWindowRow';
export { DecisionNote } from './decisions/DecisionNote';
