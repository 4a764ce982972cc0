import { describe, expect, it } from 'vitest';
import { closeRound, createRound, getCurrentRound, getRound, listRounds, openRound, updateRound } from '../../src/lib/api/generated/sdk.gen';
import type { ProgramRoundInput } from '../../src/lib/api/generated/types.gen';
import { useTestApi } from '../testing/useTestApi';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A round's settings with windows around `now` (the test clock): projects open, composers upcoming. */
function settings(now: number, overrides: Partial<ProgramRoundInput> = {}): ProgramRoundInput {
  const at = (offset: number) => new Date(now + offset).toISOString();
  return {
    name: { ko: '  2027 영화음악 매칭  ', en: '2027 Film Music Matching' },
    description: { ko: '두 번째 회차입니다.\n참가 방법은 곧 안내합니다.', en: 'The second round.' },
    projectWindow: { opensAt: at(-DAY), closesAt: at(10 * DAY) },
    composerWindow: { opensAt: at(2 * DAY), closesAt: at(20 * DAY) },
    projectPlaces: 10,
    composerPlaces: 30,
    meetingDays: ['2026-12-30', '2026-12-29'],
    ...overrides,
  };
}

describe('rounds of the matching program', () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });

  it("tells anyone the open round with where its windows stand at the provider's clock", async () => {
    const open = await getCurrentRound({ client: api().anonymous });
    expect(open.data!.data).toMatchObject({
      roundId: 1,
      name: { ko: '2026 영화음악 매칭 프로그램', en: '2026 Film Music Matching Program' },
      status: 'open',
      projectWindowState: 'open',
      composerWindowState: 'open',
      meetingDays: ['2027-03-04', '2027-03-05'],
    });
    api().clock.advance(95 * DAY);
    const later = (await getCurrentRound({ client: api().anonymous })).data!.data!;
    expect([later.projectWindowState, later.composerWindowState]).toEqual(['closed', 'open']);
    await api().settle();
    expect(api().violations).toEqual([]);
  });

  it('lets the office prepare a draft nobody else sees, open it once the other round is closed, and never change a closed round', async () => {
    const office = await api().clientFor('admin@cue.test');
    const user = await api().clientFor('user@cue.test');
    const now = api().clock.now();

    const created = await createRound({ client: office, body: settings(now) });
    expect(created.response!.status).toBe(201);
    const draft = created.data!.data;
    expect(draft).toMatchObject({
      status: 'draft',
      name: { ko: '2027 영화음악 매칭' },
      meetingDays: ['2026-12-29', '2026-12-30'],
      projectWindowState: 'open',
      composerWindowState: 'upcoming',
    });
    const roundId = draft.roundId;
    for (const client of [api().anonymous, user]) expect((await getRound({ client, path: { roundId } })).error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
    expect((await getRound({ client: office, path: { roundId } })).data!.data.status).toBe('draft');
    expect((await listRounds({ client: office })).data!.data.map((round) => round.roundId)).toEqual([roundId, 1, 2]);

    expect((await openRound({ client: office, path: { roundId } })).error).toMatchObject({ status: 409, code: 'ROUND_ALREADY_OPEN' });
    expect((await closeRound({ client: office, path: { roundId: 1 } })).data!.data.status).toBe('closed');
    expect((await getCurrentRound({ client: user })).data!.data).toBeNull();
    expect((await openRound({ client: office, path: { roundId } })).data!.data).toMatchObject({ status: 'open', openedAt: new Date(now).toISOString() });
    expect((await getCurrentRound({ client: api().anonymous })).data!.data!.roundId).toBe(roundId);

    expect((await openRound({ client: office, path: { roundId } })).error).toMatchObject({ status: 409, code: 'ROUND_NOT_DRAFT' });
    expect((await closeRound({ client: office, path: { roundId: 1 } })).error).toMatchObject({ status: 409, code: 'ROUND_NOT_OPEN' });
    expect((await updateRound({ client: office, path: { roundId: 1 }, body: settings(now) })).error).toMatchObject({ status: 409, code: 'ROUND_CLOSED' });
    // A closed round stays public.
    expect((await getRound({ client: api().anonymous, path: { roundId: 1 } })).data!.data.status).toBe('closed');

    const saved = await updateRound({ client: office, path: { roundId }, body: settings(now, { composerPlaces: 35 }) });
    expect(saved.data!.data).toMatchObject({ status: 'open', composerPlaces: 35 });
    await api().settle();
    expect(api().violations).toEqual([]);
  });

  it("is the office's alone: anonymous callers get 401, everyone else 403 FORBIDDEN", async () => {
    const now = api().clock.now();
    expect((await createRound({ client: api().anonymous, body: settings(now) })).error).toMatchObject({ status: 401 });
    for (const email of ['user@cue.test', 'musician@cue.test']) {
      const client = await api().clientFor(email);
      expect((await createRound({ client, body: settings(now) })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await listRounds({ client })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await closeRound({ client, path: { roundId: 1 } })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await updateRound({ client, path: { roundId: 1 }, body: settings(now) })).error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect(api().provider.ctx.db.rounds.all()).toHaveLength(2);
  });

  it('refuses settings that break a rule, naming each field, and creates nothing', async () => {
    const office = await api().clientFor('admin@cue.test');
    const now = api().clock.now();
    const backwards = settings(now, {
      projectWindow: { opensAt: new Date(now + DAY).toISOString(), closesAt: new Date(now).toISOString() },
      meetingDays: ['2026-11-05'],
    });
    const refused = await createRound({ client: office, body: backwards });
    expect(refused.error).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect(refused.error!.fieldErrors!.map(({ field, code }) => `${field} ${code}`)).toEqual([
      'projectWindow.closesAt not_after_opening',
      'meetingDays before_windows_close',
    ]);
    const limits = await createRound({ client: office, body: settings(now, { projectPlaces: 0, name: { ko: '\u200b', en: '' } }) });
    expect(limits.error).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect(api().provider.ctx.db.rounds.all()).toHaveLength(2);
  });
});
