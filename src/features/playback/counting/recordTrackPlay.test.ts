// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '../../../../mocks/testing/testApi';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { configureApiClient } from '../../../lib/api/client';
import { getMusic, login } from '../../../lib/api/generated/sdk.gen';
import { clearTokens, storeTokens } from '../../../lib/auth/sessionStore';
import { createPlayCounter } from './playCounter';
import { recordTrackPlay } from './recordTrackPlay';

const api = useTestApi();

beforeAll(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${TEST_ORIGIN}/`);
  configureApiClient({ apiBaseUrl: TEST_ORIGIN });
});

const playCountOf = async (musicFileId: number) => (await getMusic({ client: api().anonymous, path: { musicFileId }, throwOnError: true })).data.data.playCount;

describe('recording a play against the mock provider', () => {
  it('counts the listener once and reports the new count', async () => {
    sessionStorage.clear();
    const before = await playCountOf(14);
    const onCounted = vi.fn();
    const counter = createPlayCounter({ record: recordTrackPlay, onCounted });
    counter.begin(14, 20);
    counter.listen(1);
    for (let heard = 1; heard < 10; heard += 0.25) counter.listen(0.25);
    await vi.waitFor(() => expect(onCounted).toHaveBeenCalledWith(14, before + 1));
    expect(await playCountOf(14)).toBe(before + 1);
  });

  it('answers an unchanged count for a listener counted before', async () => {
    const first = await recordTrackPlay(14, 'listener-abcdef');
    const again = await recordTrackPlay(14, 'listener-abcdef');
    expect(first.counted).toBe(true);
    expect(again).toEqual({ musicFileId: 14, playCount: first.playCount, counted: false });
  });

  it('sends the share link the play came through, and nothing of the kind otherwise', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const bodies = async () => Promise.all(fetchSpy.mock.calls.map(([input]) => (input as Request).clone().json() as Promise<unknown>));
    try {
      await recordTrackPlay(14, 'listener-abcdef').catch(() => undefined);
      await recordTrackPlay(15, 'listener-abcdef', 'abcdefghijklmnopqrstuvwx').catch(() => undefined);
      expect(await bodies()).toEqual([{ listenerId: 'listener-abcdef' }, { listenerId: 'listener-abcdef', shareToken: 'abcdefghijklmnopqrstuvwx' }]);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('rejects (silently for the listener) when the track does not exist', async () => {
    await expect(recordTrackPlay(99999, 'listener-abcdef')).rejects.toMatchObject({ status: 404 });
  });

  it('counts a logged-in listener as themself, and anonymously when the server no longer takes their token', async () => {
    const tokens = (await login({ client: api().anonymous, body: { login: 'user@cue.test', password: 'cue-connect-1' }, throwOnError: true })).data.data;
    const refreshToken = tokens.refreshToken!;
    storeTokens({ accessToken: tokens.accessToken!, refreshToken });
    try {
      const before = await playCountOf(16);
      expect(await recordTrackPlay(16, 'listener-user-1')).toMatchObject({ playCount: before + 1, counted: true });
      // The same user on another device (another listener id) is the same listener.
      expect(await recordTrackPlay(16, 'listener-user-2')).toMatchObject({ counted: false });
      storeTokens({ accessToken: 'no-longer-valid-token', refreshToken });
      expect(await recordTrackPlay(17, 'listener-user-3')).toMatchObject({ counted: true });
    } finally {
      clearTokens();
    }
  });
});
