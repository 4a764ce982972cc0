import { describe, expect, it } from 'vitest';
import { getMyAvailability, updateMyAvailability } from '../../src/lib/api/generated/sdk.gen';
import { useTestApi } from '../testing/useTestApi';

/**
 * The seed's pilot round 2: the production (user@cue.test) and Ujin Yoo have marked slots; the demo musician
 * (musician@cue.test) none. Its meeting days, 25-26 February 2027, end 26 February at 18:00 in Seoul.
 */
describe("participants' availability for the 1:1 meetings", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const path = { roundId: 2 };
  const MEETINGS_END = Date.parse('2027-02-26T09:00:00Z');

  it('shows a participant their marked slots, none at first, and nobody else any', async () => {
    const production = await api().clientFor('user@cue.test');
    const composer = await api().clientFor('musician@cue.test');
    expect((await getMyAvailability({ client: production, path })).data!.data).toEqual({
      roundId: 2,
      slotIds: ['2027-02-25T10:00', '2027-02-25T10:30', '2027-02-25T11:00', '2027-02-25T14:00', '2027-02-25T14:30', '2027-02-26T10:00', '2027-02-26T10:30'],
      updatedAt: '2026-09-20T01:00:00.000Z',
    });
    expect((await getMyAvailability({ client: composer, path })).data!.data).toEqual({ roundId: 2, slotIds: [], updatedAt: null });
    for (const login of ['newmusician@cue.test', 'admin@cue.test']) {
      const client = await api().clientFor(login);
      expect((await getMyAvailability({ client, path })).error).toMatchObject({ status: 403, code: 'NOT_A_MEETING_PARTICIPANT' });
      expect((await updateMyAvailability({ client, path, body: { slotIds: [] } })).error).toMatchObject({ status: 403, code: 'NOT_A_MEETING_PARTICIPANT' });
    }
    expect((await getMyAvailability({ client: production, path: { roundId: 1 } })).error).toMatchObject({ status: 403, code: 'NOT_A_MEETING_PARTICIPANT' });
    expect((await getMyAvailability({ client: production, path: { roundId: 99 } })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
    expect((await getMyAvailability({ client: api().anonymous, path })).error).toMatchObject({ status: 401 });
  });

  it("replaces the marks with slots of the round's settings, each once, until the last meeting day ends", async () => {
    const composer = await api().clientFor('musician@cue.test');
    expect((await updateMyAvailability({ client: composer, path, body: { slotIds: ['2027-02-25T12:30', '2027-02-27T10:00'] } })).error).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'slotIds', code: 'unknown_slot' })],
    });
    expect((await updateMyAvailability({ client: composer, path, body: { slotIds: ['2027-02-25T10:00', '2027-02-25T10:00'] } })).error).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'slotIds' })],
    });
    const saved = await updateMyAvailability({ client: composer, path, body: { slotIds: ['2027-02-26T17:30', '2027-02-25T10:00'] } });
    expect(saved.data!.data).toEqual({ roundId: 2, slotIds: ['2027-02-25T10:00', '2027-02-26T17:30'], updatedAt: new Date(api().clock.now()).toISOString() });
    expect((await updateMyAvailability({ client: composer, path, body: { slotIds: ['2027-02-25T11:00'] } })).data!.data.slotIds).toEqual(['2027-02-25T11:00']);
    expect((await getMyAvailability({ client: composer, path })).data!.data.slotIds).toEqual(['2027-02-25T11:00']);
    expect(api().provider.ctx.db.meetingAvailability.findMany((q) => q.where({ userId: 2 }))).toHaveLength(1);

    api().clock.advance(MEETINGS_END - api().clock.now());
    expect((await updateMyAvailability({ client: composer, path, body: { slotIds: [] } })).error).toMatchObject({ status: 409, code: 'MEETINGS_CLOSED' });
    expect((await getMyAvailability({ client: composer, path })).data!.data.slotIds).toEqual(['2027-02-25T11:00']);
  });
});
