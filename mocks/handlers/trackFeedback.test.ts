import { describe, expect, it } from 'vitest';
import { addShortlistTrack, createShareLink, createShortlist, getMyTrackFeedback, likeMusic, recordPlay, unlikeMusic } from '../../src/lib/api/generated/sdk.gen';
import type { TrackFeedback } from '../../src/lib/api/generated/types.gen';
import { CLIENT_ADDRESS_HEADER } from '../http/clientAddress';
import { useTestApi } from '../testing/useTestApi';

const DAY = 24 * 60 * 60 * 1000;
const today = (feedback: TrackFeedback) => feedback.days.at(-1)!;

describe("composers' feedback", () => {
  const api = useTestApi();

  const feedbackOf = async (musicFileId: number) => {
    const client = await api().clientFor('musician@cue.test');
    const all = (await getMyTrackFeedback({ client })).data!.data;
    return all.find((track) => track.musicFileId === musicFileId)!;
  };

  it('is for musicians only', async () => {
    const { error, response } = await getMyTrackFeedback({ client: await api().clientFor('user@cue.test') });
    expect(response?.status).toBe(403);
    expect(error?.code).toBe('MUSICIAN_ONLY');
    expect((await getMyTrackFeedback({ client: api().anonymous })).response?.status).toBe(401);
    expect((await getMyTrackFeedback({ client: await api().clientFor('newmusician@cue.test') })).data!.data).toEqual([]);
  });

  it('gives each own track 30 UTC days ending today, oldest first, with a seeded history and totals of those days', async () => {
    const client = await api().clientFor('musician@cue.test');
    const tracks = (await getMyTrackFeedback({ client })).data!.data;
    expect(tracks.map((track) => track.musicFileId)).toEqual([1, 2]);
    expect(tracks[0]!.title).toEqual({ ko: '새벽의 추격', en: 'Chase at Dawn' });
    const todayDate = new Date(api().clock.now()).toISOString().slice(0, 10);
    for (const track of tracks) {
      expect(track.days).toHaveLength(30);
      expect(today(track).date).toBe(todayDate);
      expect(track.days[0].date).toBe(new Date(Date.parse(`${todayDate}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10));
      expect(track.days.map((day) => day.date)).toEqual([...track.days.map((day) => day.date)].sort());
      for (const key of ['plays', 'likes', 'shortlistAdds', 'sharedPlays'] as const) {
        expect(track.totals[key]).toBe(track.days.reduce((sum, day) => sum + day[key], 0));
      }
      expect(track.days.every((day) => day.sharedPlays <= day.plays)).toBe(true);
      // The chart has shape: several busy days, not the same count every day.
      expect(new Set(track.days.map((day) => day.plays)).size).toBeGreaterThan(1);
      expect(track.totals.plays).toBeGreaterThan(10);
    }
  });

  it('gives all-time totals that keep the days fallen out of the 30-day window', async () => {
    const before = await feedbackOf(1);
    for (const key of ['plays', 'likes', 'shortlistAdds', 'sharedPlays'] as const) expect(before.allTimeTotals[key]).toBeGreaterThanOrEqual(before.totals[key]);
    const firstDay = before.days[0];
    expect(firstDay.plays).toBeGreaterThan(0);
    api().clock.advance(DAY);
    const after = await feedbackOf(1);
    expect(after.allTimeTotals).toEqual(before.allTimeTotals);
    expect(after.totals.plays).toBe(before.totals.plays - firstDay.plays);
  });

  it('keeps the history relative to the clock: a day later, the window moves by one day', async () => {
    const before = await feedbackOf(1);
    api().clock.advance(DAY);
    const after = await feedbackOf(1);
    expect(after.days.slice(0, 29)).toEqual(before.days.slice(1));
    expect(today(after)).toMatchObject({ plays: 0, likes: 0, shortlistAdds: 0, sharedPlays: 0 });
  });

  it('counts a play today once per listener, and a shared play when it came through a live link of a list that holds the track', async () => {
    const before = today(await feedbackOf(1));
    const anonymous = api().anonymous;
    /** Each listener on its own client (network address). */
    const from = (client: number) => ({ [CLIENT_ADDRESS_HEADER]: `10.0.0.${client}` });
    await recordPlay({ client: anonymous, headers: from(1), path: { musicFileId: 1 }, body: { listenerId: 'feedback-listener-1' } });
    await recordPlay({ client: anonymous, headers: from(1), path: { musicFileId: 1 }, body: { listenerId: 'feedback-listener-1' } });
    expect(today(await feedbackOf(1))).toMatchObject({ plays: before.plays + 1, sharedPlays: before.sharedPlays });

    const supervisor = await api().clientFor('user@cue.test');
    const holding = (await createShortlist({ client: supervisor, body: { name: 'holds 1', musicFileId: 1 } })).data!.data.shortlistId;
    const other = (await createShortlist({ client: supervisor, body: { name: 'holds 2', musicFileId: 2 } })).data!.data.shortlistId;
    const link = (await createShareLink({ client: supervisor, path: { shortlistId: holding }, body: { expiry: 'DAYS_7' } })).data!.data.token;
    const otherLink = (await createShareLink({ client: supervisor, path: { shortlistId: other }, body: { expiry: 'DAYS_7' } })).data!.data.token;
    await recordPlay({ client: anonymous, headers: from(2), path: { musicFileId: 1 }, body: { listenerId: 'feedback-listener-2', shareToken: link } });
    // A live link whose list does not hold the track counts a plain play.
    await recordPlay({ client: anonymous, headers: from(3), path: { musicFileId: 1 }, body: { listenerId: 'feedback-listener-3', shareToken: otherLink } });
    expect(today(await feedbackOf(1))).toMatchObject({ plays: before.plays + 3, sharedPlays: before.sharedPlays + 1 });
    // A token that is no link, and a revoked link, count nothing.
    const unknown = await recordPlay({
      client: anonymous,
      headers: from(4),
      path: { musicFileId: 1 },
      body: { listenerId: 'feedback-listener-4', shareToken: 'B'.repeat(24) },
    });
    expect([unknown.response!.status, unknown.error?.code]).toEqual([404, 'SHARE_LINK_NOT_FOUND']);
    await createShareLink({ client: supervisor, path: { shortlistId: holding }, body: { expiry: 'NEVER' } });
    const revoked = await recordPlay({ client: anonymous, headers: from(5), path: { musicFileId: 1 }, body: { listenerId: 'feedback-listener-5', shareToken: link } });
    expect([revoked.response!.status, revoked.error?.code]).toEqual([410, 'SHARE_LINK_UNAVAILABLE']);
    expect(today(await feedbackOf(1))).toMatchObject({ plays: before.plays + 3, sharedPlays: before.sharedPlays + 1 });
  });

  it('counts a like (an unlike does not take it back) and every add to a shortlist', async () => {
    const before = today(await feedbackOf(2));
    const user = await api().clientFor('user@cue.test');
    await unlikeMusic({ client: user, path: { musicFileId: 2 } });
    await likeMusic({ client: user, path: { musicFileId: 2 } });
    await likeMusic({ client: user, path: { musicFileId: 2 } });
    await unlikeMusic({ client: user, path: { musicFileId: 2 } });
    expect(today(await feedbackOf(2))).toMatchObject({ likes: before.likes + 1 });

    await createShortlist({ client: user, body: { name: 'first', musicFileId: 2 } });
    const second = (await createShortlist({ client: user, body: { name: 'second' } })).data!.data.shortlistId;
    await addShortlistTrack({ client: user, path: { shortlistId: second }, body: { musicFileId: 2 } });
    await addShortlistTrack({ client: user, path: { shortlistId: second }, body: { musicFileId: 2 } });
    const after = today(await feedbackOf(2));
    expect(after).toMatchObject({ likes: before.likes + 1, shortlistAdds: before.shortlistAdds + 2 });
    expect(JSON.stringify(await feedbackOf(2))).not.toContain('user@cue.test');
  });
});
