import type { Waveform } from '../../../lib/api/generated/types.gen';

/** audiowaveform's 8-bit samples run from -128 to 127. */
const FULL_SCALE = 128;

/**
 * The provider's audiowaveform data (`[min0, max0, min1, max1, ...]`, 8 bits) as wavesurfer's peaks: two
 * "channels" of the same length, the maxima (drawn above the centre line) and the minima (below), scaled to
 * -1..1. A trailing odd value is ignored; values outside the 8-bit range are clamped.
 */
export function waveformPeaks(waveform: Pick<Waveform, 'data' | 'length'>): [Float32Array, Float32Array] {
  const pairs = Math.min(waveform.length, Math.floor(waveform.data.length / 2));
  const top = new Float32Array(pairs);
  const bottom = new Float32Array(pairs);
  for (let i = 0; i < pairs; i += 1) {
    bottom[i] = scale(waveform.data[2 * i]!);
    top[i] = scale(waveform.data[2 * i + 1]!);
  }
  return [top, bottom];
}

function scale(sample: number): number {
  if (!Number.isFinite(sample)) return 0;
  return Math.max(-1, Math.min(1, sample / FULL_SCALE));
}

/** Where a pointer at `x` pixels from the left of a `width`-pixel waveform falls in a `duration`-second track. */
export function timeAtOffset(x: number, width: number, duration: number): number {
  if (!(width > 0) || !(duration > 0)) return 0;
  return Math.max(0, Math.min(1, x / width)) * duration;
}
