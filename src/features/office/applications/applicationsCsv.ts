import type { TFunction } from 'i18next';
import type { ProgramApplication } from '../../../lib/api/generated/types.gen';
import type { CsvColumn } from '../../../lib/csv/csvText';

/** The export's columns, by their header's key. */
type CsvKey = Exclude<keyof (typeof import('../../../lib/i18n/locales/en/office.json'))['applications']['csv'], 'filename'>;

/** The columns of the office's application export, headed in the reader's language; texts keep both languages. */
export function applicationColumns(t: TFunction<'office'>, words: TFunction<'program'>): CsvColumn<ProgramApplication>[] {
  const column = (key: CsvKey, value: CsvColumn<ProgramApplication>['value']): CsvColumn<ProgramApplication> => ({ header: t(`applications.csv.${key}`), value });
  const both = (text: { ko: string; en: string }) => [text.ko, text.en].filter(Boolean).join(' / ');
  return [
    column('id', (a) => a.applicationId),
    column('nameKo', (a) => a.composer.name.ko),
    column('nameEn', (a) => a.composer.name.en),
    column('nickname', (a) => a.composer.nickname),
    column('status', (a) => words(`vocabulary.applicationStatus.${a.status}`)),
    column('reason', (a) => (a.decision?.reasonCode ? t(`projects.reason.${a.decision.reasonCode}`) : '')),
    column('note', (a) => a.decision?.note ?? ''),
    column('tracks', (a) => a.tracks.map((track) => both(track.title)).join('; ')),
    column('projects', (a) => a.projects.map((project) => both(project.title)).join('; ')),
    column('statementKo', (a) => a.statement.ko),
    column('statementEn', (a) => a.statement.en),
    column('submitted', (a) => a.submittedAt),
  ];
}
