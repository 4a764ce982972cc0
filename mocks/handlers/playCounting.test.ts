import { describe, expect, it } from 'vitest';
import { getMusic, recordPlay } from '../../src/lib/api/generated/sdk.gen';
import { CLIENT_ADDRESS_HEADER } from '../http/clientAddress';
import { useTestApi } from '../testing/useTestApi';

const HOUR = 60 * 60 * 1000;

describe('play counts are honest: once per track, listener and window', () => {
  const api = useTestApi();
  const playCount = async (musicFileId: number) => (await getMusic({ client: api().anonymous, path: { musicFileId } })).data!.data.playCount;
  const from = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address });

  it('counts one anonymous client once, however many listener ids it makes up', async () => {
    const before = await playCount(3);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        recordPlay({ client: api().anonymous, headers: from('203.0.113.7'), path: { musicFileId: 3 }, body: { listenerId: `fresh-listener-${index}` } }),
      ),
    );
    expect(answers.filter((answer) => answer.data!.data.counted)).toHaveLength(1);
    expect(await playCount(3)).toBe(before + 1);
    // Another client is another listener.
    const other = await recordPlay({ client: api().anonymous, headers: from('198.51.100.2'), path: { musicFileId: 3 }, body: { listenerId: 'other-client-1' } });
    expect(other.data!.data).toEqual({ musicFileId: 3, playCount: before + 2, counted: true });
  });

  it('counts a logged-in listener once on any device, and again after the window', async () => {
    const user = await api().clientFor('user@cue.test');
    const before = await playCount(4);
    const first = await recordPlay({ client: user, headers: from('203.0.113.8'), path: { musicFileId: 4 }, body: { listenerId: 'phone-listener' } });
    const otherDevice = await recordPlay({ client: user, headers: from('198.51.100.9'), path: { musicFileId: 4 }, body: { listenerId: 'laptop-listener' } });
    expect([first.data!.data.counted, otherDevice.data!.data.counted]).toEqual([true, false]);
    // Someone else on the same address (a venue's network) who is logged in counts as themself.
    const musician = await api().clientFor('musician@cue.test');
    expect(
      (await recordPlay({ client: musician, headers: from('203.0.113.8'), path: { musicFileId: 4 }, body: { listenerId: 'venue-listener' } })).data!.data.counted,
    ).toBe(true);
    // A day later the access token has long expired: the listener logs in again, still the same listener.
    api().clock.advance(api().provider.ctx.settings.playCountWindowSeconds * 1000 - HOUR);
    expect(
      (await recordPlay({ client: await api().clientFor('user@cue.test'), path: { musicFileId: 4 }, body: { listenerId: 'tablet-listener' } })).data!.data.counted,
    ).toBe(false);
    api().clock.advance(2 * HOUR);
    expect((await recordPlay({ client: await api().clientFor('user@cue.test'), path: { musicFileId: 4 }, body: { listenerId: 'tablet-listener' } })).data!.data).toEqual({
      musicFileId: 4,
      playCount: before + 3,
      counted: true,
    });
    // A listener id is counted once per track, even after the window.
    expect(
      (await recordPlay({ client: api().anonymous, headers: from('192.0.2.44'), path: { musicFileId: 4 }, body: { listenerId: 'phone-listener' } })).data!.data.counted,
    ).toBe(false);
  });
});
