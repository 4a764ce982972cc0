import { describe, expect, it } from 'vitest';
import { accountStatusAfter, actionsFor } from './accountReview';

describe("the office's decisions on a musician account", () => {
  it('approves a waiting or rejected account, rejects a waiting one, revokes an approved one, and nothing else', () => {
    expect(actionsFor('PENDING')).toEqual(['approve', 'reject']);
    expect(actionsFor('REJECTED')).toEqual(['approve']);
    expect(actionsFor('APPROVED')).toEqual(['revoke']);
    expect(actionsFor('REVOKED')).toEqual([]);
    expect(actionsFor('LEFT')).toEqual([]);
    expect(accountStatusAfter('PENDING', 'reject')).toBe('REJECTED');
    expect(accountStatusAfter('APPROVED', 'revoke')).toBe('REVOKED');
    expect(accountStatusAfter('REVOKED', 'approve')).toBeUndefined();
  });
});
