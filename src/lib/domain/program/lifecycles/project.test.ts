import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIFECYCLE_ROLES, type LifecycleRole } from './lifecycle';
import { ownerVisibleStatus, projectLifecycle, type ProjectAction, type ProjectFacts, type ProjectStatus } from './project';

const { nextStatus, allowedActions, statuses, actions } = projectLifecycle;
const open: ProjectFacts = { windowOpen: true, announced: false };
const closed: ProjectFacts = { windowOpen: false, announced: false };
const announced: ProjectFacts = { windowOpen: false, announced: true };
const DECIDED: ProjectStatus[] = ['selected', 'not_selected'];

describe('the film project lifecycle', () => {
  it("has the contract's statuses as its states", () => {
    expect(statuses).toEqual(['draft', 'submitted', 'withdrawn', 'selected', 'not_selected']);
  });

  it('lets the owner edit and submit a draft, withdraw and resubmit it, while the project window is open', () => {
    expect(allowedActions('draft', 'owner', open)).toEqual(['edit', 'submit']);
    expect(nextStatus('draft', 'submit', 'owner', open)).toEqual({ status: 'submitted' });
    expect(allowedActions('submitted', 'owner', open)).toEqual(['edit', 'withdraw']);
    expect(nextStatus('submitted', 'withdraw', 'owner', open)).toEqual({ status: 'withdrawn' });
    expect(allowedActions('withdrawn', 'owner', open)).toEqual(['resubmit']);
    expect(nextStatus('withdrawn', 'resubmit', 'owner', open)).toEqual({ status: 'submitted' });
    expect(nextStatus('draft', 'edit', 'owner', open)).toEqual({ status: 'draft' });
  });

  it('refuses every owner action once the window is closed (not now), and tells a status conflict apart', () => {
    for (const status of ['draft', 'submitted', 'withdrawn'] as const) expect(allowedActions(status, 'owner', closed)).toEqual([]);
    expect(nextStatus('draft', 'submit', 'owner', closed)).toEqual({ refusal: 'PROJECT_WINDOW_CLOSED' });
    expect(nextStatus('draft', 'withdraw', 'owner', open)).toEqual({ refusal: 'PROJECT_STATUS_CONFLICT' });
    expect(nextStatus('selected', 'withdraw', 'owner', open)).toEqual({ refusal: 'PROJECT_STATUS_CONFLICT' });
  });

  it('lets the office decide a submitted project and change its mind until the announcement, then never', () => {
    expect(allowedActions('submitted', 'office', closed)).toEqual(['select', 'reject']);
    expect(nextStatus('submitted', 'select', 'office', closed)).toEqual({ status: 'selected' });
    expect(allowedActions('selected', 'office', closed)).toEqual(['reject', 'reconsider']);
    expect(allowedActions('not_selected', 'office', closed)).toEqual(['select', 'reconsider']);
    expect(nextStatus('not_selected', 'reconsider', 'office', closed)).toEqual({ status: 'submitted' });
    for (const status of DECIDED) expect(allowedActions(status, 'office', announced)).toEqual([]);
    expect(nextStatus('selected', 'reject', 'office', announced)).toEqual({ refusal: 'PROJECT_STATUS_CONFLICT' });
    expect(nextStatus('draft', 'select', 'office', open)).toEqual({ refusal: 'PROJECT_STATUS_CONFLICT' });
    expect(nextStatus('withdrawn', 'select', 'office', open)).toEqual({ refusal: 'PROJECT_STATUS_CONFLICT' });
  });

  it('answers FORBIDDEN (not yours to do) to anyone acting out of their role, whatever the status', () => {
    expect(nextStatus('draft', 'submit', 'office', open)).toEqual({ refusal: 'FORBIDDEN' });
    expect(nextStatus('submitted', 'select', 'owner', open)).toEqual({ refusal: 'FORBIDDEN' });
    expect(nextStatus('selected', 'submit', 'production', open)).toEqual({ refusal: 'FORBIDDEN' });
    for (const role of ['production', 'other'] as const) for (const status of statuses) expect(allowedActions(status, role, open)).toEqual([]);
  });

  it('shows the owner submitted, not the decision, until the announcement', () => {
    expect(ownerVisibleStatus('selected', false)).toBe('submitted');
    expect(ownerVisibleStatus('not_selected', false)).toBe('submitted');
    expect(ownerVisibleStatus('not_selected', true)).toBe('not_selected');
    expect(ownerVisibleStatus('withdrawn', false)).toBe('withdrawn');
  });

  it('never reaches a forbidden state over any sequence of (role, action, facts)', () => {
    const step = fc.record({
      role: fc.constantFrom<LifecycleRole>(...LIFECYCLE_ROLES),
      action: fc.constantFrom<ProjectAction>(...actions),
      facts: fc.record({ windowOpen: fc.boolean(), announced: fc.boolean() }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let status: ProjectStatus = 'draft';
        for (const { role, action, facts } of steps) {
          const outcome = nextStatus(status, action, role, facts);
          const after: ProjectStatus = outcome.status ?? status;
          expect(statuses).toContain(after);
          // The screens' buttons and the provider's refusals are the same answer.
          expect(allowedActions(status, role, facts).includes(action)).toBe(outcome.status !== undefined);
          if (outcome.refusal) expect(after).toBe(status);
          if (role === 'production' || role === 'other') expect(outcome.refusal).toBe('FORBIDDEN');
          if (role === 'owner' && !facts.windowOpen) expect(outcome.status).toBeUndefined();
          if (role === 'owner' && outcome.status !== undefined) expect(DECIDED).not.toContain(outcome.status);
          if (facts.announced && DECIDED.includes(status)) expect(after).toBe(status);
          if (after !== status && DECIDED.includes(after)) expect([role, status === 'submitted' || DECIDED.includes(status)]).toEqual(['office', true]);
          if (after === 'draft') expect(status).toBe('draft');
          status = after;
        }
      }),
    );
  });
});
