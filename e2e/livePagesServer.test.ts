import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../mocks/server/startMockServer';
import { DEFAULT_PAGE_SIZE } from '../src/features/musicians/list/listQuery';
import { ensureAppBuilt } from '../features/support/appBuild';

/** The pages `npm start`'s server renders at request time (mocks/server/livePages.ts), as it runs them. */
describe('pages rendered at request time on npm start', () => {
  let server: MockServer;
  beforeAll(async () => {
    await ensureAppBuilt();
    server = await startMockServer({ port: 0, staticDir: 'dist', warmPages: true });
  }, 240_000);
  afterAll(() => server?.close());

  const call = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}`);
    return ((await answer.json()) as { data: T }).data;
  };
  const logIn = async (login: string) => (await call<{ accessToken: string }>('POST', '/api/v1/user/login', undefined, { login, password: 'cue-connect-1' })).accessToken;
  const page = async (path: string) => {
    const answer = await fetch(`${server.url}${path}`, { headers: { Cookie: 'cue-lang=en' } });
    return { etag: answer.headers.get('etag'), html: await answer.text() };
  };

  it('warms the home page, every page of the musician list and every musician, in Korean and in English, each answered', async () => {
    const warmed = await server.warmed;
    const { totalElements, totalPages } = await call<{ totalElements: number; totalPages: number }>('GET', `/api/v1/musicians?page=1&size=${DEFAULT_PAGE_SIZE}`);
    expect(totalElements).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    expect(warmed?.pages).toBe(2 * (1 + totalPages + totalElements));
  });

  it("answers a musician's page rendered moments ago when only a count changed, and renders it again when the profile changed", async () => {
    const musician = await logIn('musician@cue.test');
    const profile = await call<{
      musicianId: number;
      name: { ko: string; en: string };
      intro: { ko: string; en: string };
      bio: { ko: string; en: string };
      contactName: string;
      contactEmail: string;
      tracks: Array<{ musicFileId: number; likeCount: number }>;
    }>('GET', '/api/v1/musician/profile', musician);
    const path = `/musician-details/${profile.musicianId}`;
    const before = await page(path);

    // The demo user likes the first track in the seed: taking the like back lowers its count.
    const { likeCount } = await call<{ likeCount: number }>('DELETE', `/api/v1/music/${profile.tracks[0]!.musicFileId}/like`, await logIn('user@cue.test'));
    expect(likeCount).toBe(profile.tracks[0]!.likeCount - 1);
    expect((await page(path)).etag).toBe(before.etag);

    const intro = { ...profile.intro, en: 'Scores for night chases and quiet gardens, now with strings.' };
    await call('PUT', '/api/v1/musician/profile', musician, {
      name: profile.name,
      intro,
      bio: profile.bio,
      contactName: profile.contactName,
      contactEmail: profile.contactEmail,
    });
    const after = await page(path);
    expect(after.etag).not.toBe(before.etag);
    expect(after.html).toContain(intro.en);
  });
});
