/** Business constants of the spec (section 9), shared by the app and the mock provider. */
export const MAX_TRACKS_PER_MUSICIAN = 3;
export const MAX_KEYWORDS_PER_TRACK = 5;
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_DIGITS = 11;
export const MAX_SHORTLISTS_PER_USER = 50;
export const MAX_TRACKS_PER_SHORTLIST = 100;
export const SHORTLIST_NOTE_MAX_LENGTH = 500;
