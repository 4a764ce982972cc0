import type { Page } from 'playwright-core';

/**
 * A shortlist of the demo user, shared by a link, made through the contract's operations on the page's origin
 * (the owner pages are not needed): two tracks, the second with a note at 0:12. Answers the link's token;
 * `revoked` revokes it again (the "no longer available" page).
 */
export async function shareDemoShortlist(page: Page, { revoked = false } = {}): Promise<string> {
  const request = page.request;
  const call = async <T>(method: 'post' | 'patch' | 'put' | 'delete', path: string, token: string | undefined, data?: unknown): Promise<T> => {
    const response = await request[method](path, { data, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const { accessToken } = await call<{ accessToken: string }>('post', '/api/v1/user/login', undefined, { login: 'user@cue.test', password: 'cue-connect-1' });
  const { shortlistId } = await call<{ shortlistId: number }>('post', '/api/v1/shortlists', accessToken, {
    name: 'Night chase temp',
    description: 'Candidates for reel 3',
  });
  for (const musicFileId of [2, 1]) await call('post', `/api/v1/shortlists/${shortlistId}/tracks`, accessToken, { musicFileId });
  await call('patch', `/api/v1/shortlists/${shortlistId}/tracks/1`, accessToken, { note: 'The brass at the drop', noteSeconds: 12 });
  const { token } = await call<{ token: string }>('put', `/api/v1/shortlists/${shortlistId}/share`, accessToken, { expiry: 'DAYS_7' });
  if (revoked) await call('delete', `/api/v1/shortlists/${shortlistId}/share`, accessToken);
  return token;
}
