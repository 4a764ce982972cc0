/**
 * The tempo of a piece from its onset-strength envelope: the envelope's autocorrelation is read as a comb (a
 * pulse scores by the envelope's self-similarity at 1, 2, 4 and 8 periods, so the answer is precise to a
 * fraction of a frame), weighted by a log-normal prior over tempos
 * that settles the choice between a pulse and its half or double. Beat trackers for popular music centre it on
 * 120 BPM; underscore moves slower, so it is centred on 80 here (one octave wide). Of the strongest pulse and its
 * ternary relatives, the beat is the one whose half period repeats too (a dotted arpeggio is not the beat).
 * Known limit: a bare pulse with nothing between its beats (a metronome) faster than about 113 BPM is read at
 * half its tempo, as the prior prefers the slower of two equally strong readings.
 */

const MIN_BPM = 40;
const MAX_BPM = 220;
const PRIOR_CENTRE_BPM = 80;
const PRIOR_OCTAVES = 1;
/** A beat's multiples read by the comb: a bar of 2 or 4 beats, two bars. */
const COMB_MULTIPLES = [1, 2, 4, 8];
/** Fine search around the coarse winner: +-4% in 0.05% steps. */
const REFINE_SPAN = 0.04;
const REFINE_STEP = 0.0005;
/** The strongest pulse, then a dotted, a triplet and a slower or faster ternary reading of it. */
/**
 * How much of the envelope's energy must come back at the beat's multiples for the beat to be a beat: the seed's cues
 * score 0.71 or more, click tracks 0.8 or more, noise and drifting tones under 0.04.
 */
const MIN_PULSE_STRENGTH = 0.2;
const TERNARY_RELATIVES = [1, 3 / 4, 4 / 3, 2 / 3, 3 / 2];

/** Autocorrelation of a mean-removed signal for lags 0..maxLag, normalised by the lag-0 energy. */
function autocorrelation(signal: Float32Array, maxLag: number): Float64Array {
  const n = signal.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += signal[i]!;
  mean /= n;
  const centred = new Float64Array(n);
  for (let i = 0; i < n; i++) centred[i] = signal[i]! - mean;
  const result = new Float64Array(maxLag + 1);
  for (let lag = 0; lag <= maxLag; lag++) {
    let sum = 0;
    for (let i = lag; i < n; i++) sum += centred[i]! * centred[i - lag]!;
    // Unbiased: fewer products at longer lags.
    result[lag] = sum / (n - lag);
  }
  const energy = result[0]! || 1;
  for (let lag = 0; lag <= maxLag; lag++) result[lag]! /= energy;
  return result;
}

/** The autocorrelation at a fractional lag (linear interpolation), 0 past its end. */
function at(ac: Float64Array, lag: number): number {
  const below = Math.floor(lag);
  if (below + 1 >= ac.length) return 0;
  const fraction = lag - below;
  return ac[below]! * (1 - fraction) + ac[below + 1]! * fraction;
}

function comb(ac: Float64Array, period: number): number {
  let sum = 0;
  for (const multiple of COMB_MULTIPLES) sum += Math.max(0, at(ac, multiple * period));
  return sum / COMB_MULTIPLES.length;
}

const prior = (bpm: number) => Math.exp(-0.5 * (Math.log2(bpm / PRIOR_CENTRE_BPM) / PRIOR_OCTAVES) ** 2);

/**
 * The tempo in BPM of an onset envelope sampled `framesPerSecond` times a second, or null when it has no
 * pulse (too short for a few beats at the slowest tempo, flat, or nothing repeats at the beat: noise, drones).
 */
export function estimateTempo(onsets: Float32Array, framesPerSecond: number): number | null {
  const longestPeriod = (60 * framesPerSecond) / MIN_BPM;
  const maxLag = Math.min(onsets.length - 1, Math.ceil(longestPeriod * COMB_MULTIPLES.at(-1)!) + 1);
  if (onsets.length < longestPeriod * 4) return null;
  const ac = autocorrelation(onsets, maxLag);
  const periodOf = (bpm: number) => (60 * framesPerSecond) / bpm;
  const pulse = (bpm: number) => comb(ac, periodOf(bpm)) * prior(bpm);
  // A beat usually divides in two: among the pulse and its ternary relatives (a dotted pulse, a triplet), the one
  // whose half period also repeats is the beat.
  const beat = (bpm: number) => (comb(ac, periodOf(bpm)) + Math.max(0, at(ac, periodOf(bpm) / 2))) * prior(bpm);
  const strongest = bestOf(MIN_BPM, MAX_BPM, pulse);
  if (!strongest) return null;
  const candidates = TERNARY_RELATIVES.map((ratio) => refine(strongest * ratio, pulse)).filter((bpm) => bpm >= MIN_BPM && bpm <= MAX_BPM);
  let best = candidates[0]!;
  for (const candidate of candidates) if (beat(candidate) > beat(best)) best = candidate;
  return comb(ac, periodOf(best)) >= MIN_PULSE_STRENGTH ? best : null;
}

/** The tempo in [from, to] (0.5% steps) with the highest score, or null when none scores above 0. */
function bestOf(from: number, to: number, score: (bpm: number) => number): number | null {
  let best: number | null = null;
  let bestScore = 0;
  for (let bpm = from; bpm <= to; bpm *= 1.005) {
    const value = score(bpm);
    if (value > bestScore) {
      bestScore = value;
      best = bpm;
    }
  }
  return best;
}

/** The best-scoring tempo within +-4% of `bpm`, in 0.05% steps. */
function refine(bpm: number, score: (bpm: number) => number): number {
  let best = bpm;
  let bestScore = score(bpm);
  for (let factor = 1 - REFINE_SPAN; factor <= 1 + REFINE_SPAN; factor += REFINE_STEP) {
    const value = score(bpm * factor);
    if (value > bestScore) {
      bestScore = value;
      best = bpm * factor;
    }
  }
  return best;
}
