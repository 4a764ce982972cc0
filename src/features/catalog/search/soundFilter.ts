import type { KeyMode } from '../../../lib/api/generated/types.gen';

/** A range of a measure, either end optional (both ends included, as the contract says). */
export interface Range {
  min?: number;
  max?: number;
}

/** The search's filters on the analysed sound: tempo (BPM), length (seconds) and key (tonic, mode or both). */
export interface SoundFilter {
  tempo?: Range;
  length?: Range;
  tonic?: number;
  mode?: KeyMode;
}

/** The tempo ranges offered (BPM): what a director means by slow or lively, in a supervisor's numbers. */
export const TEMPO_PRESETS: readonly Range[] = [{ max: 70 }, { min: 70, max: 90 }, { min: 90, max: 110 }, { min: 110, max: 130 }, { min: 130 }];
/** The length ranges offered (seconds): a sting, a short cue, a scene, a long cue, a suite. */
export const LENGTH_PRESETS: readonly Range[] = [{ max: 30 }, { min: 30, max: 60 }, { min: 60, max: 120 }, { min: 120, max: 240 }, { min: 240 }];

const LIMITS = { tempo: { low: 20, high: 300 }, length: { low: 0, high: 3600 } } as const;
const WHOLE = /^\d{1,4}$/;
const MODES: readonly KeyMode[] = ['major', 'minor'];

/** The text of a range in the address and in a select's value: `70-90`, `-70`, `130-`. */
export const rangeValue = (range: Range | undefined) => (range ? `${range.min ?? ''}-${range.max ?? ''}` : '');

export const sameRange = (a: Range | undefined, b: Range | undefined) => rangeValue(a) === rangeValue(b);

function readRange(params: URLSearchParams, name: 'tempo' | 'length'): Range | undefined {
  const { low, high } = LIMITS[name];
  const end = (raw: string | null) => (raw !== null && WHOLE.test(raw) && Number(raw) >= low && Number(raw) <= high ? Number(raw) : undefined);
  const min = end(params.get(`${name}Min`));
  const max = end(params.get(`${name}Max`));
  if (min === undefined && max === undefined) return undefined;
  // A range upside down in a hand-made address keeps its lower end only.
  if (min !== undefined && max !== undefined && min > max) return { min };
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** Reads the sound filters from the address (`tempoMin`, `tempoMax`, `lengthMin`, `lengthMax`, `tonic`, `mode`); malformed parts are ignored. */
export function parseSoundFilter(params: URLSearchParams): SoundFilter {
  const tonic = params.get('tonic');
  const mode = params.get('mode');
  const filter: SoundFilter = {};
  const tempo = readRange(params, 'tempo');
  const length = readRange(params, 'length');
  if (tempo) filter.tempo = tempo;
  if (length) filter.length = length;
  if (tonic !== null && /^(\d|1[01])$/.test(tonic)) filter.tonic = Number(tonic);
  if (mode !== null && (MODES as readonly string[]).includes(mode)) filter.mode = mode as KeyMode;
  return filter;
}

/** The request parameters of the sound filters (the same names in the address and in `searchMusic`). */
export function soundParamsOf(filter: SoundFilter): { tempoMin?: number; tempoMax?: number; lengthMin?: number; lengthMax?: number; tonic?: number; mode?: KeyMode } {
  return {
    ...(filter.tempo?.min !== undefined ? { tempoMin: filter.tempo.min } : {}),
    ...(filter.tempo?.max !== undefined ? { tempoMax: filter.tempo.max } : {}),
    ...(filter.length?.min !== undefined ? { lengthMin: filter.length.min } : {}),
    ...(filter.length?.max !== undefined ? { lengthMax: filter.length.max } : {}),
    ...(filter.tonic !== undefined ? { tonic: filter.tonic } : {}),
    ...(filter.mode !== undefined ? { mode: filter.mode } : {}),
  };
}

export const hasSoundFilter = (filter: SoundFilter) => Object.keys(soundParamsOf(filter)).length > 0;

/** The key filter as one value: '' (any key), `major` or `minor` (any such key), or `<tonic>:<mode>`. */
export const keyValue = (filter: SoundFilter) =>
  filter.tonic !== undefined && filter.mode !== undefined ? `${filter.tonic}:${filter.mode}` : filter.tonic !== undefined ? `${filter.tonic}:` : (filter.mode ?? '');

export function keyOfValue(value: string): Pick<SoundFilter, 'tonic' | 'mode'> {
  const [tonic, mode] = value.split(':');
  if (mode === undefined) return (MODES as readonly string[]).includes(value) ? { mode: value as KeyMode } : {};
  return { tonic: Number(tonic), ...((MODES as readonly string[]).includes(mode) ? { mode: mode as KeyMode } : {}) };
}
