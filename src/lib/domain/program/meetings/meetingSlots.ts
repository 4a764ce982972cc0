/**
 * The 1:1 meetings' slots (docs/product.md 17.14): on each meeting day, slots of `slotMinutes` follow one another
 * from `dayStart` while they end by `dayEnd`; a slot that overlaps a break is left out. A slot's id is its day and
 * start in festival time (`YYYY-MM-DDTHH:MM`), so it stays the same while the settings keep it. One rule, read by
 * the provider (which slots exist, what a request may name) and the screens (the availability grid, the schedule).
 */
import type { MeetingSettingsInput, MeetingSlot } from '../../../api/generated/types.gen';
import { instantOfFestivalTime } from '../festivalTime';

/** What a round's meetings look like before the office sets them. */
export const DEFAULT_MEETING_SETTINGS: Omit<MeetingSettingsInput, 'tables'> = {
  slotMinutes: 30,
  dayStart: '10:00',
  dayEnd: '18:00',
  breaks: [{ start: '12:00', end: '13:00' }],
  maxMeetingsPerPerson: 8,
};

type SlotRules = Pick<MeetingSettingsInput, 'slotMinutes' | 'dayStart' | 'dayEnd' | 'breaks'>;

/** `HH:MM` as minutes after midnight. */
export const minutesOfClock = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOfMinutes = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The start times (`HH:MM`) of one day's slots. */
export function slotStartsOfDay(rules: SlotRules): string[] {
  const end = minutesOfClock(rules.dayEnd);
  const breaks = rules.breaks.map((pause) => [minutesOfClock(pause.start), minutesOfClock(pause.end)] as const);
  const starts: string[] = [];
  if (rules.slotMinutes <= 0) return starts;
  for (let start = minutesOfClock(rules.dayStart); start + rules.slotMinutes <= end; start += rules.slotMinutes) {
    const slotEnd = start + rules.slotMinutes;
    if (!breaks.some(([from, to]) => start < to && from < slotEnd)) starts.push(clockOfMinutes(start));
  }
  return starts;
}

/** Every slot of the meeting days, in time order. */
export function meetingSlotsOf(days: readonly string[], rules: SlotRules): MeetingSlot[] {
  const starts = slotStartsOfDay(rules);
  return [...days].sort().flatMap((day) =>
    starts.map((clock) => {
      const slotId = `${day}T${clock}`;
      const start = instantOfFestivalTime(slotId)!;
      return { slotId, day, start, end: new Date(Date.parse(start) + rules.slotMinutes * 60_000).toISOString() };
    }),
  );
}

/** A broken rule of the settings: the field path and the contract's code. */
export interface MeetingSettingsProblem {
  field: string;
  code: 'before_start' | 'invalid_break' | 'no_slots';
}

/** The settings' rules beyond their shape (the provider answers each with 400, the form shows each under its field). */
export function meetingSettingsProblems(rules: SlotRules): MeetingSettingsProblem[] {
  const problems: MeetingSettingsProblem[] = [];
  const start = minutesOfClock(rules.dayStart);
  const end = minutesOfClock(rules.dayEnd);
  if (end <= start) problems.push({ field: 'dayEnd', code: 'before_start' });
  rules.breaks.forEach((pause, index) => {
    const from = minutesOfClock(pause.start);
    const to = minutesOfClock(pause.end);
    if (to <= from || from < start || to > end) problems.push({ field: `breaks.${index}`, code: 'invalid_break' });
  });
  if (problems.length === 0 && slotStartsOfDay(rules).length === 0) problems.push({ field: 'slotMinutes', code: 'no_slots' });
  return problems;
}

/** When the round's meetings are over: the end of the last meeting day (null without meeting days). */
export function meetingsEndAt(days: readonly string[], rules: Pick<SlotRules, 'dayEnd'>): number | null {
  const last = [...days].sort().at(-1);
  return last === undefined ? null : Date.parse(instantOfFestivalTime(`${last}T${rules.dayEnd}`)!);
}
