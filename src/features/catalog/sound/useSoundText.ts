import { useTranslation } from 'react-i18next';
import type { MusicalKey } from '../../../lib/api/generated/types.gen';
import { formatClock } from '../../../lib/domain/time/clock';

/** A range of tempo (BPM) or length (seconds), either end optional. */
export interface MeasureRange {
  min?: number;
  max?: number;
}

/**
 * How the analysed sound reads in the page's language: a key by its name in that language (가단조 (Am), A minor),
 * a tempo in whole BPM, loudness in LUFS with one decimal, and the tempo and length ranges of the search.
 */
export function useSoundText() {
  const { t, i18n } = useTranslation('catalog');
  const oneDecimal = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const range = (kind: 'bpm' | 'length', { min, max }: MeasureRange) => {
    const text = (value: number) => (kind === 'bpm' ? String(value) : formatClock(value));
    if (min !== undefined && max !== undefined) return t(kind === 'bpm' ? 'sound.bpmBetween' : 'sound.lengthBetween', { min: text(min), max: text(max) });
    if (min !== undefined) return t(kind === 'bpm' ? 'sound.bpmFrom' : 'sound.lengthFrom', { min: text(min) });
    return t(kind === 'bpm' ? 'sound.bpmUpTo' : 'sound.lengthUpTo', { max: text(max ?? 0) });
  };
  return {
    keyName: (key: MusicalKey) => t(`sound.keyName.${key.mode}.${key.tonic}` as 'sound.keyName.major.0'),
    tonicName: (tonic: number) => t(`sound.tonic.${tonic}` as 'sound.tonic.0'),
    tempo: (bpm: number) => t('sound.tempoValue', { bpm: Math.round(bpm) }),
    loudness: (lufs: number) => t('sound.loudnessValue', { lufs: oneDecimal.format(lufs) }),
    tempoRange: (bpm: MeasureRange) => range('bpm', bpm),
    lengthRange: (seconds: MeasureRange) => range('length', seconds),
  };
}
