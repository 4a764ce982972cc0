import type { ProgramApplication, ProgramApplicationInput } from '../../../lib/api/generated/types.gen';
import { APPLICATION_LIMITS, hasStatement } from '../../../lib/domain/program/applications';
import type { FormRules } from '../../../lib/forms/ruleResolver';

/** The application form's values: the statement in each language, the chosen tracks and projects in order. */
export interface ApplicationValues {
  statementKo: string;
  statementEn: string;
  trackIds: number[];
  projectIds: number[];
}

export type ApplicationField = keyof ApplicationValues;

/** The provider's (dotted) field names as the form's; `statement` (no visible text in either) is the Korean field's. */
export const SERVER_FIELDS: Readonly<Record<string, ApplicationField>> = {
  statement: 'statementKo',
  'statement.ko': 'statementKo',
  'statement.en': 'statementEn',
  trackIds: 'trackIds',
  projectIds: 'projectIds',
};

export const emptyApplication: ApplicationValues = { statementKo: '', statementEn: '', trackIds: [], projectIds: [] };

/** A saved application as the form's values (its tracks and projects as they stand now, in their order). */
export function valuesOf(application: ProgramApplication): ApplicationValues {
  return {
    statementKo: application.statement.ko,
    statementEn: application.statement.en,
    trackIds: application.tracks.map((track) => track.musicFileId),
    projectIds: application.projects.map((project) => project.projectId),
  };
}

/** The values as the contract's input (create and update take the whole application). */
export function inputOf(values: ApplicationValues): ProgramApplicationInput {
  return {
    statement: { ko: values.statementKo.trim(), en: values.statementEn.trim() },
    trackIds: values.trackIds,
    projectIds: values.projectIds,
  };
}

const tooLong = (text: string) => (text.trim().length > APPLICATION_LIMITS.statement ? 'tooLong' : undefined);

/**
 * What sending needs (the key of its message in `composing:form.rule`): a statement in at least one language, each
 * within its limit, and 1 to 3 tracks. What only the provider knows (a track deleted meanwhile, a project
 * withdrawn) comes back as its field errors.
 */
export const applicationRules: FormRules<ApplicationValues> = (values) => ({
  statementKo: hasStatement({ ko: values.statementKo, en: values.statementEn }) ? tooLong(values.statementKo) : 'statementRequired',
  statementEn: tooLong(values.statementEn),
  trackIds:
    values.trackIds.length < APPLICATION_LIMITS.tracks.min ? 'trackRequired' : values.trackIds.length > APPLICATION_LIMITS.tracks.max ? 'tooManyTracks' : undefined,
  projectIds: values.projectIds.length > APPLICATION_LIMITS.projects ? 'tooManyProjects' : undefined,
});

/** The message key of a rule the provider named for a field (`required`, `unknown_track`, ...). */
export function serverRuleKey(field: ApplicationField, code: string): string {
  if (code === 'required') return field === 'trackIds' ? 'trackRequired' : 'statementRequired';
  if (code === 'unknown_track') return 'unknownTrack';
  if (code === 'unknown_project') return 'unknownProject';
  if (code === 'too_big') return field === 'trackIds' ? 'tooManyTracks' : field === 'projectIds' ? 'tooManyProjects' : 'tooLong';
  if (code === 'too_small' && field === 'trackIds') return 'trackRequired';
  return 'refused';
}
