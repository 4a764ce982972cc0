import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MeetingStatus } from '../../../api/generated/types.gen';
import { LIFECYCLE_ROLES, type LifecycleRole } from './lifecycle';
import { meetingLifecycle, type MeetingAction } from './meeting';

const { nextStatus, allowedActions, statuses, actions } = meetingLifecycle;
const before = { started: false };
const begun = { started: true };

describe('a placed meeting', () => {
  it('has the statuses scheduled, cancelled, held, missed', () => {
    expect(statuses).toEqual(['scheduled', 'cancelled', 'held', 'missed']);
  });

  it('is moved or cancelled by the office, and cancelled by a side, while scheduled', () => {
    expect(allowedActions('scheduled', 'office', before)).toEqual(['move', 'cancel']);
    expect(allowedActions('scheduled', 'owner', before)).toEqual(['cancel']);
    expect(nextStatus('scheduled', 'move', 'owner', before)).toEqual({ refusal: 'FORBIDDEN' });
  });

  it('is marked held or missed by the office only once it has begun, and the mark may be corrected', () => {
    expect(nextStatus('scheduled', 'hold', 'office', before)).toEqual({ refusal: 'MEETING_NOT_STARTED' });
    expect(nextStatus('scheduled', 'hold', 'office', begun)).toEqual({ status: 'held' });
    expect(nextStatus('held', 'miss', 'office', begun)).toEqual({ status: 'missed' });
    expect(nextStatus('missed', 'hold', 'office', begun)).toEqual({ status: 'held' });
    expect(nextStatus('held', 'move', 'office', begun)).toEqual({ refusal: 'MEETING_STATUS_CONFLICT' });
  });

  it('takes a follow-up from a side only after it was held; a cancelled meeting stays cancelled', () => {
    expect(allowedActions('held', 'owner', begun)).toEqual(['followUp']);
    expect(nextStatus('scheduled', 'followUp', 'owner', begun)).toEqual({ refusal: 'MEETING_STATUS_CONFLICT' });
    expect(nextStatus('held', 'followUp', 'office', begun)).toEqual({ refusal: 'FORBIDDEN' });
    expect(allowedActions('cancelled', 'office', begun)).toEqual([]);
  });

  it('never reaches a forbidden state over any sequence of (role, action, facts)', () => {
    const step = fc.record({
      role: fc.constantFrom<LifecycleRole>(...LIFECYCLE_ROLES),
      action: fc.constantFrom<MeetingAction>(...actions),
      facts: fc.record({ started: fc.boolean() }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let status: MeetingStatus = 'scheduled';
        for (const { role, action, facts } of steps) {
          const outcome = nextStatus(status, action, role, facts);
          const next: MeetingStatus = outcome.status ?? status;
          expect(allowedActions(status, role, facts).includes(action)).toBe(outcome.status !== undefined);
          if (outcome.refusal) expect(next).toBe(status);
          if (role !== 'owner' && role !== 'office') expect(outcome.refusal).toBe('FORBIDDEN');
          if ((next === 'held' || next === 'missed') && next !== status) expect([role, facts.started]).toEqual(['office', true]);
          if (status === 'cancelled') expect(next).toBe('cancelled');
          status = next;
        }
      }),
    );
  });
});
