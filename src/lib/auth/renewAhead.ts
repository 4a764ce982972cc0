/**
 * Renewing the access token ahead of its expiry: the provider says how long a token lives (`accessTokenExpiresIn`),
 * and a call about to be sent after the renewal time first refreshes the pair, so a session in use never meets a
 * 401 (each one is a console error and a second round trip). A 401 still goes through the refresh queue: a token
 * the provider revoked early, or a provider that does not tell the lifetime.
 */

/** How long before expiry a token is renewed: a minute, or a quarter of a short lifetime. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

/** When to renew a token that lives `expiresInSeconds` from `now`; undefined when the lifetime is unknown. */
export function renewAtFor(expiresInSeconds: number | null | undefined, now: number): number | undefined {
  if (typeof expiresInSeconds !== 'number' || !Number.isFinite(expiresInSeconds) || expiresInSeconds <= 0) return undefined;
  const lifetime = expiresInSeconds * 1000;
  return now + lifetime - Math.min(RENEW_BEFORE_EXPIRY_MS, lifetime / 4);
}

export interface RenewAheadInput {
  /** The stored access token, when usable (read again after a renewal: a refused one clears the session). */
  readAccessToken: () => string | undefined;
  /** When it should be renewed, when known. */
  renewAt: number | undefined;
  now: number;
  /** Renews it (the refresh queue's `renewAhead`). */
  renew: (accessToken: string) => Promise<string | undefined>;
}

/** The access token to send with a call: the stored one, renewed first when its renewal time has come. */
export async function accessTokenToSend({ readAccessToken, renewAt, now, renew }: RenewAheadInput): Promise<string | undefined> {
  const accessToken = readAccessToken();
  if (accessToken === undefined || renewAt === undefined || now < renewAt) return accessToken;
  return (await renew(accessToken)) ?? readAccessToken();
}
