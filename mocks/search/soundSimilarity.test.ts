import { beforeAll, describe, expect, it } from 'vitest';
import { analyseGeneratedCue } from '../media/analysis/generatedCue';
import { FEATURE_COUNT } from '../media/analysis/soundAnalyser';
import type { SoundRecord } from '../media/analysis/store';
import { buildSeedRecords } from '../seed';
import { SoundSimilarityIndex, soundSimilarityIndex } from './soundSimilarity';

/** The seed's tracks with their stored analyses (mocks/seed/seedSound.json), as the provider holds them. */
let tracks: { musicId: number; sound: SoundRecord | null }[];
let index: SoundSimilarityIndex;

beforeAll(() => {
  const { music, files } = buildSeedRecords();
  const fileById = new Map(files.map((file) => [file.id, file]));
  tracks = music.map((track) => ({ musicId: track.id, sound: fileById.get(track.audioFileId)?.sound ?? null }));
  index = soundSimilarityIndex(tracks);
});

const featuresOf = (musicId: number) => tracks.find((track) => track.musicId === musicId)!.sound!.features;

describe('more like this (sound similarity)', () => {
  it('answers every seed track with other tracks only, at most the count asked, the most similar first', () => {
    expect(index.size).toBe(tracks.length);
    for (const { musicId } of tracks) {
      for (const count of [1, 10, 500]) {
        const answers = index.mostSimilar(musicId, count);
        expect(answers).toHaveLength(Math.min(count, tracks.length - 1));
        expect(answers.map((answer) => answer.musicId)).not.toContain(musicId);
        expect(new Set(answers.map((answer) => answer.musicId)).size).toBe(answers.length);
        for (const [i, answer] of answers.entries()) {
          expect(answer.similarity).toBeGreaterThanOrEqual(-1);
          expect(answer.similarity).toBeLessThanOrEqual(1);
          if (i > 0) expect(answer.similarity).toBeLessThanOrEqual(answers[i - 1]!.similarity);
        }
      }
      expect(index.mostSimilar(musicId)).toHaveLength(10);
    }
  });

  it('the first answers are the best of the whole catalogue: asking for 3 gives the first 3 of asking for all', () => {
    for (const { musicId } of tracks.slice(0, 20)) expect(index.mostSimilar(musicId, 3)).toEqual(index.mostSimilar(musicId, tracks.length).slice(0, 3));
  });

  it("finds a recording's own track first when given the features of that track", () => {
    for (const { musicId } of tracks) {
      const [first] = index.closestTo(featuresOf(musicId), 3);
      expect(first?.musicId).toBe(musicId);
      expect(first?.similarity).toBeCloseTo(1, 5);
    }
  });

  it('leaves out tracks without an analysis of the current version', () => {
    const [kept, missing, old] = tracks;
    const partial = soundSimilarityIndex([
      kept!,
      { musicId: missing!.musicId, sound: null },
      { musicId: old!.musicId, sound: { ...old!.sound!, version: 0 } },
      ...tracks.slice(3),
    ]);
    expect(partial.size).toBe(tracks.length - 2);
    expect(partial.mostSimilar(missing!.musicId)).toEqual([]);
    expect(partial.mostSimilar(kept!.musicId, 500).map((answer) => answer.musicId)).not.toContain(old!.musicId);
  });

  // Measured on seeds 1-10: the 20 s and 30 s renders are each other's nearest for 14 of the 20 renders and within
  // the first 10 answers for 18 (seed 5's two renders rank 13th and 17th). Nearest for every seed does not hold:
  // between two renders of one cue the MFCCs differ about half as much as across the catalogue, and the RMS
  // deviation (fades are a sixth of a 20 s cue) more than across it.
  it('finds the same composition rendered at another length among the first answers (20 s and 30 s of seeds 1-10)', () => {
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const renders = seeds.flatMap((seed) =>
      [20, 30].map((seconds) => ({ seed, musicId: 100_000 * seed + seconds, features: analyseGeneratedCue(seed, seconds).features })),
    );
    const withRenders = new SoundSimilarityIndex([...tracks.map(({ musicId }) => ({ musicId, features: featuresOf(musicId) })), ...renders]);
    const ranks = renders.map((render) => {
      const other = renders.find((candidate) => candidate.seed === render.seed && candidate !== render)!;
      return withRenders.mostSimilar(render.musicId, withRenders.size).findIndex((answer) => answer.musicId === other.musicId) + 1;
    });
    expect(ranks.filter((rank) => rank === 1).length, `ranks ${ranks.join(', ')}`).toBeGreaterThanOrEqual(12);
    expect(ranks.filter((rank) => rank <= 10).length, `ranks ${ranks.join(', ')}`).toBeGreaterThanOrEqual(17);
  });

  it('is not thrown by a dimension the same on every track, nor by NaN or infinite numbers (read as 0)', () => {
    const base = tracks.slice(0, 30).map(({ musicId }) => ({ musicId, features: [...featuresOf(musicId)] }));
    const reference = new SoundSimilarityIndex(base);
    const constant = new SoundSimilarityIndex(base.map((track) => ({ ...track, features: track.features.map((value, i) => (i === 5 ? 7 : value)) })));
    const withoutFive = new SoundSimilarityIndex(base.map((track) => ({ ...track, features: track.features.map((value, i) => (i === 5 ? 0 : value)) })));
    expect(constant.mostSimilar(base[0]!.musicId)).toEqual(withoutFive.mostSimilar(base[0]!.musicId));

    const broken = base.map((track, i) =>
      i === 3 ? { ...track, features: track.features.map((value, d) => (d === 0 ? Number.NaN : d === 1 ? Infinity : value)) } : track,
    );
    const zeroed = base.map((track, i) => (i === 3 ? { ...track, features: track.features.map((value, d) => (d < 2 ? 0 : value)) } : track));
    const brokenIndex = new SoundSimilarityIndex(broken);
    for (const { musicId } of base) {
      const answers = brokenIndex.mostSimilar(musicId, 5);
      expect(answers).toHaveLength(5);
      for (const answer of answers) expect(Number.isFinite(answer.similarity)).toBe(true);
      expect(answers).toEqual(new SoundSimilarityIndex(zeroed).mostSimilar(musicId, 5));
    }
    expect(reference.closestTo([Number.NaN, ...base[0]!.features.slice(1)])).toEqual(reference.closestTo([0, ...base[0]!.features.slice(1)]));
    expect(reference.closestTo(new Array<number>(FEATURE_COUNT).fill(Number.NaN)).every((answer) => Number.isFinite(answer.similarity))).toBe(true);
  });

  it('answers nothing from an empty catalogue or one of a single track, and nothing when asked for none', () => {
    const features = featuresOf(tracks[0]!.musicId);
    const empty = new SoundSimilarityIndex([]);
    expect(empty.mostSimilar(1)).toEqual([]);
    expect(empty.closestTo(features)).toEqual([]);
    const single = new SoundSimilarityIndex([{ musicId: 1, features }]);
    expect(single.mostSimilar(1)).toEqual([]);
    expect(single.closestTo(features)).toEqual([]);
    expect(index.mostSimilar(tracks[0]!.musicId, 0)).toEqual([]);
    expect(index.mostSimilar(-1)).toEqual([]);
  });
});
