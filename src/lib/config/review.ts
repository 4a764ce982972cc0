/**
 * How long the festival's industry team takes to review a musician account, in working days, as told on the
 * awaiting-approval screen (and the approval mail follows). One place to change it for a festival edition.
 */
export const MUSICIAN_REVIEW_WORKING_DAYS = 3;
