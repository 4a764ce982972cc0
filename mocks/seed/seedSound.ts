import { toSoundRecord, type SoundRecord } from '../media/analysis/store';
import type { SoundAnalysis } from '../media/analysis/soundAnalyser';
import stored from './seedSound.json';

/**
 * The analysis of each generated cue of the seed, made by the provider's analyser (`npm run seed:sound` writes
 * seedSound.json; the sound analysis test checks it against a fresh analysis), so a fresh store knows every seed
 * track's tempo, key and loudness at once instead of decoding 124 cues at start-up.
 */
export type SeedSoundFile = { version: number; cues: Record<string, Omit<SoundRecord, 'version'>> };

export const seedCueKey = (seed: number, seconds: number) => `${seed}:${seconds}`;

/** The stored analysis of a generated cue; null when the file has none of the current version (then it is analysed when first played). */
export function seedSound(seed: number, seconds: number): SoundRecord | null {
  const file = stored as SeedSoundFile;
  const cue = file.cues[seedCueKey(seed, seconds)];
  const record = cue && toSoundRecord({ ...cue, durationSeconds: seconds } satisfies SoundAnalysis);
  return record && record.version === file.version ? record : null;
}
