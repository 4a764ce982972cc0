import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramProjectGenre, ProgramProjectListedStatus, ProgramProjectStage } from '../../../lib/api/generated/types.gen';
import { zProgramProjectGenre, zProgramProjectListedStatus, zProgramProjectStage } from '../../../lib/domain/contractSchemas';
import { Select } from '../../../lib/ui/forms/Select';
import type { ProjectFilters as Filters } from './useRoundProjects';

/** The value of "any" in each select. */
const ANY = '';

export interface ProjectFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** The office narrows a round's projects by status, genre, stage and words (applied when searched). */
export function ProjectFilters({ filters, onChange }: ProjectFiltersProps) {
  const { t } = useTranslation('office');
  const { t: vocabulary } = useTranslation('program');
  const ids = { status: useId(), genre: useId(), stage: useId(), words: useId() };
  const [words, setWords] = useState(filters.q ?? '');
  const choose = <K extends 'status' | 'genre' | 'stage'>(key: K, value: string) => onChange({ ...filters, [key]: value === ANY ? undefined : value });
  const options = (values: readonly string[], label: (value: string) => string) => [
    { value: ANY, label: t('projects.any') },
    ...values.map((value) => ({ value, label: label(value) })),
  ];
  return (
    <form
      className="app-office-filters"
      role="search"
      aria-label={t('projects.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, q: words.trim() || undefined });
      }}
    >
      <FormGroup label={t('review.status')} labelFor={ids.status}>
        <Select
          id={ids.status}
          value={filters.status ?? ANY}
          options={options(zProgramProjectListedStatus.options, (value) => vocabulary(`vocabulary.projectStatus.${value as ProgramProjectListedStatus}`))}
          onChange={(event) => choose('status', event.currentTarget.value as ProgramProjectListedStatus)}
        />
      </FormGroup>
      <FormGroup label={t('projects.genreLabel')} labelFor={ids.genre}>
        <Select
          id={ids.genre}
          value={filters.genre ?? ANY}
          options={options(zProgramProjectGenre.options, (value) => vocabulary(`vocabulary.genre.${value as ProgramProjectGenre}`))}
          onChange={(event) => choose('genre', event.currentTarget.value as ProgramProjectGenre)}
        />
      </FormGroup>
      <FormGroup label={t('projects.stageLabel')} labelFor={ids.stage}>
        <Select
          id={ids.stage}
          value={filters.stage ?? ANY}
          options={options(zProgramProjectStage.options, (value) => vocabulary(`vocabulary.stage.${value as ProgramProjectStage}`))}
          onChange={(event) => choose('stage', event.currentTarget.value as ProgramProjectStage)}
        />
      </FormGroup>
      <FormGroup label={t('projects.words')} labelFor={ids.words} className="app-office-filters-words">
        <InputGroup
          id={ids.words}
          type="search"
          value={words}
          maxLength={100}
          onValueChange={setWords}
          rightElement={<Button type="submit" variant="minimal" text={t('projects.search')} />}
        />
      </FormGroup>
    </form>
  );
}
