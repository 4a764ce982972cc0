import { FormGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSoundText } from '../sound/useSoundText';
import { LENGTH_PRESETS, TEMPO_PRESETS, keyOfValue, keyValue, rangeValue, sameRange, type Range, type SoundFilter } from './soundFilter';
import { Select } from '../../../lib/ui/forms/Select';

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

interface RangeSelectProps {
  label: string;
  anyLabel: string;
  presets: readonly Range[];
  range: Range | undefined;
  rangeLabel: (range: Range) => string;
  onChange: (range: Range | undefined) => void;
}

/** One measure's range as a select: any, the presets, and the address's own range when it is none of them. */
function RangeSelect({ label, anyLabel, presets, range, rangeLabel, onChange }: RangeSelectProps) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id}>
      <Select
        id={id}
        value={rangeValue(range)}
        options={[{ value: ANY, label: anyLabel }, ...rangeChoices(presets, range).map((choice) => ({ value: rangeValue(choice), label: rangeLabel(choice) }))]}
        onChange={(event) => onChange(rangeOf(event.currentTarget.value))}
      />
    </FormGroup>
  );
}

/**
 * Tempo, length and key of the analysed sound, as three selects: tempo and length in ranges a director reads at
 * a glance (a supervisor's exact range from a shared address is kept and shown), the key as any key, any major
 * or minor key, or one of the 24 keys in the page language's names.
 */
export function SoundFilters({ filter, onChange }: SoundFiltersProps) {
  const { t } = useTranslation('catalog');
  const text = useSoundText();
  const keyId = useId();
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
      <RangeSelect
        label={t('sound.tempoLabel')}
        anyLabel={t('sound.anyTempo')}
        presets={TEMPO_PRESETS}
        range={filter.tempo}
        rangeLabel={text.tempoRange}
        onChange={(tempo) => onChange({ ...filter, tempo })}
      />
      <RangeSelect
        label={t('sound.lengthLabel')}
        anyLabel={t('sound.anyLength')}
        presets={LENGTH_PRESETS}
        range={filter.length}
        rangeLabel={text.lengthRange}
        onChange={(length) => onChange({ ...filter, length })}
      />
      <FormGroup label={t('sound.keyLabel')} labelFor={keyId}>
        <Select
          id={keyId}
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
