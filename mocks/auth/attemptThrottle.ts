import { ApiProblem } from '../http/problem';

/**
 * What a throttle counts (OWASP ASVS V2.2.1): wrong passwords per login id (`login`), password reset requests per
 * email (`passwordReset`), availability checks and sign-up attempts together per client (`availabilityCheck`) and
 * failed logins per client across every login id (`clientLoginFailure`, against password spraying).
 */
export type ThrottledAction = 'login' | 'passwordReset' | 'availabilityCheck' | 'clientLoginFailure';

/** One budget: attempts allowed within a sliding window; the next one is refused until the oldest of them leaves it. */
export interface ThrottleLimits {
  attempts: number;
  windowSeconds: number;
}

/**
 * Counts attempts in sliding windows, per action and key. An action may have several budgets (say 150 in 15 minutes
 * and 200 in an hour): an attempt needs room in every one. In memory only: counts are short-lived and a restart of
 * the provider forgets them, as a server's rate limiter would.
 */
export interface AttemptThrottle {
  /**
   * Throws 429 `TOO_MANY_ATTEMPTS` (with `Retry-After`) when the key has used up one of its budgets; the retry time
   * is the latest at which every budget has room again. With a `value`, an attempt for a value already counted for
   * the key inside its longest window is always allowed (asking again about the same thing tells nothing new).
   */
  assertAllowed(action: ThrottledAction, key: string, value?: string): void;
  /** Counts one attempt now; with a `value`, only when that value is not counted for the key inside its window. */
  record(action: ThrottledAction, key: string, value?: string): void;
  /** Uncounts the newest attempt (one counted before its outcome was known that turned out not to count). */
  release(action: ThrottledAction, key: string): void;
  /** Forgets the key's attempts (a successful login). */
  clear(action: ThrottledAction, key: string): void;
  /** Forgets every count, as when the window has passed for all (mock control, reset). */
  clearAll(): void;
}

export function createAttemptThrottle(now: () => number, budgetsOf: (action: ThrottledAction) => readonly ThrottleLimits[]): AttemptThrottle {
  const attempts = new Map<string, number[]>();
  /** When each distinct value was counted, per action and key (see `record`'s `value`). */
  const counted = new Map<string, Map<string, number>>();
  const id = (action: ThrottledAction, key: string) => `${action} ${key.trim().toLowerCase()}`;
  const windowMs = (limits: ThrottleLimits) => limits.windowSeconds * 1000;
  /** The key's attempts still inside its longest window, oldest first. */
  const recent = (action: ThrottledAction, key: string): number[] => {
    const longest = Math.max(0, ...budgetsOf(action).map(windowMs));
    const kept = (attempts.get(id(action, key)) ?? []).filter((at) => at > now() - longest);
    if (kept.length) attempts.set(id(action, key), kept);
    else attempts.delete(id(action, key));
    return kept;
  };
  /** Whether the value was counted for the key inside the action's longest window (older ones are forgotten). */
  const alreadyCounted = (action: ThrottledAction, key: string, value: string): boolean => {
    const values = counted.get(id(action, key));
    if (!values) return false;
    const longest = Math.max(0, ...budgetsOf(action).map(windowMs));
    for (const [seen, at] of values) if (at <= now() - longest) values.delete(seen);
    if (values.size === 0) counted.delete(id(action, key));
    return values.has(value);
  };
  return {
    assertAllowed(action, key, value) {
      if (value !== undefined && alreadyCounted(action, key, value)) return;
      const counted = recent(action, key);
      let freedAt: number | undefined;
      for (const limits of budgetsOf(action)) {
        const inWindow = counted.filter((at) => at > now() - windowMs(limits));
        if (inWindow.length < limits.attempts) continue;
        // Allowed again by this budget once enough of them have left its window that one more fits.
        const fits = inWindow[inWindow.length - limits.attempts]! + windowMs(limits);
        freedAt = Math.max(freedAt ?? fits, fits);
      }
      if (freedAt === undefined) return;
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
    record(action, key, value) {
      if (value !== undefined) {
        if (alreadyCounted(action, key, value)) return;
        counted.set(id(action, key), (counted.get(id(action, key)) ?? new Map<string, number>()).set(value, now()));
      }
      attempts.set(id(action, key), [...recent(action, key), now()]);
    },
    release(action, key) {
      const counted = recent(action, key);
      if (counted.length > 1) attempts.set(id(action, key), counted.slice(0, -1));
      else attempts.delete(id(action, key));
    },
    clear(action, key) {
      attempts.delete(id(action, key));
      counted.delete(id(action, key));
    },
    clearAll() {
      attempts.clear();
      counted.clear();
    },
  };
}
