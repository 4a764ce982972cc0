import { buildSeedRecords } from '../../seed';
import { generatedAudioFacts } from '../wav';
import { analyseGeneratedCue } from './generatedCue';
import type { SoundAnalysis } from './soundAnalyser';

/** How well the analysis reads the seed's cues, which are composed at known tempos and keys (mocks/media/wav.ts). */
export interface SeedAccuracy {
  cues: number;
  /** Share of cues whose tempo is within 2% (a half or double tempo is a miss). */
  tempo: number;
  /** Share of cues whose tonic and mode are right (dorian counts as minor, lydian as major). */
  key: number;
  /** Average milliseconds of rendering and analysis per cue. */
  msPerCue: number;
  /** Every cue's fresh analysis, to compare with the seed's stored ones. */
  analyses: { seed: number; seconds: number; analysis: SoundAnalysis }[];
}

/** The seed catalogue's generated cues, in the order the seed creates them. */
export function seedCues(): { seed: number; seconds: number }[] {
  return buildSeedRecords().files.flatMap((file) => (file.source.type === 'generatedAudio' ? [{ seed: file.source.seed, seconds: file.source.seconds }] : []));
}

/** Renders and analyses every generated cue of the seed catalogue, one at a time. */
export function measureSeedAccuracy(): SeedAccuracy {
  const cues = seedCues();
  let tempo = 0;
  let key = 0;
  const started = performance.now();
  const analyses = cues.map(({ seed, seconds }) => {
    const analysis = analyseGeneratedCue(seed, seconds);
    const truth = generatedAudioFacts(seed);
    if (analysis.tempoBpm !== null && Math.abs(analysis.tempoBpm - truth.bpm) / truth.bpm <= 0.02) tempo++;
    if (analysis.key?.tonic === truth.tonic && analysis.key.mode === truth.mode) key++;
    return { seed, seconds, analysis };
  });
  return { cues: cues.length, tempo: tempo / cues.length, key: key / cues.length, msPerCue: (performance.now() - started) / cues.length, analyses };
}
