import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IndustryProfileStatus, IndustryRole } from '../../api/generated/types.gen';
import { decisionProblems, filmographyUrlProblems, industryDecisionRefusal, industryProfileRefusal, statusAfterDecision, statusAfterSave } from './industryProfile';

const statuses: IndustryProfileStatus[] = ['pending', 'verified', 'rejected'];
const profile = (status: IndustryProfileStatus, company = 'Studio Reel', role: IndustryRole = 'producer') => ({ status, company, role });

describe('industry profile rules', () => {
  it('lets general users keep a profile; musicians are told they take part as composers, the office is forbidden', () => {
    expect(industryProfileRefusal('ROLE_USER')).toBeUndefined();
    expect(industryProfileRefusal('ROLE_MUSICIAN')).toBe('INDUSTRY_PROFILE_NOT_FOR_MUSICIANS');
    expect(industryProfileRefusal('ROLE_ADMIN')).toBe('FORBIDDEN');
  });

  it('decides only a pending profile: pending -> verified | rejected', () => {
    expect(statuses.map(industryDecisionRefusal)).toEqual([undefined, 'INDUSTRY_PROFILE_STATUS_CONFLICT', 'INDUSTRY_PROFILE_STATUS_CONFLICT']);
    expect(statusAfterDecision('verify')).toBe('verified');
    expect(statusAfterDecision('reject')).toBe('rejected');
  });

  it('makes a new profile a request, keeps a pending one in its place, and asks again for a rejected one', () => {
    const next = { company: 'Studio Reel', role: 'producer' as const };
    expect(statusAfterSave(undefined, next)).toEqual({ status: 'pending', reRequested: true });
    expect(statusAfterSave(profile('pending', 'Other'), next)).toEqual({ status: 'pending', reRequested: false });
    expect(statusAfterSave(profile('rejected'), next)).toEqual({ status: 'pending', reRequested: true });
  });

  it('returns a verified profile to pending when its company or role changes, and only then', () => {
    expect(statusAfterSave(profile('verified'), { company: 'Studio Reel', role: 'producer' })).toEqual({ status: 'verified', reRequested: false });
    expect(statusAfterSave(profile('verified'), { company: 'Studio Reel 2', role: 'producer' })).toEqual({ status: 'pending', reRequested: true });
    expect(statusAfterSave(profile('verified'), { company: 'Studio Reel', role: 'director' })).toEqual({ status: 'pending', reRequested: true });
  });

  it('never leaves a saved profile verified unless it was verified with the same company and role', () => {
    const roles: IndustryRole[] = ['director', 'producer', 'music_supervisor'];
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...statuses), { nil: undefined }),
        fc.constantFrom('A', 'B'),
        fc.constantFrom(...roles),
        fc.constantFrom('A', 'B'),
        fc.constantFrom(...roles),
        (status, company, role, nextCompany, nextRole) => {
          const after = statusAfterSave(status && profile(status, company, role), { company: nextCompany, role: nextRole });
          expect(after.status === 'verified').toBe(status === 'verified' && company === nextCompany && role === nextRole);
          expect(after.status).not.toBe('rejected');
        },
      ),
    );
  });

  it('takes absolute http(s) filmography addresses with a host and refuses other schemes and credentials', () => {
    for (const url of ['https://www.kmdb.or.kr/db/per/00012345', 'http://studio-reel.example/films']) expect(filmographyUrlProblems(url)).toEqual([]);
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://files.example/x', 'https://user:pass@evil.example/', 'not a url', '//no-scheme.example'])
      expect(filmographyUrlProblems(url)).toEqual([{ field: 'filmographyUrl', code: 'invalid_url' }]);
  });

  it('verifies without a reason, and rejects with one (a note with OTHER)', () => {
    expect(decisionProblems({ action: 'verify', note: '' })).toEqual([]);
    expect(decisionProblems({ action: 'verify', reason: 'INCOMPLETE', note: '' })).toEqual([{ field: 'reason', code: 'not_allowed' }]);
    expect(decisionProblems({ action: 'reject', note: 'why' })).toEqual([{ field: 'reason', code: 'required' }]);
    expect(decisionProblems({ action: 'reject', reason: 'NOT_INDUSTRY', note: '' })).toEqual([]);
    expect(decisionProblems({ action: 'reject', reason: 'OTHER', note: '  ' })).toEqual([{ field: 'note', code: 'required' }]);
    expect(decisionProblems({ action: 'reject', reason: 'OTHER', note: 'The company site is offline.' })).toEqual([]);
  });
});
