// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '../../../mocks/testing/testApi';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import { configureApiClient } from '../../api/client';
import { getMusic } from '../../api/generated/sdk.gen';
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
});
