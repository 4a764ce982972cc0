import type * as z from 'zod';
import type { MockContext } from '../../context';
import type { FileRecord } from '../../db/database';
import type { soundRecord } from '../../db/schemas';
import { SOUND_ANALYSIS_VERSION, type SoundAnalysis } from './soundAnalyser';

export type SoundRecord = z.infer<typeof soundRecord>;

/** Four significant digits: more than the similarity needs, and a seed file a reader can diff. */
const significant = (value: number) => (value === 0 || !Number.isFinite(value) ? 0 : Number(value.toPrecision(4)));

/** The stored form of an analysis (every analysis is stored this way, the seed's too). */
export function toSoundRecord(analysis: SoundAnalysis): SoundRecord {
  return {
    version: SOUND_ANALYSIS_VERSION,
    tempoBpm: analysis.tempoBpm,
    key: analysis.key && { ...analysis.key },
    loudnessLufs: analysis.loudnessLufs,
    features: analysis.features.map(significant),
  };
}

/** The analysis of an audio file made by the current version, if there is one. */
export function currentSound(file: FileRecord | undefined): SoundRecord | null {
  return file?.sound?.version === SOUND_ANALYSIS_VERSION ? file.sound : null;
}

/** Keeps the analysis of a stored audio file (one analysed before there was analysis, or by an older version). */
export async function storeSound(ctx: MockContext, fileId: string, analysis: SoundAnalysis): Promise<void> {
  await ctx.db.files.update((q) => q.where({ id: fileId }), {
    data(file) {
      file.sound = toSoundRecord(analysis);
    },
  });
}
