/**
 * The matching program's industry profiles (docs/product.md 17.5), shared by the screens and the mock provider so the
 * two cannot disagree. A general user who works in film asks to take part as a production; the program office
 * verifies or rejects the request. Limits (lengths, the role list) are the contract's schema; these are the rules a
 * schema cannot hold: who may keep a profile, which decision is allowed from which status, what an edit does to
 * the status, and the decision's own field rules.
 */
import type { AuthorityType, IndustryDecisionRequest, IndustryProfileInput, IndustryProfileStatus } from '../../api/generated/types.gen';

/** Who may keep an industry profile: general users only (musicians take part as composers; the office decides). */
export function industryProfileRefusal(role: AuthorityType): 'INDUSTRY_PROFILE_NOT_FOR_MUSICIANS' | 'FORBIDDEN' | undefined {
  if (role === 'ROLE_MUSICIAN') return 'INDUSTRY_PROFILE_NOT_FOR_MUSICIANS';
  return role === 'ROLE_USER' ? undefined : 'FORBIDDEN';
}

/** What the office does to a profile. */
export type IndustryDecisionAction = IndustryDecisionRequest['action'];

/** Only a pending profile is decided; undefined when the action is allowed. */
export const industryDecisionRefusal = (status: IndustryProfileStatus): 'INDUSTRY_PROFILE_STATUS_CONFLICT' | undefined =>
  status === 'pending' ? undefined : 'INDUSTRY_PROFILE_STATUS_CONFLICT';

/** The status a pending profile has after the office's decision. */
export const statusAfterDecision = (action: IndustryDecisionAction): IndustryProfileStatus => (action === 'verify' ? 'verified' : 'rejected');

/** The fields whose change sends a verified profile back to the office: who the user is in the industry. */
type IdentityFields = Pick<IndustryProfileInput, 'company' | 'role'>;

/**
 * The status after the user saves: a new profile is pending; a pending one stays pending; a rejected one is asked
 * again (pending); a verified one stays verified unless its company or role changes. `reRequested` tells whether
 * the save is a new request (its date is the queue's order, and an earlier decision is cleared).
 */
export function statusAfterSave(
  saved: (IdentityFields & { status: IndustryProfileStatus }) | undefined,
  next: IdentityFields,
): { status: IndustryProfileStatus; reRequested: boolean } {
  if (!saved) return { status: 'pending', reRequested: true };
  if (saved.status === 'pending') return { status: 'pending', reRequested: false };
  if (saved.status === 'rejected') return { status: 'pending', reRequested: true };
  const changed = saved.company !== next.company || saved.role !== next.role;
  return changed ? { status: 'pending', reRequested: true } : { status: 'verified', reRequested: false };
}

/** A rule a profile or a decision breaks beyond the schema: the field (as the provider's field errors name it) and its code. */
export interface IndustryProblem {
  field: 'filmographyUrl' | 'reason' | 'note';
  code: 'invalid_url' | 'required' | 'not_allowed';
}

/**
 * A filmography address must be an absolute http(s) URL with a host and without a user name or password (which
 * would show a misleading host to the office); `javascript:`, `data:` and other schemes are refused.
 */
export function filmographyUrlProblems(url: string): IndustryProblem[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [{ field: 'filmographyUrl', code: 'invalid_url' }];
  }
  const fine = (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '' && parsed.username === '' && parsed.password === '';
  return fine ? [] : [{ field: 'filmographyUrl', code: 'invalid_url' }];
}

/** The rules of a decision: verify takes no reason; reject needs one; the reason OTHER needs a note (visible text). */
export function decisionProblems(decision: Pick<IndustryDecisionRequest, 'action' | 'reason'> & { note: string }): IndustryProblem[] {
  if (decision.action === 'verify') return decision.reason === undefined ? [] : [{ field: 'reason', code: 'not_allowed' }];
  if (decision.reason === undefined) return [{ field: 'reason', code: 'required' }];
  return decision.reason === 'OTHER' && decision.note.trim() === '' ? [{ field: 'note', code: 'required' }] : [];
}
