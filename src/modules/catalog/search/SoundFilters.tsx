import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSoundText } from '../../../components/sound/useSoundText';
import { LENGTH_PRESETS, TEMPO_PRESETS, keyOfValue, keyValue, rangeValue, sameRange, type Range, type SoundFilter } from './soundFilter';

export interface SoundFiltersProps {
  filter: SoundFilter;
  onChange: (filter: SoundFilter) => void;
}

const ANY = '';
const TONICS = Array.from({ length: 12 }, (_, tonic) => tonic);

function rangeOf(value: string): Range | undefined {
  if (value === ANY) return undefined;
  const [min, max] = value.split('-');
  return { ...(min ? { min: Number(min) } : {}), ...(max ? { max: Number(max) } : {}) };
}

/** The offered ranges, and the address's own range when it is none of them (so the select shows what is searched). */
const rangeChoices = (presets: readonly Range[], current: Range | undefined) =>
  current && !presets.some((preset) => sameRange(preset, current)) ? [...presets, current] : presets;

/**
 * Tempo, length and key of the analysed sound, as three selects: tempo and length in ranges a director reads at
 * a glance (a supervisor's exact range from a shared address is kept and shown), the key as any key, any major
 * or minor key, or one of the 24 keys in the page language's names.
 */
export function SoundFilters({ filter, onChange }: SoundFiltersProps) {
  const { t } = useTranslation('catalog');
  const text = useSoundText();
  const ids = { tempo: useId(), length: useId(), key: useId() };
  const keyOptions = [
    { value: ANY, label: t('sound.anyKey') },
    { value: 'major', label: t('sound.anyMajor') },
    { value: 'minor', label: t('sound.anyMinor') },
    ...(filter.tonic !== undefined && filter.mode === undefined
      ? [{ value: `${filter.tonic}:`, label: t('sound.tonicEitherMode', { tonic: text.tonicName(filter.tonic) }) }]
      : []),
    ...TONICS.flatMap((tonic) => (['major', 'minor'] as const).map((mode) => ({ value: `${tonic}:${mode}`, label: text.keyName({ tonic, mode }) }))),
  ];
  return (
    <>
      <FormGroup label={t('sound.tempoLabel')} labelFor={ids.tempo}>
        <HTMLSelect
          id={ids.tempo}
          value={rangeValue(filter.tempo)}
          options={[
            { value: ANY, label: t('sound.anyTempo') },
            ...rangeChoices(TEMPO_PRESETS, filter.tempo).map((range) => ({ value: rangeValue(range), label: text.tempoRange(range) })),
          ]}
          onChange={(event) => onChange({ ...filter, tempo: rangeOf(event.currentTarget.value) })}
        />
      </FormGroup>
      <FormGroup label={t('sound.lengthLabel')} labelFor={ids.length}>
        <HTMLSelect
          id={ids.length}
          value={rangeValue(filter.length)}
          options={[
            { value: ANY, label: t('sound.anyLength') },
            ...rangeChoices(LENGTH_PRESETS, filter.length).map((range) => ({ value: rangeValue(range), label: text.lengthRange(range) })),
          ]}
          onChange={(event) => onChange({ ...filter, length: rangeOf(event.currentTarget.value) })}
        />
      </FormGroup>
      <FormGroup label={t('sound.keyLabel')} labelFor={ids.key}>
        <HTMLSelect
          id={ids.key}
          value={keyValue(filter)}
          options={keyOptions}
          onChange={(event) => {
            const { tonic: _tonic, mode: _mode, ...rest } = filter;
            onChange({ ...rest, ...keyOfValue(event.currentTarget.value) });
          }}
        />
      </FormGroup>
    </>
  );
}
