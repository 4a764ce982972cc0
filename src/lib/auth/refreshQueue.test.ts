import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createRefreshQueue, type RefreshQueueOptions, type StoredTokens, type TokenPair } from './refreshQueue';

/** A shared localStorage stand-in and a Web Lock stand-in (a promise chain), as several tabs see them. */
function createWorld(initial: StoredTokens = { accessToken: 'access-0', refreshToken: 'refresh-0' }) {
  let tokens: StoredTokens = { ...initial };
  let chain: Promise<unknown> = Promise.resolve();
  return {
    get tokens() {
      return tokens;
    },
    readTokens: () => ({ ...tokens }),
    storeTokens: (pair: TokenPair) => {
      tokens = { ...pair };
    },
    clear: () => {
      tokens = { accessToken: undefined, refreshToken: undefined };
    },
    withLock: <T>(task: () => Promise<T>): Promise<T> => {
      const run = chain.then(task, task);
      chain = run.catch(() => undefined);
      return run;
    },
  };
}

function queueIn(world: ReturnType<typeof createWorld>, overrides: Partial<RefreshQueueOptions> = {}) {
  const onFailed = vi.fn(() => world.clear());
  const refresh = vi.fn(async (refreshToken: string): Promise<TokenPair | undefined> => ({
    accessToken: refreshToken.replace('refresh', 'access') + '-new',
    refreshToken: refreshToken + '-new',
  }));
  const queue = createRefreshQueue({
    readTokens: world.readTokens,
    storeTokens: world.storeTokens,
    withLock: world.withLock,
    refresh,
    onFailed,
    ...overrides,
  });
  return { queue, refresh: (overrides.refresh as typeof refresh | undefined) ?? refresh, onFailed };
}

describe('the refresh queue', () => {
  it('refreshes once for concurrent 401s and retries each with the new token', async () => {
    const world = createWorld();
    const { queue, refresh } = queueIn(world);
    const retry = vi.fn(async (token: string) => `ok with ${token}`);
    const results = await Promise.all([1, 2, 3].map(() => queue.handleUnauthorized('access-0', retry, '401')));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-0');
    expect(results).toEqual(['ok with access-0-new', 'ok with access-0-new', 'ok with access-0-new']);
    expect(world.tokens).toEqual({ accessToken: 'access-0-new', refreshToken: 'refresh-0-new' });
  });

  it('retries a late 401 of an older token with the newest token, without refreshing again', async () => {
    const world = createWorld({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    const { queue, refresh } = queueIn(world);
    const result = await queue.handleUnauthorized('access-1', async (token) => token, 'original');
    expect(result).toBe('access-2');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('uses the token another tab stored while it waited for the lock', async () => {
    const world = createWorld();
    const { queue, refresh } = queueIn(world, {
      withLock: (task) => {
        world.storeTokens({ accessToken: 'from-other-tab', refreshToken: 'refresh-other' });
        return task();
      },
    });
    expect(await queue.handleUnauthorized('access-0', async (token) => token, 'original')).toBe('from-other-tab');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('without a refresh token, gives the original answer back and fails once', async () => {
    const world = createWorld({ accessToken: 'access-0', refreshToken: undefined });
    const { queue, refresh, onFailed } = queueIn(world);
    const retry = vi.fn(async () => 'retried');
    expect(await queue.handleUnauthorized('access-0', retry, 'original')).toBe('original');
    expect(refresh).not.toHaveBeenCalled();
    expect(retry).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('when the refresh is refused, rejects every waiting call and clears the tokens', async () => {
    const world = createWorld();
    const { queue, onFailed } = queueIn(world, { refresh: vi.fn(async () => undefined) });
    const retry = vi.fn(async () => 'retried');
    const results = await Promise.all([1, 2].map(() => queue.handleUnauthorized('access-0', retry, 'original')));
    expect(results).toEqual(['original', 'original']);
    expect(retry).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(world.tokens).toEqual({ accessToken: undefined, refreshToken: undefined });
  });

  it('when the answer is lost (offline, the tab navigating away), keeps the stored tokens and does not sign out', async () => {
    for (const lose of [
      { refresh: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) },
      { withLock: () => Promise.reject(new DOMException('The lock request was aborted', 'AbortError')) },
    ]) {
      const world = createWorld();
      const onAbandoned = vi.fn();
      const { queue, onFailed } = queueIn(world, { ...lose, onAbandoned });
      const retry = vi.fn(async () => 'retried');
      const results = await Promise.all([1, 2].map(() => queue.handleUnauthorized('access-0', retry, 'original')));
      expect(results).toEqual(['original', 'original']);
      expect(retry).not.toHaveBeenCalled();
      expect(onFailed).not.toHaveBeenCalled();
      expect(onAbandoned).toHaveBeenCalledTimes(1);
      expect(world.tokens).toEqual({ accessToken: 'access-0', refreshToken: 'refresh-0' });
    }
  });

  it('tells when a refresh starts and ends', async () => {
    const world = createWorld();
    const onRefreshing = vi.fn();
    const onRefreshed = vi.fn();
    const { queue } = queueIn(world, { onRefreshing, onRefreshed });
    const pending = queue.handleUnauthorized('access-0', async (token) => token, 'original');
    expect(queue.refreshing).toBe(true);
    await pending;
    expect(queue.refreshing).toBe(false);
    expect(onRefreshing).toHaveBeenCalledTimes(1);
    expect(onRefreshed).toHaveBeenCalledWith('access-0-new');
  });
});

describe('the refresh queue under random interleavings (fast-check scheduler)', () => {
  const REQUESTS = 20;
  const RUNS = 1_000;
  /** Which tab (of one to three sharing storage and the lock) each of the 20 requests comes from. */
  const tabsOfRequests = fc.integer({ min: 1, max: 3 }).chain((tabs) => fc.array(fc.nat(tabs - 1), { minLength: REQUESTS, maxLength: REQUESTS }));

  async function runScenario(s: fc.Scheduler, tabOf: number[], refreshSucceeds: boolean) {
    const world = createWorld();
    let refreshCalls = 0;
    const refresh = s.scheduleFunction(async (refreshToken: string): Promise<TokenPair | undefined> => {
      refreshCalls += 1;
      return refreshSucceeds ? { accessToken: 'access-1', refreshToken: `${refreshToken}-1` } : undefined;
    });
    const tabs = [0, 1, 2].map(() => queueIn(world, { refresh }).queue);
    const retries = Array.from({ length: REQUESTS }, () => 0);
    const retriedWith: string[] = [];
    const calls = tabOf.map(async (tab, index) => {
      await s.schedule(Promise.resolve(), `401 of request ${index} (tab ${tab})`);
      const retry = s.scheduleFunction(async (token: string) => {
        retries[index] = (retries[index] ?? 0) + 1;
        retriedWith.push(token);
        return `ok ${index}`;
      });
      return tabs[tab]!.handleUnauthorized('access-0', retry, `401 ${index}`);
    });
    await s.waitIdle();
    const results = await Promise.all(calls);
    return { world, results, retries, retriedWith, refreshCalls };
  }

  it('makes exactly one refresh and retries every request once with the new token', async () => {
    let runs = 0;
    let refreshCalls = 0;
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), tabsOfRequests, async (s, tabOf) => {
        runs += 1;
        const outcome = await runScenario(s, tabOf, true);
        refreshCalls += outcome.refreshCalls;
        expect(outcome.refreshCalls).toBe(1);
        expect(outcome.retries.every((count) => count === 1)).toBe(true);
        expect(new Set(outcome.retriedWith)).toEqual(new Set(['access-1']));
        expect(outcome.results).toEqual(outcome.results.map((_, index) => `ok ${index}`));
        expect(outcome.world.tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-0-1' });
      }),
      { numRuns: RUNS },
    );
    console.log(`refresh queue property (success): ${runs} runs x ${REQUESTS} concurrent 401s, ${refreshCalls} refresh calls in total`);
    expect(runs).toBeGreaterThanOrEqual(RUNS);
    expect(refreshCalls).toBe(runs);
  });

  it('when the refresh fails: one refresh, every request rejected with its 401, tokens cleared', async () => {
    let runs = 0;
    let refreshCalls = 0;
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), tabsOfRequests, async (s, tabOf) => {
        runs += 1;
        const outcome = await runScenario(s, tabOf, false);
        refreshCalls += outcome.refreshCalls;
        expect(outcome.refreshCalls).toBe(1);
        expect(outcome.retries.every((count) => count === 0)).toBe(true);
        expect(outcome.results).toEqual(outcome.results.map((_, index) => `401 ${index}`));
        expect(outcome.world.tokens).toEqual({ accessToken: undefined, refreshToken: undefined });
      }),
      { numRuns: RUNS },
    );
    console.log(`refresh queue property (failed refresh): ${runs} runs x ${REQUESTS} concurrent 401s, ${refreshCalls} refresh calls in total`);
    expect(refreshCalls).toBe(runs);
  });

  it('renews ahead once for calls sent at the same time, and joins a refresh a 401 started', async () => {
    const world = createWorld();
    const { queue, refresh } = queueIn(world);
    const retry = vi.fn(async (token: string) => token);
    const results = await Promise.all([queue.renewAhead('access-0'), queue.renewAhead('access-0'), queue.handleUnauthorized('access-0', retry, 'original')]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results).toEqual(['access-0-new', 'access-0-new', 'access-0-new']);
  });

  it('takes the token another tab already renewed instead of refreshing again', async () => {
    const world = createWorld({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const { queue, refresh } = queueIn(world);
    expect(await queue.renewAhead('access-0')).toBe('access-1');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('ends the session when the renewal is refused, and keeps it when the answer is lost', async () => {
    const refused = createWorld();
    const first = queueIn(refused, { refresh: vi.fn(async () => undefined) });
    expect(await first.queue.renewAhead('access-0')).toBeUndefined();
    expect(first.onFailed).toHaveBeenCalledTimes(1);
    expect(refused.tokens).toEqual({ accessToken: undefined, refreshToken: undefined });
    const lost = createWorld();
    const second = queueIn(lost, { refresh: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await second.queue.renewAhead('access-0')).toBeUndefined();
    expect(second.onFailed).not.toHaveBeenCalled();
    expect(lost.tokens).toEqual({ accessToken: 'access-0', refreshToken: 'refresh-0' });
  });
});
