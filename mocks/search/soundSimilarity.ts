import { FEATURE_COUNT, SOUND_ANALYSIS_VERSION } from '../media/analysis/soundAnalyser';
import type { SoundRecord } from '../media/analysis/store';

/** One answer of "more like this": a track and how alike it sounds, from -1 (opposite) to 1 (the same). */
export interface SimilarTrack {
  musicId: number;
  similarity: number;
}

/**
 * The groups of `SoundAnalysis.features` (mocks/media/analysis/soundAnalyser.ts), as [first, end) indexes: MFCC
 * means, MFCC deviations, chroma shares, spectral and loudness statistics (centroid mean and deviation, flatness,
 * RMS mean and deviation), and rhythm (onset density, log tempo).
 */
const GROUPS: ReadonlyArray<readonly [number, number]> = [
  [0, 13],
  [13, 26],
  [26, 38],
  [38, 43],
  [43, FEATURE_COUNT],
];

/**
 * Each dimension's weight, 1/sqrt(size of its group): after standardising, a group then adds about 1 to a vector's
 * squared length whatever its size, so the 13 MFCC means do not outvote the 2 rhythm numbers.
 */
const WEIGHTS = Float64Array.from({ length: FEATURE_COUNT }, (_, dimension) => {
  const [first, end] = GROUPS.find(([from, to]) => dimension >= from && dimension < to)!;
  return 1 / Math.sqrt(end - first);
});

/** A feature as the index reads it: a missing, infinite or NaN number counts as 0. */
const valueAt = (features: readonly number[], dimension: number) => {
  const value = features[dimension];
  return value !== undefined && Number.isFinite(value) ? value : 0;
};

/**
 * "More like this" over a catalogue's analysed sounds. Every dimension is standardised by the catalogue's mean and
 * standard deviation (a dimension the same on every track says nothing and counts 0), weighted so that each feature
 * group counts alike, and scaled to unit length; similarity is the cosine, one dot product per track. The vectors
 * sit row by row in one Float32Array and a query keeps only the best `count` in a small heap, so a question about
 * 10,000 tracks is one pass over 450,000 floats and no sort of the catalogue.
 */
export class SoundSimilarityIndex {
  private readonly ids: number[];
  private readonly rowOf = new Map<number, number>();
  /** Row-major, FEATURE_COUNT floats a track, each row of length 1 (or all 0 for a track at the catalogue's mean). */
  private readonly rows: Float32Array;
  private readonly mean = new Float64Array(FEATURE_COUNT);
  /** Weight over standard deviation for each dimension; 0 where the catalogue does not vary. */
  private readonly scale = new Float64Array(FEATURE_COUNT);

  /** Music ids are expected to be unique; the index keeps the features as they are now (build a new one to change them). */
  constructor(tracks: ReadonlyArray<{ musicId: number; features: readonly number[] }>) {
    this.ids = tracks.map((track) => track.musicId);
    tracks.forEach((track, row) => this.rowOf.set(track.musicId, row));
    const count = tracks.length;
    for (let dimension = 0; dimension < FEATURE_COUNT; dimension++) {
      let sum = 0;
      let min = Infinity;
      let max = -Infinity;
      for (const track of tracks) {
        const value = valueAt(track.features, dimension);
        sum += value;
        min = Math.min(min, value);
        max = Math.max(max, value);
      }
      const mean = count ? sum / count : 0;
      let squares = 0;
      for (const track of tracks) squares += (valueAt(track.features, dimension) - mean) ** 2;
      const deviation = Math.sqrt(squares / count);
      // Compared exactly: a constant dimension's rounding noise must not turn into full-size z-scores. Numbers so
      // large that their sums overflow are left out too rather than turning every vector into NaN.
      const varies = max > min && deviation > 0 && Number.isFinite(deviation) && Number.isFinite(mean);
      this.mean[dimension] = varies ? mean : 0;
      this.scale[dimension] = varies ? WEIGHTS[dimension]! / deviation : 0;
    }
    this.rows = new Float32Array(count * FEATURE_COUNT);
    tracks.forEach((track, row) => this.rows.set(this.project(track.features), row * FEATURE_COUNT));
  }

  /** How many tracks the index holds. */
  get size(): number {
    return this.ids.length;
  }

  /** The tracks that sound most like the track `musicId`, best first, never itself; none for a track not in the index. */
  mostSimilar(musicId: number, count = 10): SimilarTrack[] {
    const row = this.rowOf.get(musicId);
    if (row === undefined) return [];
    return this.best(this.rows.subarray(row * FEATURE_COUNT, (row + 1) * FEATURE_COUNT), count, row);
  }

  /** The tracks that sound most like a reference recording's features (one that is not a track), best first. */
  closestTo(features: readonly number[], count = 10): SimilarTrack[] {
    return this.best(this.project(features), count, -1);
  }

  /** Standardised, weighted and of unit length; all 0 when the features sit at the catalogue's mean. */
  private project(features: readonly number[]): Float32Array {
    const vector = new Float64Array(FEATURE_COUNT);
    let length = 0;
    for (let dimension = 0; dimension < FEATURE_COUNT; dimension++) {
      const value = (valueAt(features, dimension) - this.mean[dimension]!) * this.scale[dimension]!;
      vector[dimension] = value;
      length += value * value;
    }
    length = Math.sqrt(length);
    const unit = new Float32Array(FEATURE_COUNT);
    // A query with no direction from the mean is like everything and nothing: it stays 0 and finds nothing.
    if (length > 0 && Number.isFinite(length)) for (let dimension = 0; dimension < FEATURE_COUNT; dimension++) unit[dimension] = vector[dimension]! / length;
    return unit;
  }

  /** The `count` rows with the largest dot product with `query`, leaving out row `skip`: a min-heap of the best so far. */
  private best(query: Float32Array, count: number, skip: number): SimilarTrack[] {
    const keep = Math.min(Math.floor(count), this.ids.length - (skip >= 0 ? 1 : 0));
    if (!(keep > 0) || !query.some((value) => value !== 0)) return [];
    const scores = new Float64Array(keep);
    const rowsKept = new Int32Array(keep);
    let size = 0;
    const rows = this.rows;
    for (let row = 0, base = 0; row < this.ids.length; row++, base += FEATURE_COUNT) {
      if (row === skip) continue;
      let dot = 0;
      for (let dimension = 0; dimension < FEATURE_COUNT; dimension++) dot += rows[base + dimension]! * query[dimension]!;
      if (size === keep && dot <= scores[0]!) continue;
      // The heap's top is the worst kept: while the heap fills, a score joins at the end and sifts up; once full, a
      // better score takes the top's place and sifts down.
      let at: number;
      if (size < keep) {
        at = size++;
        while (at > 0 && scores[(at - 1) >> 1]! > dot) {
          const parent = (at - 1) >> 1;
          scores[at] = scores[parent]!;
          rowsKept[at] = rowsKept[parent]!;
          at = parent;
        }
      } else {
        at = 0;
        for (;;) {
          const left = 2 * at + 1;
          if (left >= size) break;
          const child = left + 1 < size && scores[left + 1]! < scores[left]! ? left + 1 : left;
          if (scores[child]! >= dot) break;
          scores[at] = scores[child]!;
          rowsKept[at] = rowsKept[child]!;
          at = child;
        }
      }
      scores[at] = dot;
      rowsKept[at] = row;
    }
    return Array.from({ length: size }, (_, i) => ({ musicId: this.ids[rowsKept[i]!]!, similarity: Math.max(-1, Math.min(1, scores[i]!)) })).sort(
      (a, b) => b.similarity - a.similarity || a.musicId - b.musicId,
    );
  }
}

/** The index of the tracks whose sound has been analysed by the current analysis version; the others are left out. */
export function soundSimilarityIndex(tracks: ReadonlyArray<{ musicId: number; sound: SoundRecord | null | undefined }>): SoundSimilarityIndex {
  return new SoundSimilarityIndex(tracks.flatMap(({ musicId, sound }) => (sound?.version === SOUND_ANALYSIS_VERSION ? [{ musicId, features: sound.features }] : [])));
}
