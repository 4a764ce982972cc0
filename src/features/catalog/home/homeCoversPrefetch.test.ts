// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { PREFETCH_FRESH_MS, prefetchHomeCovers, takePrefetchedHomeCovers } from './homeCoversPrefetch';

const getApi = useTestApi();
setUpPageTests();
afterEach(async () => {
  await takePrefetchedHomeCovers(0)?.catch(() => undefined);
});

describe('the home covers prefetch', () => {
  it('asks the provider when the route is entered and gives the answer to the page once', async () => {
    getApi();
    prefetchHomeCovers(1_000);
    const covers = await takePrefetchedHomeCovers(1_500);
    expect(covers!.length).toBeGreaterThan(0);
    expect(covers![0]!.coverUrl).toMatch(/^\/api\/v1\/files\//);
    expect(takePrefetchedHomeCovers(1_600)).toBeUndefined();
  });

  it('is not used when it is older than the page that comes to take it', async () => {
    getApi();
    prefetchHomeCovers(1_000);
    expect(takePrefetchedHomeCovers(1_000 + PREFETCH_FRESH_MS + 1)).toBeUndefined();
    await getApi().settle();
  });
});
