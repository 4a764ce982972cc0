import type { MeetingBreak, MeetingSettings, MeetingSettingsInput } from '../../../lib/api/generated/types.gen';
import { meetingSettingsProblems, slotStartsOfDay } from '../../../lib/domain/program/meetings/meetingSlots';

/** A table as the form holds it: `key` tells rows apart while typing; `tableId` keeps an existing table. */
export interface TableDraft {
  key: number;
  tableId?: number;
  ko: string;
  en: string;
}

/** The meeting settings as typed (numbers as text, so a half-typed value stays as it is). */
export interface SettingsDraft {
  slotMinutes: string;
  dayStart: string;
  dayEnd: string;
  breaks: MeetingBreak[];
  tables: TableDraft[];
  maxMeetingsPerPerson: string;
}

/** What is wrong with a field: the form's message key (`meetings.settings.error.<code>`). */
export type SettingsErrorCode = 'slot_minutes' | 'max_meetings' | 'clock' | 'table_name' | 'before_start' | 'invalid_break' | 'no_slots' | 'unknown_table' | 'invalid';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export const draftOfSettings = (settings: MeetingSettings): SettingsDraft => ({
  slotMinutes: String(settings.slotMinutes),
  dayStart: settings.dayStart,
  dayEnd: settings.dayEnd,
  breaks: settings.breaks.map((pause) => ({ ...pause })),
  tables: settings.tables.map((table) => ({ key: table.tableId, tableId: table.tableId, ko: table.name.ko, en: table.name.en })),
  maxMeetingsPerPerson: String(settings.maxMeetingsPerPerson),
});

export const inputOfSettingsDraft = (draft: SettingsDraft): MeetingSettingsInput => ({
  slotMinutes: Number(draft.slotMinutes),
  dayStart: draft.dayStart,
  dayEnd: draft.dayEnd,
  breaks: draft.breaks,
  tables: draft.tables.map(({ tableId, ko, en }) => ({ ...(tableId === undefined ? {} : { tableId }), name: { ko: ko.trim(), en: en.trim() } })),
  maxMeetingsPerPerson: Number(draft.maxMeetingsPerPerson),
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

/**
 * The broken rules of a draft, by the provider's field path (`slotMinutes`, `breaks.0`, `tables.1.name.ko`): the
 * contract's ranges and formats, and the slot rules (`meetingSettingsProblems`, the provider's own) once the
 * times and the slot length read.
 */
export function settingsDraftErrors(draft: SettingsDraft): Record<string, SettingsErrorCode> {
  const errors: Record<string, SettingsErrorCode> = {};
  const minutes = whole(draft.slotMinutes);
  if (!(minutes >= 10 && minutes <= 120 && minutes % 5 === 0)) errors.slotMinutes = 'slot_minutes';
  const most = whole(draft.maxMeetingsPerPerson);
  if (!(most >= 1 && most <= 30)) errors.maxMeetingsPerPerson = 'max_meetings';
  if (!CLOCK.test(draft.dayStart)) errors.dayStart = 'clock';
  if (!CLOCK.test(draft.dayEnd)) errors.dayEnd = 'clock';
  draft.breaks.forEach((pause, index) => {
    if (!CLOCK.test(pause.start) || !CLOCK.test(pause.end)) errors[`breaks.${index}`] = 'clock';
  });
  const slotsReadable = Object.keys(errors).every((field) => field === 'maxMeetingsPerPerson');
  if (slotsReadable) for (const problem of meetingSettingsProblems(inputOfSettingsDraft(draft))) errors[problem.field] ??= problem.code;
  draft.tables.forEach((table, index) => {
    if (table.ko.trim() === '' || table.ko.trim().length > 40) errors[`tables.${index}.name.ko`] = 'table_name';
    if (table.en.trim().length > 40) errors[`tables.${index}.name.en`] = 'table_name';
  });
  return errors;
}

/** The provider's field errors (a 400's) by field path, as the form's codes; an unknown code reads as `invalid`. */
export function settingsErrorsOfRefusal(fieldErrors: readonly { field: string; code: string }[] | undefined): Record<string, SettingsErrorCode> {
  const known: readonly string[] = ['before_start', 'invalid_break', 'no_slots', 'unknown_table'];
  const errors: Record<string, SettingsErrorCode> = {};
  for (const { field, code } of fieldErrors ?? []) errors[field] ??= known.includes(code) ? (code as SettingsErrorCode) : 'invalid';
  return errors;
}

/** How many meetings the settings make room for: slots a day × days × tables (null while the draft is broken). */
export function placesOfDraft(draft: SettingsDraft, days: number): { perDay: number; days: number; tables: number; places: number } | null {
  if (Object.keys(settingsDraftErrors(draft)).length > 0) return null;
  const perDay = slotStartsOfDay(inputOfSettingsDraft(draft)).length;
  const tables = draft.tables.length;
  return { perDay, days, tables, places: perDay * days * tables };
}
