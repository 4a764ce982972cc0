import type { ApiError, ProgramRound } from '../../../lib/api/generated/types.gen';
import { announcementProblem, decisionsAnnounced } from '../../../lib/domain/program/rounds';
import { instantOfFestivalTime } from '../../../lib/domain/program/festivalTime';

/**
 * Where a round's announcement stands for the office (docs/product.md 17.9): none to make (a draft round), none made
 * yet, one scheduled (it may be moved or cancelled), or in effect (the decisions are final).
 */
export type AnnouncementState = 'unavailable' | 'none' | 'scheduled' | 'announced';

/** Where the announcement stands at `now` (this browser's clock by default). */
export function announcementState(round: ProgramRound, now = Date.now()): AnnouncementState {
  if (decisionsAnnounced(round, now)) return 'announced';
  if (round.decisionsAnnouncedAt !== null) return 'scheduled';
  return round.status === 'draft' ? 'unavailable' : 'none';
}

/** Whether both windows have closed, as the provider reports them: only then may the decisions be announced now. */
export const windowsClosed = (round: ProgramRound): boolean => round.projectWindowState === 'closed' && round.composerWindowState === 'closed';

/** When the office announces: now, or at a festival time typed in a `datetime-local` field. */
export type AnnouncementWhen = { now: true } | { now: false; time: string };

/** The office's messages (`rounds.announce.error.*`) for the time of an announcement. */
export type AnnouncementError = 'dateTime' | 'inPast' | 'beforeClose' | 'invalid';

const RULE_ERRORS: Record<string, AnnouncementError> = { in_past: 'inPast', before_windows_close: 'beforeClose' };

/**
 * The instant to send (undefined for now), or the broken rule as the form words it: the round rule the provider
 * applies (rounds.ts) at `now` (this browser's clock by default), checked before sending.
 */
export function announcementInput(round: ProgramRound, when: AnnouncementWhen, now = Date.now()): { at: string | undefined } | { error: AnnouncementError } {
  const at = when.now ? undefined : instantOfFestivalTime(when.time);
  if (!when.now && at === undefined) return { error: 'dateTime' };
  const problem = announcementProblem(round, at === undefined ? now : Date.parse(at), now);
  return problem ? { error: RULE_ERRORS[problem]! } : { at };
}

/** The provider's field error on `at`, as the form words it; undefined when the refusal is not about the time. */
export function announcementErrorOfRefusal(error: ApiError): AnnouncementError | undefined {
  const field = error.fieldErrors?.find((fieldError) => fieldError.field === 'at');
  return field ? (RULE_ERRORS[field.code] ?? 'invalid') : undefined;
}
