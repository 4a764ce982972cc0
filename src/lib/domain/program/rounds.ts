/**
 * The matching program's round rules (docs/product.md, "The Film Music Matching Program"), shared by the office's
 * screens and the mock provider so the two cannot disagree. Limits (lengths, places) are the contract's schema;
 * these are the rules a schema cannot hold: a window closes after it opens, meetings follow both windows, and a
 * round moves draft -> open -> closed only, one open at a time.
 */
import type { ProgramRound, ProgramRoundInput, RoundStatus, RoundWindow, RoundWindowState } from '../../api/generated/types.gen';

/** The festival's time zone: meeting days are its dates. */
export const FESTIVAL_TIME_ZONE = 'Asia/Seoul';

/** Where a window stands at `now` (ms since the epoch). */
export function windowState(window: RoundWindow, now: number): RoundWindowState {
  if (now < Date.parse(window.opensAt)) return 'upcoming';
  return now < Date.parse(window.closesAt) ? 'open' : 'closed';
}

/** A rule a round's settings break: the field (a dotted path, as the provider's field errors name it) and its code. */
export interface RoundProblem {
  field: 'projectWindow.closesAt' | 'composerWindow.closesAt' | 'meetingDays';
  code: 'not_after_opening' | 'duplicate' | 'before_windows_close';
}

/** The festival's calendar date (YYYY-MM-DD) of an instant. */
export const festivalDate = (instant: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: FESTIVAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** A window's first rule: it closes after it opens. */
export const closesAfterOpening = (window: RoundWindow): boolean => Date.parse(window.closesAt) > Date.parse(window.opensAt);

/** The rules of a round's settings beyond the schema's limits; an empty list when they hold. */
export function roundProblems(input: Pick<ProgramRoundInput, 'projectWindow' | 'composerWindow' | 'meetingDays'>): RoundProblem[] {
  const problems: RoundProblem[] = [];
  for (const field of ['projectWindow', 'composerWindow'] as const) {
    if (!closesAfterOpening(input[field])) problems.push({ field: `${field}.closesAt`, code: 'not_after_opening' });
  }
  if (new Set(input.meetingDays).size !== input.meetingDays.length) problems.push({ field: 'meetingDays', code: 'duplicate' });
  const lastClose = Math.max(Date.parse(input.projectWindow.closesAt), Date.parse(input.composerWindow.closesAt));
  // A meeting day must come after the later window's closing date in festival time (decisions come in between).
  if (input.meetingDays.some((day) => day <= festivalDate(lastClose))) problems.push({ field: 'meetingDays', code: 'before_windows_close' });
  return problems;
}

/** What the office does to a round's status. */
export type RoundAction = 'open' | 'close' | 'edit';

/** Why an action is refused, as the contract's error code; undefined when it is allowed. */
export function roundActionRefusal(
  status: RoundStatus,
  action: RoundAction,
  anotherOpen: boolean,
): 'ROUND_NOT_DRAFT' | 'ROUND_ALREADY_OPEN' | 'ROUND_NOT_OPEN' | 'ROUND_CLOSED' | undefined {
  if (action === 'open') return status !== 'draft' ? 'ROUND_NOT_DRAFT' : anotherOpen ? 'ROUND_ALREADY_OPEN' : undefined;
  if (action === 'close') return status !== 'open' ? 'ROUND_NOT_OPEN' : undefined;
  return status === 'closed' ? 'ROUND_CLOSED' : undefined;
}

/** The status a round has after an allowed action. */
export const statusAfter = (status: RoundStatus, action: RoundAction): RoundStatus => (action === 'open' ? 'open' : action === 'close' ? 'closed' : status);

/**
 * Whether a round's decisions are announced (docs/product.md 17.9): an announcement is made and its instant has
 * come. The one rule the provider's projects, applications and lifecycles and the screens' `announced` fact read.
 */
export const decisionsAnnounced = (round: { decisionsAnnouncedAt: string | null } | null | undefined, now: number): boolean =>
  round?.decisionsAnnouncedAt != null && now >= Date.parse(round.decisionsAnnouncedAt);

/**
 * Whether a round's 1:1 meetings are being arranged: its decisions are announced (so its participants are known) and
 * its last meeting day, in festival time, is today or ahead.
 */
export const arrangingMeetings = (round: Pick<ProgramRound, 'decisionsAnnouncedAt' | 'meetingDays'>, now: number): boolean =>
  decisionsAnnounced(round, now) && round.meetingDays.some((day) => day >= festivalDate(now));

/** How far in the past an announcement's instant may lie (a clock a little behind, a form sent a moment late). */
const ANNOUNCE_SLACK_MS = 60_000;

/** The instant both windows of a round have closed: the earliest an announcement may take effect. */
export const windowsCloseAt = (round: Pick<ProgramRoundInput, 'projectWindow' | 'composerWindow'>): number =>
  Math.max(Date.parse(round.projectWindow.closesAt), Date.parse(round.composerWindow.closesAt));

/**
 * Why an announcement at `at` (ms; now when the office omits it) is refused, as the provider's field error code on
 * `at`; undefined when it may be made. Not more than {@link ANNOUNCE_SLACK_MS} in the past (`in_past`), and not
 * before both windows have closed (`before_windows_close`): an applicant still writing must not be overtaken by the
 * results.
 */
export function announcementProblem(
  round: Pick<ProgramRoundInput, 'projectWindow' | 'composerWindow'>,
  at: number,
  now: number,
): 'in_past' | 'before_windows_close' | undefined {
  if (at < now - ANNOUNCE_SLACK_MS) return 'in_past';
  return at < windowsCloseAt(round) ? 'before_windows_close' : undefined;
}
