import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoundStatus } from '../../api/generated/types.gen';
import {
  announcementProblem,
  arrangingMeetings,
  decisionsAnnounced,
  festivalDate,
  roundActionRefusal,
  roundProblems,
  statusAfter,
  windowState,
  type RoundAction,
} from './rounds';

const window = (opensAt: string, closesAt: string) => ({ opensAt, closesAt });
const settings = {
  projectWindow: window('2026-11-01T00:00:00+09:00', '2027-01-15T18:00:00+09:00'),
  composerWindow: window('2026-11-15T00:00:00+09:00', '2027-01-31T18:00:00+09:00'),
  meetingDays: ['2027-02-18', '2027-02-19'],
};

describe('round rules', () => {
  it('tells where a window stands: upcoming before it opens, open until it closes, then closed', () => {
    const w = window('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z');
    expect(windowState(w, Date.parse('2026-11-30T23:59:59Z'))).toBe('upcoming');
    expect(windowState(w, Date.parse('2026-12-01T00:00:00Z'))).toBe('open');
    expect(windowState(w, Date.parse('2026-12-02T00:00:00Z'))).toBe('closed');
  });

  it('takes settings whose windows close after they open and whose meetings follow both windows', () => {
    expect(roundProblems(settings)).toEqual([]);
  });

  it('refuses a window closing before it opens, a day named twice, and a meeting day before the windows close (festival time)', () => {
    expect(roundProblems({ ...settings, projectWindow: window('2027-01-15T18:00:00+09:00', '2027-01-15T18:00:00+09:00') })).toEqual([
      { field: 'projectWindow.closesAt', code: 'not_after_opening' },
    ]);
    expect(roundProblems({ ...settings, meetingDays: ['2027-02-18', '2027-02-18'] })).toEqual([{ field: 'meetingDays', code: 'duplicate' }]);
    // 23:30 UTC on 31 January is already 1 February in Seoul: a meeting on 1 February is too early.
    expect(roundProblems({ ...settings, composerWindow: window('2026-11-15T00:00:00Z', '2027-01-31T23:30:00Z'), meetingDays: ['2027-02-01'] })).toEqual([
      { field: 'meetingDays', code: 'before_windows_close' },
    ]);
    expect(festivalDate(Date.parse('2027-01-31T23:30:00Z'))).toBe('2027-02-01');
  });

  it('moves a round draft -> open -> closed only, never opening a second one (any sequence of actions)', () => {
    const actions = fc.array(fc.record({ round: fc.nat(2), action: fc.constantFrom<RoundAction>('open', 'close', 'edit') }), { maxLength: 30 });
    fc.assert(
      fc.property(actions, (steps) => {
        const statuses: RoundStatus[] = ['draft', 'draft', 'draft'];
        for (const { round, action } of steps) {
          const before = statuses[round]!;
          const anotherOpen = statuses.some((status, index) => index !== round && status === 'open');
          if (roundActionRefusal(before, action, anotherOpen) === undefined) statuses[round] = statusAfter(before, action);
          expect(statuses.filter((status) => status === 'open').length).toBeLessThanOrEqual(1);
          const order = ['draft', 'open', 'closed'];
          expect(order.indexOf(statuses[round]!)).toBeGreaterThanOrEqual(order.indexOf(before));
        }
      }),
    );
  });

  it('announces only after both windows have closed, and not more than a minute in the past', () => {
    // The composer window closes later (31 January, 18:00 in Seoul = 09:00 UTC).
    const close = Date.parse('2027-01-31T09:00:00Z');
    const minute = 60_000;
    expect(announcementProblem(settings, close - 1, close - 2 * minute)).toBe('before_windows_close');
    // Past the project window's close but not the composer window's: still too early.
    expect(announcementProblem(settings, Date.parse('2027-01-20T00:00:00Z'), Date.parse('2027-01-19T00:00:00Z'))).toBe('before_windows_close');
    expect(announcementProblem(settings, close, close)).toBeUndefined();
    expect(announcementProblem(settings, close + 10 * minute, close)).toBeUndefined();
    // A minute's slack for a clock a little behind; more is the past.
    expect(announcementProblem(settings, close + 9 * minute, close + 10 * minute)).toBeUndefined();
    expect(announcementProblem(settings, close + 8 * minute, close + 10 * minute)).toBe('in_past');
  });

  it('counts decisions as announced once an announcement is made and its instant has come', () => {
    const at = '2027-02-10T01:00:00.000Z';
    expect(decisionsAnnounced({ decisionsAnnouncedAt: null }, Date.parse(at))).toBe(false);
    expect(decisionsAnnounced(undefined, Date.parse(at))).toBe(false);
    expect(decisionsAnnounced({ decisionsAnnouncedAt: at }, Date.parse(at) - 1)).toBe(false);
    expect(decisionsAnnounced({ decisionsAnnouncedAt: at }, Date.parse(at))).toBe(true);
  });

  it("arranges a round's meetings from its announcement to the end of its last meeting day in Seoul", () => {
    const round = { decisionsAnnouncedAt: '2027-01-10T01:00:00.000Z', meetingDays: ['2027-02-25', '2027-02-26'] };
    expect(arrangingMeetings(round, Date.parse('2027-01-10T00:59:00Z'))).toBe(false);
    expect(arrangingMeetings(round, Date.parse('2027-01-10T01:00:00Z'))).toBe(true);
    // 23:59 on 26 February in Seoul is 14:59 UTC; a minute past midnight there, they are over.
    expect(arrangingMeetings(round, Date.parse('2027-02-26T14:59:00Z'))).toBe(true);
    expect(arrangingMeetings(round, Date.parse('2027-02-26T15:01:00Z'))).toBe(false);
    expect(arrangingMeetings({ ...round, decisionsAnnouncedAt: null }, Date.parse('2027-01-20T00:00:00Z'))).toBe(false);
  });
});
