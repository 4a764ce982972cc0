import { describe, expect, it } from 'vitest';
import { Icons } from './lazyIconLoader';

describe("Blueprint's icon loader, loaded on first use", () => {
  it('has no paths for a named icon until it is loaded, then the real ones', async () => {
    expect(Icons.getPaths('music', 16)).toBeUndefined();
    await Icons.load('music', 16);
    const paths = Icons.getPaths('music', 16);
    expect(paths?.length).toBeGreaterThan(0);
    expect(paths![0]).toMatch(/^M/);
    await Icons.load(['add', 'music'], 20);
    expect(Icons.getPaths('add', 20)?.length).toBeGreaterThan(0);
  });
});
