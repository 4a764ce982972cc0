import { Button, ControlGroup, InputGroup } from '@blueprintjs/core';
import { Cross, Plus, Search } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMusicOptions, searchMusicOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { Music } from '../../../lib/api/generated/types.gen';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { PROJECT_LIMITS } from './projectValues';

export interface ReferenceTrackPickerProps {
  /** The id of the search box (the field's label names it). */
  inputId: string;
  describedBy?: string | undefined;
  value: number[];
  onChange: (trackIds: number[]) => void;
  disabled?: boolean;
}

const RESULTS = 5;

/**
 * Up to 5 reference tracks of the catalogue: words searched with the catalogue's own search, a few results to
 * add, and the chosen tracks listed with a remove button each.
 */
export function ReferenceTrackPicker({ inputId, describedBy, value, onChange, disabled }: ReferenceTrackPickerProps) {
  const { t } = useTranslation('productions');
  const [words, setWords] = useState('');
  const [searched, setSearched] = useState('');
  const resultsId = useId();
  const full = value.length >= PROJECT_LIMITS.references;
  const search = () => setSearched(words.trim());
  return (
    <div className="app-productions-references">
      {value.length > 0 && (
        <ol className="app-productions-reference-list" aria-label={t('project.references.chosen')}>
          {value.map((id) => (
            <ChosenTrack key={id} trackId={id} disabled={disabled} onRemove={() => onChange(value.filter((other) => other !== id))} />
          ))}
        </ol>
      )}
      {!disabled && (
        <>
          <ControlGroup>
            <InputGroup
              id={inputId}
              type="search"
              fill
              value={words}
              aria-describedby={describedBy}
              placeholder={t('project.references.placeholder')}
              disabled={full}
              maxLength={100}
              onChange={(event) => setWords(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  search();
                }
              }}
            />
            <Button icon={<Search />} text={t('project.references.search')} disabled={full || words.trim() === ''} onClick={search} />
          </ControlGroup>
          {full && <p className="app-productions-field-help">{t('project.references.full', { count: PROJECT_LIMITS.references })}</p>}
          {searched !== '' && !full && <SearchResults id={resultsId} words={searched} chosen={value} onAdd={(id) => onChange([...value, id])} />}
        </>
      )}
    </div>
  );
}

function SearchResults({ id, words, chosen, onAdd }: { id: string; words: string; chosen: number[]; onAdd: (trackId: number) => void }) {
  const { t } = useTranslation('productions');
  const language = useDataLanguage();
  const { state } = useApiQuery(searchMusicOptions({ query: { q: words, size: RESULTS } }));
  if (state.status === 'failed') return <p role="alert">{t('project.references.failed')}</p>;
  if (!state.data) return <p role="status">{t('project.references.searching')}</p>;
  const tracks = state.data.content;
  return (
    <div id={id}>
      <p role="status" className="app-productions-muted">
        {tracks.length === 0 ? t('project.references.none', { words }) : t('project.references.found', { words })}
      </p>
      {tracks.length > 0 && (
        <ul className="app-productions-reference-results">
          {tracks.map((track) => (
            <li key={track.musicFileId}>
              <TrackName track={track} language={language} />
              <Button
                size="small"
                icon={<Plus />}
                text={t('project.references.add')}
                aria-label={t('project.references.addNamed', { title: localizedText(track.title, language) })}
                disabled={chosen.includes(track.musicFileId)}
                onClick={() => onAdd(track.musicFileId)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TrackName({ track, language }: { track: Music; language: 'ko' | 'en' }) {
  return (
    <span className="app-productions-track">
      <span className="app-productions-track-title">{localizedText(track.title, language)}</span>
      <span className="app-productions-muted">{localizedText(track.musician.name, language)}</span>
    </span>
  );
}

function ChosenTrack({ trackId, disabled, onRemove }: { trackId: number; disabled?: boolean | undefined; onRemove: () => void }) {
  const { t } = useTranslation('productions');
  const language = useDataLanguage();
  const { state } = useApiQuery(getMusicOptions({ path: { musicFileId: trackId } }));
  const title = state.data ? localizedText(state.data.title, language) : t('project.references.track', { id: trackId });
  return (
    <li>
      {state.data ? <TrackName track={state.data} language={language} /> : <span className="app-productions-track">{title}</span>}
      {!disabled && <Button size="small" variant="minimal" icon={<Cross />} aria-label={t('project.references.remove', { title })} onClick={onRemove} />}
    </li>
  );
}
