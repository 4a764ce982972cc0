import type { Waveform } from '../../src/lib/api/generated/types.gen';
import { zGetMusicWaveformHeaders, zGetMusicWaveformPath } from '../../src/lib/api/generated/zod.gen';
import type { MockContext } from '../context';
import type { FileRecord, WaveformRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { problem } from '../http/problem';
import { WAVEFORM_VERSION } from '../media/waveform';
import { findWaveform, storeWaveform } from '../media/waveform/store';
import { analyseStoredAudio } from '../media/audioJobs';
import { currentSound, storeSound } from '../media/analysis/store';
import { fileBody } from './files';

/**
 * `getMusicWaveform`: the peaks of a track's audio file. Uploads store theirs when they complete; the seed's
 * generated audio (and files stored before waveforms existed) get theirs on the first request, kept after.
 * The answer never changes for an audio file, so its ETag is the file id (and the computation's version),
 * and the client revalidates with `If-None-Match` (304).
 */

/** Strong: the same file id always has the same bytes, and so the same peaks. */
export const waveformETag = (fileId: string) => `"waveform-${WAVEFORM_VERSION}-${fileId}"`;

/** `If-None-Match` (RFC 9110 13.1.2): `*`, or a list of entity tags compared weakly (a `W/` prefix is ignored). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

async function waveformOf(ctx: MockContext, file: FileRecord): Promise<WaveformRecord> {
  const stored = findWaveform(ctx, file.id);
  if (stored) return stored;
  const body = await fileBody(ctx, file);
  if (!body || (file.contentType !== 'audio/wav' && file.contentType !== 'audio/mpeg')) throw problem(500, 'SERVER_ERROR', 'The audio file is gone.');
  // The same pass analyses the sound of a file stored before there was analysis (or by an older version).
  const spec = { source: 'stored', contentType: file.contentType, statedSeconds: file.durationSeconds, analyse: !currentSound(file) } as const;
  const { peaks, sound } = await analyseStoredAudio(ctx.audioJobs, spec, body.open(0, body.size));
  if (sound) await storeSound(ctx, file.id, sound);
  // Two first requests at once both compute; the first to finish is kept.
  return findWaveform(ctx, file.id) ?? storeWaveform(ctx, file.id, peaks);
}

export const waveformOperations = [
  defineOperation({
    operationId: 'getMusicWaveform',
    method: 'get',
    path: '/api/v1/music/{musicFileId}/waveform',
    params: zGetMusicWaveformPath,
    headers: zGetMusicWaveformHeaders,
    async resolve({ ctx, path, headers }) {
      const music = ctx.db.music.findFirst((q) => q.where({ id: path.musicFileId }));
      const file = music && ctx.db.files.findFirst((q) => q.where({ id: music.audioFileId }));
      if (!music || !file) throw problem(404, 'MUSIC_NOT_FOUND', 'Music not found.');
      const caching = { ETag: waveformETag(file.id), 'Cache-Control': 'no-cache' };
      if (noneMatch(headers['If-None-Match'], caching.ETag)) return new Response(null, { status: 304, headers: caching });
      const waveform = await waveformOf(ctx, file);
      const data: Waveform = {
        musicFileId: music.id,
        version: 2,
        channels: 1,
        sampleRate: waveform.sampleRate,
        samplesPerPixel: waveform.samplesPerPixel,
        bits: 8,
        length: waveform.data.length / 2,
        durationSeconds: waveform.durationSeconds,
        data: waveform.data,
      };
      return ok(data, 200, 'OK', caching);
    },
  }),
];
