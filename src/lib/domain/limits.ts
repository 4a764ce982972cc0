/**
 * Limits (docs/product.md section 9) shared by the app and the mock provider that no generated schema can give the
 * app: counts the provider checks against its store (tracks per musician, lists per user), and two that the
 * schemas hold in a form a number cannot be read from (an array's maxItems, a pattern), kept equal to the
 * contract by limits.test.ts. Lengths of texts come from the schemas themselves (account/rules.ts,
 * shortlists/shortlistRules.ts).
 */
export const MAX_TRACKS_PER_MUSICIAN = 3;
/** `KeywordIds`: maxItems. */
export const MAX_KEYWORDS_PER_TRACK = 5;
/** `PhoneNo`: a Korean mobile number's national digits. */
export const PHONE_DIGITS = 11;
export const MAX_SHORTLISTS_PER_USER = 50;
/** `ReorderShortlistRequest.musicFileIds`: maxItems. */
export const MAX_TRACKS_PER_SHORTLIST = 100;
