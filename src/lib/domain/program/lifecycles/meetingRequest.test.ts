import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MeetingRequestStatus } from '../../../api/generated/types.gen';
import { LIFECYCLE_ROLES, type LifecycleRole } from './lifecycle';
import { meetingRequestLifecycle, type MeetingRequestAction } from './meetingRequest';

const { nextStatus, allowedActions, statuses, actions } = meetingRequestLifecycle;
const open = { meetingsOpen: true, withinLimit: true, meetingTookPlace: false };

describe('a meeting request', () => {
  it('has the statuses pending, accepted, declined, withdrawn, cancelled', () => {
    expect(statuses).toEqual(['pending', 'accepted', 'declined', 'withdrawn', 'cancelled']);
  });

  it('is accepted or declined by the side asked, withdrawn by the side that asked', () => {
    expect(allowedActions('pending', 'recipient', open)).toEqual(['accept', 'decline']);
    expect(allowedActions('pending', 'owner', open)).toEqual(['withdraw']);
    expect(nextStatus('pending', 'accept', 'owner', open)).toEqual({ refusal: 'FORBIDDEN' });
    expect(nextStatus('pending', 'withdraw', 'recipient', open)).toEqual({ refusal: 'FORBIDDEN' });
  });

  it('is cancelled by either side once accepted, and declined, withdrawn, cancelled are final', () => {
    expect(allowedActions('accepted', 'owner', open)).toEqual(['cancel']);
    expect(allowedActions('accepted', 'recipient', open)).toEqual(['cancel']);
    for (const final of ['declined', 'withdrawn', 'cancelled'] as const) {
      expect(allowedActions(final, 'owner', open)).toEqual([]);
      expect(allowedActions(final, 'recipient', open)).toEqual([]);
    }
    expect(nextStatus('declined', 'accept', 'recipient', open)).toEqual({ refusal: 'MEETING_REQUEST_STATUS_CONFLICT' });
  });

  it('refuses an accept over the limit, and every change once the meeting days are over', () => {
    expect(nextStatus('pending', 'accept', 'recipient', { meetingsOpen: true, withinLimit: false, meetingTookPlace: false })).toEqual({
      refusal: 'MEETING_LIMIT_REACHED',
    });
    expect(nextStatus('pending', 'decline', 'recipient', { meetingsOpen: true, withinLimit: false, meetingTookPlace: false })).toEqual({ status: 'declined' });
    expect(nextStatus('pending', 'decline', 'recipient', { meetingsOpen: false, withinLimit: true, meetingTookPlace: false })).toEqual({ refusal: 'MEETINGS_CLOSED' });
    expect(nextStatus('accepted', 'cancel', 'owner', { meetingsOpen: false, withinLimit: true, meetingTookPlace: false })).toEqual({ refusal: 'MEETINGS_CLOSED' });
  });

  it('is no longer cancelled once its meeting took place (held or missed)', () => {
    const after = { ...open, meetingTookPlace: true };
    expect(allowedActions('accepted', 'owner', after)).toEqual([]);
    expect(allowedActions('accepted', 'recipient', after)).toEqual([]);
    expect(nextStatus('accepted', 'cancel', 'recipient', after)).toEqual({ refusal: 'MEETING_REQUEST_STATUS_CONFLICT' });
  });

  it('lets nobody else, the office included, act on it', () => {
    for (const role of ['office', 'production', 'other'] as const) expect(allowedActions('pending', role, open)).toEqual([]);
  });

  it('never reaches a forbidden state over any sequence of (role, action, facts)', () => {
    const step = fc.record({
      role: fc.constantFrom<LifecycleRole>(...LIFECYCLE_ROLES),
      action: fc.constantFrom<MeetingRequestAction>(...actions),
      facts: fc.record({ meetingsOpen: fc.boolean(), withinLimit: fc.boolean(), meetingTookPlace: fc.boolean() }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let status: MeetingRequestStatus = 'pending';
        for (const { role, action, facts } of steps) {
          const outcome = nextStatus(status, action, role, facts);
          const next: MeetingRequestStatus = outcome.status ?? status;
          expect(allowedActions(status, role, facts).includes(action)).toBe(outcome.status !== undefined);
          if (outcome.refusal) expect(next).toBe(status);
          if (role !== 'owner' && role !== 'recipient') expect(outcome.refusal).toBe('FORBIDDEN');
          if (!facts.meetingsOpen) expect(outcome.status).toBeUndefined();
          if (next === 'accepted' && status !== 'accepted') expect([role, facts.withinLimit]).toEqual(['recipient', true]);
          if (['declined', 'withdrawn', 'cancelled'].includes(status)) expect(next).toBe(status);
          status = next;
        }
      }),
    );
  });
});
