/**
 * How much the scheduler wants a meeting request placed (docs/product.md 17.16): when not every accepted request
 * fits, higher-ranked ones go first, ranked by the sum of both sides' ranks (1 = most wanted). A side that has not
 * ranked the request counts it as below every rank. As a weight (higher = placed first), each side gives
 * `RANK_POINTS + 1 - rank` points for a rank and 0 for none; the request weighs the two sides' points together.
 * So a lower rank sum weighs more, and an unranked request weighs least (0 when neither side ranked it).
 */

/** The most requests one side ranks (the contract's `MeetingRankingInput.requestIds` maxItems). */
export const RANK_POINTS = 200;

const pointsOf = (rank: number | null): number => (rank === null ? 0 : Math.max(0, RANK_POINTS + 1 - rank));

/** The weight of a request with the production's and the composer's ranks (null until ranked). */
export function requestWeight(productionRank: number | null, composerRank: number | null): number {
  return pointsOf(productionRank) + pointsOf(composerRank);
}
