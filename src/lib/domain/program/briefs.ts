/**
 * The rules of a brief and its answers (docs/product.md 17.10), read by the mock provider and the screens alike.
 */
import type { ProgramAnswerPassReason } from '../../api/generated/types.gen';

/** How far ahead a brief's deadline may lie. */
export const BRIEF_DEADLINE_MAX_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a brief's deadline is refused at `now` (field `deadline`), or null when it is fine. */
export function briefDeadlineProblem(deadline: string, now: number): 'in_past' | 'too_far' | null {
  const at = Date.parse(deadline);
  if (Number.isNaN(at) || at <= now) return 'in_past';
  if (at > now + BRIEF_DEADLINE_MAX_DAYS * DAY_MS) return 'too_far';
  return null;
}

/** Whether a brief still takes answers at `now`. */
export const briefOpen = (deadline: string, now: number): boolean => now < Date.parse(deadline);

/** The reasons a production gives for passing an answer, in the order a screen offers them. */
export const ANSWER_PASS_REASONS: readonly ProgramAnswerPassReason[] = ['SOUND_FIT', 'CHOSEN_ANOTHER', 'SCHEDULE', 'BUDGET', 'OTHER'];

/** How many tracks an answer carries. */
export const ANSWER_TRACKS_MAX = 3;
