import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../mocks/server/startMockServer';
import { DEFAULT_PAGE_SIZE } from '../src/modules/musicians/list/listQuery';
import { ensureAppBuilt } from '../features/support/appBuild';

describe('warmPages (npm start): the pages rendered at request time are rendered once before the first visitors', () => {
  let server: MockServer;
  beforeAll(async () => {
    await ensureAppBuilt();
    server = await startMockServer({ port: 0, staticDir: 'dist', warmPages: true });
  }, 240_000);
  afterAll(() => server?.close());

  it('renders the home page, every page of the musician list and every musician, in Korean and in English, each answered', async () => {
    const warmed = await server.warmed;
    const answer = await fetch(`${server.url}/api/v1/musicians?page=1&size=${DEFAULT_PAGE_SIZE}`);
    const { data } = (await answer.json()) as { data: { totalElements: number; totalPages: number } };
    expect(data.totalElements).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    expect(warmed?.pages).toBe(2 * (1 + data.totalPages + data.totalElements));
  });
});
