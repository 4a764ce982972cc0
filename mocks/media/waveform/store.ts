import type { MockContext } from '../../context';
import type { WaveformRecord } from '../../db/database';
import { WAVEFORM_VERSION } from './index';
import type { Peaks } from './peaks';

/** The stored waveform of an audio file, when one of the current version is there. */
export function findWaveform(ctx: MockContext, fileId: string): WaveformRecord | undefined {
  return ctx.db.waveforms.findFirst((q) => q.where({ fileId, version: WAVEFORM_VERSION }));
}

/** Keeps the peaks of an audio file (replacing any older version's). */
export async function storeWaveform(ctx: MockContext, fileId: string, peaks: Peaks): Promise<WaveformRecord> {
  ctx.db.waveforms.deleteMany((q) => q.where({ fileId }));
  return ctx.db.waveforms.create({
    fileId,
    version: WAVEFORM_VERSION,
    sampleRate: peaks.sampleRate,
    samplesPerPixel: peaks.samplesPerPixel,
    durationSeconds: Math.round(peaks.durationSeconds * 1000) / 1000,
    data: peaks.data,
  });
}

/** The waveform goes with its audio file. */
export function deleteWaveform(ctx: MockContext, fileId: string): void {
  ctx.db.waveforms.deleteMany((q) => q.where({ fileId }));
}
