/**
 * What the matching program's records share (docs/product.md 17.6-17.8): who the office is, whether a round's
 * decisions are announced, and the office's decision with its reason, taken the same way for film projects
 * and composer applications.
 */
import type { FieldError, ProgramDecisionReason, ProgramProjectDecision } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import { decisionsAnnounced } from '../../src/lib/domain/program/rounds';
import type { UserRecord } from '../db/database';
import { ApiProblem } from '../http/problem';
import { freeText } from './textInputs';

/** The program office: the admin role (`admin@cue.test`). */
export const isOffice = (user: UserRecord) => user.authorityType === 'ROLE_ADMIN';

export const nowIso = (ctx: MockContext) => new Date(ctx.clock.now()).toISOString();

export const roundOf = (ctx: MockContext, roundId: number) => ctx.db.rounds.findFirst((q) => q.where({ id: roundId }));

/** Whether a round's decisions are announced: the domain's one rule (rounds.ts), read by projects and applications too. */
export { decisionsAnnounced };

/** {@link decisionsAnnounced} for the round `roundId` at the provider's clock. */
export const roundAnnounced = (ctx: MockContext, roundId: number): boolean => decisionsAnnounced(roundOf(ctx, roundId), ctx.clock.now());

/** 400 `INVALID_REQUEST` naming each list that repeats an id (the schema says `uniqueItems`; zod does not check it). */
export function assertNoRepeats(lists: Record<string, readonly number[]>): void {
  const repeated: FieldError[] = Object.entries(lists)
    .filter(([, ids]) => new Set(ids).size !== ids.length)
    .map(([field]) => ({ field, code: 'not_unique', message: 'No repeats.' }));
  if (repeated.length > 0) throw new ApiProblem(400, 'INVALID_REQUEST', undefined, repeated);
}

interface DecisionBody {
  decision: ProgramProjectDecision['decision'];
  reasonCode?: ProgramDecisionReason | null;
  note?: string;
}

/**
 * The decision to store, or 422 `DECISION_REASON_INVALID` naming each broken reason rule: not selected needs a
 * reason, `OTHER` a note, a selection takes no reason.
 */
export function decisionOf(ctx: MockContext, body: DecisionBody): ProgramProjectDecision {
  const note = freeText(body.note ?? '', 'multiline');
  const reasonCode = body.reasonCode ?? null;
  const reasons: FieldError[] = [];
  if (body.decision === 'not_selected' && reasonCode === null) reasons.push({ field: 'reasonCode', code: 'required', message: 'Say why it is not selected.' });
  if (body.decision === 'selected' && reasonCode !== null) reasons.push({ field: 'reasonCode', code: 'not_allowed', message: 'A selection takes no reason.' });
  if (reasonCode === 'OTHER' && note === '') reasons.push({ field: 'note', code: 'required', message: 'Say what the other reason is.' });
  if (reasons.length > 0) throw new ApiProblem(422, 'DECISION_REASON_INVALID', undefined, reasons);
  return { decision: body.decision, reasonCode, note, decidedAt: nowIso(ctx) };
}
