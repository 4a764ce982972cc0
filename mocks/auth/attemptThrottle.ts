import { ApiProblem } from '../http/problem';

/**
 * What a throttle counts (OWASP ASVS V2.2.1): wrong passwords per login id, password reset requests per email,
 * availability checks (email and nickname together) per client.
 */
export type ThrottledAction = 'login' | 'passwordReset' | 'availabilityCheck';

export interface ThrottleLimits {
  /** Attempts allowed within the window; the next one is refused until the oldest of them leaves it. */
  attempts: number;
  windowSeconds: number;
}

/**
 * Counts attempts in a sliding window, per action and key. In memory only: counts are short-lived and a restart
 * of the provider forgets them, as a server's rate limiter would.
 */
export interface AttemptThrottle {
  /** Throws 429 `TOO_MANY_ATTEMPTS` (with `Retry-After`) when the key has used up its attempts in the window. */
  assertAllowed(action: ThrottledAction, key: string): void;
  /** Counts one attempt now. */
  record(action: ThrottledAction, key: string): void;
  /** Forgets the key's attempts (a successful login). */
  clear(action: ThrottledAction, key: string): void;
  /** Forgets every count, as when the window has passed for all (mock control, reset). */
  clearAll(): void;
}

export function createAttemptThrottle(now: () => number, limits: () => ThrottleLimits): AttemptThrottle {
  const attempts = new Map<string, number[]>();
  const id = (action: ThrottledAction, key: string) => `${action} ${key.trim().toLowerCase()}`;
  /** The key's attempts still inside the window, oldest first. */
  const recent = (action: ThrottledAction, key: string): number[] => {
    const windowStart = now() - limits().windowSeconds * 1000;
    const kept = (attempts.get(id(action, key)) ?? []).filter((at) => at > windowStart);
    if (kept.length) attempts.set(id(action, key), kept);
    else attempts.delete(id(action, key));
    return kept;
  };
  return {
    assertAllowed(action, key) {
      const { attempts: allowed, windowSeconds } = limits();
      const inWindow = recent(action, key);
      if (inWindow.length < allowed) return;
      // Allowed again once enough of them have left the window that one more fits.
      const freedAt = inWindow[inWindow.length - allowed]! + windowSeconds * 1000;
      const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now()) / 1000));
      throw new ApiProblem(
        429,
        'TOO_MANY_ATTEMPTS',
        `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
        undefined,
        { 'Retry-After': String(retryAfterSeconds) },
        { retryAfterSeconds },
      );
    },
    record(action, key) {
      attempts.set(id(action, key), [...recent(action, key), now()]);
    },
    clear(action, key) {
      attempts.delete(id(action, key));
    },
    clearAll() {
      attempts.clear();
    },
  };
}
