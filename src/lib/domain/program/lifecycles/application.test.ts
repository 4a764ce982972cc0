import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationLifecycle, composerVisibleStatus, type ApplicationAction, type ApplicationFacts, type ApplicationStatus } from './application';
import { LIFECYCLE_ROLES, type LifecycleRole } from './lifecycle';

const { nextStatus, allowedActions, statuses, actions } = applicationLifecycle;
const open: ApplicationFacts = { windowOpen: true, announced: false };
const closed: ApplicationFacts = { windowOpen: false, announced: false };
const announced: ApplicationFacts = { windowOpen: false, announced: true };
const DECIDED: ApplicationStatus[] = ['selected', 'not_selected'];

describe("a composer's application lifecycle", () => {
  it('has the statuses submitted, withdrawn, selected, not selected', () => {
    expect(statuses).toEqual(['submitted', 'withdrawn', 'selected', 'not_selected']);
  });

  it('lets the composer edit, withdraw and resubmit while the composer window is open', () => {
    expect(allowedActions('submitted', 'owner', open)).toEqual(['edit', 'withdraw']);
    expect(nextStatus('submitted', 'withdraw', 'owner', open)).toEqual({ status: 'withdrawn' });
    expect(nextStatus('withdrawn', 'resubmit', 'owner', open)).toEqual({ status: 'submitted' });
    expect(nextStatus('submitted', 'edit', 'owner', closed)).toEqual({ refusal: 'COMPOSER_WINDOW_CLOSED' });
    expect(nextStatus('withdrawn', 'withdraw', 'owner', open)).toEqual({ refusal: 'APPLICATION_STATUS_CONFLICT' });
  });

  it('lets the office select, reject and reconsider until the announcement', () => {
    expect(allowedActions('submitted', 'office', closed)).toEqual(['select', 'reject']);
    expect(nextStatus('selected', 'reject', 'office', closed)).toEqual({ status: 'not_selected' });
    expect(nextStatus('selected', 'reconsider', 'office', closed)).toEqual({ status: 'submitted' });
    expect(nextStatus('selected', 'reconsider', 'office', announced)).toEqual({ refusal: 'APPLICATION_STATUS_CONFLICT' });
    expect(nextStatus('withdrawn', 'select', 'office', open)).toEqual({ refusal: 'APPLICATION_STATUS_CONFLICT' });
  });

  it('shows the composer no decision until it is announced', () => {
    expect(DECIDED.map((status) => composerVisibleStatus(status, false))).toEqual(['submitted', 'submitted']);
    expect(DECIDED.map((status) => composerVisibleStatus(status, true))).toEqual(DECIDED);
    expect(composerVisibleStatus('withdrawn', false)).toBe('withdrawn');
  });

  it('tells anyone else it is not theirs to do', () => {
    expect(nextStatus('submitted', 'select', 'owner', open)).toEqual({ refusal: 'FORBIDDEN' });
    expect(nextStatus('submitted', 'withdraw', 'office', open)).toEqual({ refusal: 'FORBIDDEN' });
    expect(nextStatus('submitted', 'withdraw', 'production', open)).toEqual({ refusal: 'FORBIDDEN' });
  });

  it('never reaches a forbidden state over any sequence of (role, action, facts)', () => {
    const step = fc.record({
      role: fc.constantFrom<LifecycleRole>(...LIFECYCLE_ROLES),
      action: fc.constantFrom<ApplicationAction>(...actions),
      facts: fc.record({ windowOpen: fc.boolean(), announced: fc.boolean() }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let status: ApplicationStatus = 'submitted';
        for (const { role, action, facts } of steps) {
          const outcome = nextStatus(status, action, role, facts);
          const after: ApplicationStatus = outcome.status ?? status;
          expect(statuses).toContain(after);
          expect(allowedActions(status, role, facts).includes(action)).toBe(outcome.status !== undefined);
          if (outcome.refusal) expect(after).toBe(status);
          if (role === 'production' || role === 'other') expect(outcome.refusal).toBe('FORBIDDEN');
          if (role === 'owner' && !facts.windowOpen) expect(outcome.status).toBeUndefined();
          if (role === 'owner' && outcome.status !== undefined) expect(DECIDED).not.toContain(outcome.status);
          if (facts.announced && DECIDED.includes(status)) expect(after).toBe(status);
          if (after !== status && DECIDED.includes(after)) expect(role).toBe('office');
          status = after;
        }
      }),
    );
  });
});
