/**
 * The refresh queue (docs/product.md section 8, docs/decisions/0003-flows-as-machines.md): a 401 outside /login triggers exactly one
 * refresh; 401s arriving meanwhile wait for it and are retried once with the new access token. A
 * request that was sent with an older token than the one now stored is retried at once, without a
 * second refresh. With no refresh token or a failed refresh, every waiting call gets its original
 * (401) outcome back and `onFailed` runs once per failed attempt (clear the session, go to /login). A refresh
 * whose answer was lost (the tab navigating away mid-refresh, no connection) keeps the stored tokens: only a
 * refusal ends the session.
 *
 * Pure and injectable: no browser, no HTTP client. `src/lib/api/client.ts` wires it to the generated
 * client, localStorage and the Web Lock shared by the tabs.
 */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token stays valid from the answer that gave it, when the provider says. */
  accessTokenExpiresIn?: number;
}

export interface StoredTokens {
  accessToken: string | undefined;
  refreshToken: string | undefined;
}

export interface RefreshQueueOptions {
  /** The stored tokens, read fresh (another tab may have refreshed them). */
  readTokens(): StoredTokens;
  /**
   * Calls the refresh operation; resolves the new pair, or undefined when the provider refused the refresh token.
   * Rejects when the answer was lost (no connection, the tab navigating away, a server error): the refresh token
   * may have been spent or not, so it is kept, and the provider's grace period answers the same pair to it again.
   */
  refresh(refreshToken: string): Promise<TokenPair | undefined>;
  /** Stores a new pair (called before any waiting call is retried). */
  storeTokens(tokens: TokenPair): void;
  /** The refresh was refused or impossible (no refresh token): clear both tokens and the user, leave for /login. */
  onFailed(): void;
  /** The refresh's answer was lost: the session is kept (the waiting calls get their 401 back). Optional. */
  onAbandoned?(): void;
  /** A refresh starts / ended (for the auth actor's `refreshing` state). Optional. */
  onRefreshing?(): void;
  onRefreshed?(accessToken: string): void;
  /**
   * Runs the refresh exclusively across tabs (a Web Lock); default: runs it directly. The tokens are
   * re-read inside it, so a tab that waited for another tab's refresh uses that tab's new token.
   */
  withLock?: <T>(task: () => Promise<T>) => Promise<T>;
}

export interface RefreshQueue {
  /**
   * Handles one 401: `sentToken` is the access token the failed request carried (undefined when none),
   * `retry` re-sends the request with a token, `original` is what the caller gets when no retry is possible.
   * `retry` is called at most once.
   */
  handleUnauthorized<T>(sentToken: string | undefined, retry: (accessToken: string) => Promise<T>, original: T): Promise<T>;
  /**
   * Renews `accessToken` before it expires (a call is about to be sent with it): joins a refresh under way, takes
   * a token another tab already renewed, or refreshes once. Resolves the token to send: the new one, or undefined
   * when the session ended or the answer was lost (the caller then sends the stored token, if any).
   */
  renewAhead(accessToken: string): Promise<string | undefined>;
  /** Whether a refresh is running now. */
  readonly refreshing: boolean;
}

export function createRefreshQueue(options: RefreshQueueOptions): RefreshQueue {
  const withLock = options.withLock ?? (<T>(task: () => Promise<T>) => task());
  /** The running refresh: resolves the new access token, or undefined when it failed. */
  let inFlight: Promise<string | undefined> | undefined;

  async function refreshOnce(sentToken: string | undefined): Promise<string | undefined> {
    options.onRefreshing?.();
    let failed = false;
    let lost = false;
    const token = await withLock(async () => {
      const stored = options.readTokens();
      // Another tab (or an earlier refresh of this one) already replaced the token this request carried.
      if (stored.accessToken !== undefined && stored.accessToken !== sentToken) return stored.accessToken;
      let pair: TokenPair | undefined;
      if (stored.refreshToken !== undefined) {
        try {
          pair = await options.refresh(stored.refreshToken);
        } catch {
          // Lost, not refused: the stored tokens stay for the next call (or another tab) to try again.
          lost = true;
          return undefined;
        }
      }
      if (pair) {
        options.storeTokens(pair);
        return pair.accessToken;
      }
      // Still inside the lock, so a tab waiting for it finds the tokens gone instead of a spent refresh token.
      failed = true;
      options.onFailed();
      return undefined;
    }).catch(() => {
      lost = true; // the lock itself failed (the tab is going away): nothing was refused
      return undefined;
    });
    if (token !== undefined) options.onRefreshed?.(token);
    else if (lost) options.onAbandoned?.();
    else if (!failed) options.onFailed();
    return token;
  }

  /** Joins the refresh under way, or starts one for `sentToken`. */
  async function sharedRefresh(sentToken: string | undefined): Promise<string | undefined> {
    if (inFlight) return inFlight;
    const running = refreshOnce(sentToken);
    inFlight = running;
    try {
      return await running;
    } finally {
      if (inFlight === running) inFlight = undefined;
    }
  }

  return {
    get refreshing() {
      return inFlight !== undefined;
    },
    renewAhead(accessToken) {
      const stored = options.readTokens().accessToken;
      if (!inFlight && stored !== undefined && stored !== accessToken) return Promise.resolve(stored);
      return sharedRefresh(accessToken);
    },
    async handleUnauthorized(sentToken, retry, original) {
      const stored = options.readTokens().accessToken;
      // Sent with an older token: a newer one exists, no second refresh.
      const newer = !inFlight && stored !== undefined && sentToken !== undefined && stored !== sentToken;
      const token = newer ? stored : await sharedRefresh(sentToken);
      return token === undefined ? original : retry(token);
    },
  };
}
