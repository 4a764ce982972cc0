/** Phones: the availability shows as a list per day below this width. */
export const PHONE_QUERY = '(max-width: 600px)';
