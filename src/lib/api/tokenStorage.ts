/** localStorage keys of the two tokens (docs/product.md section 3: both tokens are kept in browser local storage). */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
/** When (ms since the epoch, this browser's clock) the access token should be renewed: a little before it expires. */
export const ACCESS_TOKEN_RENEW_AT_KEY = 'accessTokenRenewAt';

/**
 * Whether a stored token may be sent: non-empty and not the text `null` or `undefined`
 * (what `localStorage.setItem(key, null)` leaves behind) (docs/product.md section 6).
 */
export function isUsableToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && value !== 'null' && value !== 'undefined';
}

/** The stored access token when it may be sent, otherwise undefined. */
export function readAccessToken(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | undefined {
  try {
    const token = storage?.getItem(ACCESS_TOKEN_KEY);
    return isUsableToken(token) ? token : undefined;
  } catch {
    return undefined;
  }
}
