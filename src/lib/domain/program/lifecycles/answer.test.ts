import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerLifecycle, type AnswerAction, type AnswerStatus } from './answer';
import { LIFECYCLE_ROLES, type LifecycleRole } from './lifecycle';

const { nextStatus, allowedActions, statuses, actions } = answerLifecycle;
const before = { beforeDeadline: true };
const after = { beforeDeadline: false };

describe("a composer's answer to a brief", () => {
  it('has the statuses submitted, withdrawn, shortlisted, passed', () => {
    expect(statuses).toEqual(['submitted', 'withdrawn', 'shortlisted', 'passed']);
  });

  it("lets the composer edit or withdraw it until the brief's deadline, and a withdrawn answer stays so", () => {
    expect(allowedActions('submitted', 'owner', before)).toEqual(['edit', 'withdraw']);
    expect(nextStatus('submitted', 'withdraw', 'owner', before)).toEqual({ status: 'withdrawn' });
    expect(nextStatus('submitted', 'edit', 'owner', after)).toEqual({ refusal: 'BRIEF_CLOSED' });
    expect(allowedActions('withdrawn', 'owner', before)).toEqual([]);
    expect(nextStatus('shortlisted', 'edit', 'owner', before)).toEqual({ refusal: 'ANSWER_STATUS_CONFLICT' });
  });

  it('lets the production shortlist or pass it and switch between the two, at any time', () => {
    expect(allowedActions('submitted', 'production', after)).toEqual(['shortlist', 'pass']);
    expect(nextStatus('shortlisted', 'pass', 'production', after)).toEqual({ status: 'passed' });
    expect(nextStatus('passed', 'shortlist', 'production', before)).toEqual({ status: 'shortlisted' });
    expect(nextStatus('withdrawn', 'shortlist', 'production', before)).toEqual({ refusal: 'ANSWER_STATUS_CONFLICT' });
    expect(nextStatus('passed', 'pass', 'production', before)).toEqual({ refusal: 'ANSWER_STATUS_CONFLICT' });
  });

  it('tells anyone else, the office included, it is not theirs to do', () => {
    expect(nextStatus('submitted', 'shortlist', 'owner', before)).toEqual({ refusal: 'FORBIDDEN' });
    expect(nextStatus('submitted', 'shortlist', 'office', before)).toEqual({ refusal: 'FORBIDDEN' });
    expect(nextStatus('submitted', 'withdraw', 'production', before)).toEqual({ refusal: 'FORBIDDEN' });
  });

  it('never reaches a forbidden state over any sequence of (role, action, facts)', () => {
    const step = fc.record({
      role: fc.constantFrom<LifecycleRole>(...LIFECYCLE_ROLES),
      action: fc.constantFrom<AnswerAction>(...actions),
      facts: fc.record({ beforeDeadline: fc.boolean() }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let status: AnswerStatus = 'submitted';
        for (const { role, action, facts } of steps) {
          const outcome = nextStatus(status, action, role, facts);
          const next: AnswerStatus = outcome.status ?? status;
          expect(statuses).toContain(next);
          expect(allowedActions(status, role, facts).includes(action)).toBe(outcome.status !== undefined);
          if (outcome.refusal) expect(next).toBe(status);
          if (role === 'office' || role === 'other') expect(outcome.refusal).toBe('FORBIDDEN');
          if (role === 'owner' && !facts.beforeDeadline) expect(outcome.status).toBeUndefined();
          if (status === 'withdrawn') expect(next).toBe('withdrawn');
          if (next !== status && (next === 'shortlisted' || next === 'passed')) expect(role).toBe('production');
          status = next;
        }
      }),
    );
  });
});
