import type { TFunction } from 'i18next';
import type { CsvColumn } from '../../../lib/csv/csvText';
import type { ProgramProject } from '../../../lib/api/generated/types.gen';

/**
 * The columns of the office's project export, headed in the reader's language. Titles and loglines keep both
 * languages; codes (genre, stage, status, reason) are written as the reader's words.
 */
/** The export's columns, by their header's key. */
type CsvKey = Exclude<keyof (typeof import('../../../lib/i18n/locales/en/office.json'))['projects']['csv'], 'filename'>;

export function projectColumns(t: TFunction<'office'>, words: TFunction<'program'>): CsvColumn<ProgramProject>[] {
  const column = (key: CsvKey, value: CsvColumn<ProgramProject>['value']): CsvColumn<ProgramProject> => ({ header: t(`projects.csv.${key}`), value });
  return [
    column('id', (p) => p.projectId),
    column('titleKo', (p) => p.title.ko),
    column('titleEn', (p) => p.title.en),
    column('status', (p) => words(`vocabulary.projectStatus.${p.status}`)),
    column('reason', (p) => (p.decision?.reasonCode ? t(`projects.reason.${p.decision.reasonCode}`) : '')),
    column('note', (p) => p.decision?.note ?? ''),
    column('genre', (p) => (p.genre ? words(`vocabulary.genre.${p.genre}`) : '')),
    column('stage', (p) => (p.stage ? words(`vocabulary.stage.${p.stage}`) : '')),
    column('runtime', (p) => p.runtimeMinutes),
    column('company', (p) => p.company),
    column('director', (p) => p.director),
    column('producer', (p) => p.producer),
    column('owner', (p) => p.owner.nickname),
    column('cues', (p) => p.music.cueCount),
    column('budget', (p) => (p.music.budget ? words(`vocabulary.budget.${p.music.budget}`) : '')),
    column('deadline', (p) => p.musicDeadline ?? ''),
    column('submitted', (p) => p.submittedAt ?? ''),
    column('loglineKo', (p) => p.logline.ko),
    column('loglineEn', (p) => p.logline.en),
    column('tempTrack', (p) => p.music.tempTrack),
  ];
}
