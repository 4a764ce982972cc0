/**
 * A film project's rules beyond the contract's schema (docs/product.md 17.6), shared by the owner's form and the
 * mock provider: a draft may be saved with only its titles, but a project is submitted (and stays, while
 * submitted) complete. Limits (lengths, counts) are the schema's.
 */
import type { ProgramProjectInput } from '../../api/generated/types.gen';

/** A field a submitted project lacks, as the provider's field errors name it (dotted path) with its rule. */
export interface ProjectGap {
  field: 'logline.ko' | 'logline.en' | 'genre' | 'stage' | 'runtimeMinutes' | 'director' | 'producer' | 'company' | 'music.cueCount' | 'musicDeadline';
  code: 'required' | 'in_past';
}

const blank = (text: string | undefined) => (text ?? '').trim() === '';

/**
 * What keeps a project from being submitted on `today` (the festival's date, YYYY-MM-DD): each missing field
 * (`required`), and a music deadline before today (`in_past`). An empty list when it is complete.
 */
export function projectGaps(project: ProgramProjectInput, today: string): ProjectGap[] {
  const gaps: ProjectGap[] = [];
  const required = (field: ProjectGap['field'], missing: boolean) => {
    if (missing) gaps.push({ field, code: 'required' });
  };
  required('logline.ko', blank(project.logline?.ko));
  required('logline.en', blank(project.logline?.en));
  required('genre', project.genre == null);
  required('stage', project.stage == null);
  required('runtimeMinutes', project.runtimeMinutes == null);
  required('director', blank(project.director));
  required('producer', blank(project.producer));
  required('company', blank(project.company));
  required('music.cueCount', project.music?.cueCount == null);
  required('musicDeadline', project.musicDeadline == null);
  if (project.musicDeadline != null && project.musicDeadline < today) gaps.push({ field: 'musicDeadline', code: 'in_past' });
  return gaps;
}
