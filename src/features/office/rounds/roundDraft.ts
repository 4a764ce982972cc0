import type { ApiError, ProgramRound, ProgramRoundInput, RoundWindow } from '../../../lib/api/generated/types.gen';
import { zProgramRoundInput } from '../../../lib/domain/contractSchemas';
import { closesAfterOpening, roundProblems } from '../../../lib/domain/program/rounds';
import { festivalTimeOfInstant, instantOfFestivalTime } from '../../../lib/domain/program/festivalTime';

/** The round form's fields as typed: texts, festival times (`datetime-local`), places and days as the inputs hold them. */
export interface RoundDraft {
  nameKo: string;
  nameEn: string;
  descriptionKo: string;
  descriptionEn: string;
  projectOpens: string;
  projectCloses: string;
  composerOpens: string;
  composerCloses: string;
  projectPlaces: string;
  composerPlaces: string;
  meetingDays: string[];
  /** Every approved composer sees the round's briefs, not only its selected composers. */
  briefsOpenToAllComposers: boolean;
}

/** Where an error shows: the contract's field path (`projectWindow.closesAt`, `name.ko`, ...). */
export type RoundField = string;

/** A message of the office's namespace (`rounds.error.*`) with its values. */
export interface RoundError {
  key: 'required' | 'tooLong' | 'dateTime' | 'places' | 'tooManyDays' | 'closesBeforeOpening' | 'duplicateDay' | 'meetingBeforeClose' | 'invalid';
  values?: Record<string, number>;
}

export const EMPTY_ROUND: RoundDraft = {
  nameKo: '',
  nameEn: '',
  descriptionKo: '',
  descriptionEn: '',
  projectOpens: '',
  projectCloses: '',
  composerOpens: '',
  composerCloses: '',
  projectPlaces: '20',
  composerPlaces: '40',
  meetingDays: [],
  briefsOpenToAllComposers: false,
};

/** A stored round as the form shows it. */
export function draftOfRound(round: ProgramRound): RoundDraft {
  return {
    nameKo: round.name.ko,
    nameEn: round.name.en,
    descriptionKo: round.description.ko,
    descriptionEn: round.description.en,
    projectOpens: festivalTimeOfInstant(round.projectWindow.opensAt),
    projectCloses: festivalTimeOfInstant(round.projectWindow.closesAt),
    composerOpens: festivalTimeOfInstant(round.composerWindow.opensAt),
    composerCloses: festivalTimeOfInstant(round.composerWindow.closesAt),
    projectPlaces: String(round.projectPlaces),
    composerPlaces: String(round.composerPlaces),
    meetingDays: [...round.meetingDays],
    briefsOpenToAllComposers: round.briefsOpenToAllComposers,
  };
}

/** What the form sends (an incomplete time is sent as empty text, which the contract's schema refuses). */
export function inputOfDraft(draft: RoundDraft): ProgramRoundInput {
  const instant = (value: string) => instantOfFestivalTime(value) ?? '';
  return {
    name: { ko: draft.nameKo, en: draft.nameEn },
    description: { ko: draft.descriptionKo, en: draft.descriptionEn },
    projectWindow: { opensAt: instant(draft.projectOpens), closesAt: instant(draft.projectCloses) },
    composerWindow: { opensAt: instant(draft.composerOpens), closesAt: instant(draft.composerCloses) },
    projectPlaces: Number(draft.projectPlaces),
    composerPlaces: Number(draft.composerPlaces),
    meetingDays: [...draft.meetingDays].sort(),
    briefsOpenToAllComposers: draft.briefsOpenToAllComposers,
  };
}

/** The rule codes of the round rules (rounds.ts), as the form words them; the provider names the same codes. */
const RULE_ERRORS: Record<string, RoundError['key']> = {
  not_after_opening: 'closesBeforeOpening',
  duplicate: 'duplicateDay',
  before_windows_close: 'meetingBeforeClose',
};

/**
 * Every broken rule of a round's settings by field: the contract's limits (its zod schema) and the round rules,
 * the first per field. An empty object when the round may be sent.
 */
export function roundErrors(input: ProgramRoundInput): Record<RoundField, RoundError> {
  const errors: Record<RoundField, RoundError> = {};
  const add = (field: string, error: RoundError) => {
    errors[field] ??= error;
  };
  const parsed = zProgramRoundInput.safeParse(input);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path.join('.');
    if (field.startsWith('meetingDays'))
      add('meetingDays', issue.code === 'too_big' ? { key: 'tooManyDays', values: { max: Number(issue.maximum) } } : { key: 'invalid' });
    else if (field === 'projectPlaces' || field === 'composerPlaces') {
      const places = zProgramRoundInput.shape[field];
      add(field, { key: 'places', values: { min: places.minValue ?? 1, max: places.maxValue ?? Number.MAX_SAFE_INTEGER } });
    } else if (field.endsWith('At')) add(field, { key: 'dateTime' });
    else if (issue.code === 'too_big') add(field, { key: 'tooLong', values: { max: Number(issue.maximum) } });
    else if (issue.code === 'too_small') add(field, { key: 'required' });
    else add(field, { key: 'invalid' });
  }
  // The round rules read the windows: a window is checked once both its times are typed, the rest once all are,
  // even while other fields are still missing.
  const typed = (window: RoundWindow) => window.opensAt !== '' && window.closesAt !== '';
  for (const field of ['projectWindow', 'composerWindow'] as const) {
    if (typed(input[field]) && !closesAfterOpening(input[field])) add(`${field}.closesAt`, { key: 'closesBeforeOpening' });
  }
  if (typed(input.projectWindow) && typed(input.composerWindow)) for (const { field, code } of roundProblems(input)) add(field, { key: RULE_ERRORS[code] ?? 'invalid' });
  return errors;
}

/** The provider's field errors of a refused round, as the form words them. */
export function roundErrorsOfRefusal(error: ApiError): Record<RoundField, RoundError> {
  const errors: Record<RoundField, RoundError> = {};
  for (const { field, code } of error.fieldErrors ?? []) errors[field] ??= { key: RULE_ERRORS[code] ?? 'invalid' };
  return errors;
}
