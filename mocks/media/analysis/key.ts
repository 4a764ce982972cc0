/**
 * The key of a piece from its pitch-class profile (Krumhansl-Schmuckler): the profile is correlated with the
 * Krumhansl-Kessler major and minor key profiles rotated to each of the 12 tonics, and the best of the 24 wins.
 */

export type Mode = 'major' | 'minor';

export interface MusicalKey {
  /** Pitch class of the tonic: 0 = C, 1 = C#/Db ... 11 = B. */
  tonic: number;
  mode: Mode;
  /** Pearson correlation of the profile with the winning key's (-1 to 1). */
  strength: number;
}

/** Krumhansl and Kessler's probe-tone ratings (1982), index 0 = the tonic. */
const MAJOR = [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88];
const MINOR = [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17];

function correlation(a: readonly number[], b: readonly number[], shift: number): number {
  const n = 12;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i++) {
    meanA += a[i]!;
    meanB += b[i]!;
  }
  meanA /= n;
  meanB /= n;
  let top = 0;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < n; i++) {
    const x = a[(i + shift) % n]! - meanA;
    const y = b[i]! - meanB;
    top += x * y;
    sa += x * x;
    sb += y * y;
  }
  return sa === 0 || sb === 0 ? 0 : top / Math.sqrt(sa * sb);
}

/** The best-fitting key of a 12-bin pitch-class profile (index 0 = C), or null for a flat (silent) profile. */
export function estimateKey(profile: readonly number[]): MusicalKey | null {
  let best: MusicalKey | null = null;
  for (let tonic = 0; tonic < 12; tonic++) {
    for (const [mode, template] of [
      ['major', MAJOR],
      ['minor', MINOR],
    ] as const) {
      const strength = correlation(profile, template, tonic);
      if (strength !== 0 && (!best || strength > best.strength)) best = { tonic, mode, strength };
    }
  }
  return best;
}
