import { afterEach, beforeEach, expect } from 'vitest';
import type { MockSettings } from '../context';
import { startTestApi, type TestApi } from './testApi';

/**
 * A fresh seeded mock provider for each test; after each test, every response it gave must have
 * matched the contract. Returns a getter because the provider is created in `beforeEach`.
 */
export function useTestApi(settings?: Partial<MockSettings>): () => TestApi {
  let api: TestApi | undefined;
  beforeEach(async () => {
    api = await startTestApi(settings);
  });
  afterEach(async () => {
    await api!.settle();
    const violations = [...api!.violations];
    api!.close();
    expect(violations).toEqual([]);
  });
  return () => api!;
}
