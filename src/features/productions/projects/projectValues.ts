import type { ProgramMusicBudget, ProgramProject, ProgramProjectGenre, ProgramProjectInput, ProgramProjectStage } from '../../../lib/api/generated/types.gen';
import type { FormRules } from '../../../lib/forms/ruleResolver';

/** The contract's limits of a project (`ProgramProjectInput`; the rules test checks them against its schema). */
export const PROJECT_LIMITS = {
  title: 120,
  logline: 500,
  credit: 100,
  tempTrack: 1000,
  runtime: { min: 1, max: 600 },
  cueCount: { min: 1, max: 200 },
  moods: 8,
  references: 5,
} as const;

export const GENRES: readonly ProgramProjectGenre[] = ['drama', 'thriller', 'horror', 'comedy', 'romance', 'documentary', 'animation', 'fantasy_sf', 'action', 'other'];
export const STAGES: readonly ProgramProjectStage[] = ['development', 'production', 'post_production'];
export const BUDGETS: readonly ProgramMusicBudget[] = ['under_5m_krw', '5m_20m_krw', '20m_50m_krw', 'over_50m_krw', 'undisclosed'];

/** The project form's values: choices are empty until chosen, numbers are what was typed. */
export interface ProjectValues {
  titleKo: string;
  titleEn: string;
  loglineKo: string;
  loglineEn: string;
  genre: ProgramProjectGenre | '';
  stage: ProgramProjectStage | '';
  runtimeMinutes: string;
  director: string;
  producer: string;
  company: string;
  cueCount: string;
  moodKeywordIds: number[];
  referenceTrackIds: number[];
  tempTrack: string;
  budget: ProgramMusicBudget | '';
  musicDeadline: string;
}

export type ProjectField = keyof ProjectValues;

/** The provider's (dotted) field names as the form's. */
export const SERVER_FIELDS: Readonly<Record<string, ProjectField>> = {
  'title.ko': 'titleKo',
  'title.en': 'titleEn',
  'logline.ko': 'loglineKo',
  'logline.en': 'loglineEn',
  genre: 'genre',
  stage: 'stage',
  runtimeMinutes: 'runtimeMinutes',
  director: 'director',
  producer: 'producer',
  company: 'company',
  'music.cueCount': 'cueCount',
  'music.moodKeywordIds': 'moodKeywordIds',
  'music.referenceTrackIds': 'referenceTrackIds',
  'music.tempTrack': 'tempTrack',
  'music.budget': 'budget',
  musicDeadline: 'musicDeadline',
};

export const emptyProject: ProjectValues = {
  titleKo: '',
  titleEn: '',
  loglineKo: '',
  loglineEn: '',
  genre: '',
  stage: '',
  runtimeMinutes: '',
  director: '',
  producer: '',
  company: '',
  cueCount: '',
  moodKeywordIds: [],
  referenceTrackIds: [],
  tempTrack: '',
  budget: '',
  musicDeadline: '',
};

/** A saved project as the form's values. */
export function valuesOf(project: ProgramProject): ProjectValues {
  return {
    titleKo: project.title.ko,
    titleEn: project.title.en,
    loglineKo: project.logline.ko,
    loglineEn: project.logline.en,
    genre: project.genre ?? '',
    stage: project.stage ?? '',
    runtimeMinutes: project.runtimeMinutes === null ? '' : String(project.runtimeMinutes),
    director: project.director,
    producer: project.producer,
    company: project.company,
    cueCount: project.music.cueCount === null ? '' : String(project.music.cueCount),
    moodKeywordIds: [...project.music.moodKeywordIds],
    referenceTrackIds: [...project.music.referenceTrackIds],
    tempTrack: project.music.tempTrack,
    budget: project.music.budget ?? '',
    musicDeadline: project.musicDeadline ?? '',
  };
}

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The values as the contract's input (the whole project: create and update take all of it). */
export function inputOf(values: ProjectValues): ProgramProjectInput {
  return {
    title: { ko: values.titleKo.trim(), en: values.titleEn.trim() },
    logline: { ko: values.loglineKo.trim(), en: values.loglineEn.trim() },
    genre: values.genre || null,
    stage: values.stage || null,
    runtimeMinutes: numberOrNull(values.runtimeMinutes),
    director: values.director.trim(),
    producer: values.producer.trim(),
    company: values.company.trim(),
    music: {
      cueCount: numberOrNull(values.cueCount),
      moodKeywordIds: values.moodKeywordIds,
      referenceTrackIds: values.referenceTrackIds,
      tempTrack: values.tempTrack.trim(),
      budget: values.budget || null,
    },
    musicDeadline: values.musicDeadline || null,
  };
}

const wholeIn = (text: string, { min, max }: { min: number; max: number }) => {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? undefined : 'wholeNumber';
};
const tooLong = (text: string, max: number) => (text.trim().length > max ? 'tooLong' : undefined);

/**
 * What any save needs (the key of its message in `productions:project.rule`): both titles, every text within its
 * limit, whole numbers within range. What submitting needs more is the provider's to say (`PROJECT_INCOMPLETE`,
 * the domain's `projectGaps`): a draft may be saved without it.
 */
export const projectRules: FormRules<ProjectValues> = (values) => ({
  titleKo: values.titleKo.trim() === '' ? 'titleRequired' : tooLong(values.titleKo, PROJECT_LIMITS.title),
  titleEn: values.titleEn.trim() === '' ? 'titleRequired' : tooLong(values.titleEn, PROJECT_LIMITS.title),
  loglineKo: tooLong(values.loglineKo, PROJECT_LIMITS.logline),
  loglineEn: tooLong(values.loglineEn, PROJECT_LIMITS.logline),
  director: tooLong(values.director, PROJECT_LIMITS.credit),
  producer: tooLong(values.producer, PROJECT_LIMITS.credit),
  company: tooLong(values.company, PROJECT_LIMITS.credit),
  tempTrack: tooLong(values.tempTrack, PROJECT_LIMITS.tempTrack),
  runtimeMinutes: wholeIn(values.runtimeMinutes, PROJECT_LIMITS.runtime),
  cueCount: wholeIn(values.cueCount, PROJECT_LIMITS.cueCount),
  musicDeadline: values.musicDeadline !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(values.musicDeadline) ? 'invalidDate' : undefined,
});

/** The message key of a rule the provider named for a field (`required`, `in_past`, ...). */
export function serverRuleKey(code: string): string {
  if (code === 'required') return 'requiredToSubmit';
  if (code === 'in_past') return 'deadlinePast';
  if (code === 'unknown_keyword' || code === 'unknown_track') return 'unknownReference';
  return 'refused';
}
