import type * as z from 'zod';
import type { UploadKind } from '../../src/lib/api/generated/types.gen';
import { detectFileType, id3v2Length, isAllowedFor, mp3DurationSeconds, wavDurationSeconds, type DetectedFileType } from '../../src/lib/domain/fileType';
import type { MockContext } from '../context';
import type { UploadRecord, UserRecord } from '../db/database';
import type { uploadRecord } from '../db/schemas';
import { problem, type ApiProblem } from '../http/problem';
import { AudioFileProblem, type AudioProblemCode, type Peaks } from '../media/waveform';
import { storeUploadedCoverVariants } from '../media/covers/store';
import { isRealImage } from '../media/images/imageCheck';
import { storeWaveform } from '../media/waveform/store';
import { analyseStoredAudio, type AudioJobResult } from '../media/audioJobs';
import { toSoundRecord, type SoundRecord } from '../media/analysis/store';
import { randomId } from '../ids';
import { SNIFF_BYTES, UPLOAD_ID } from './protocol';
import { isLocked } from './uploadLock';
/** Upload records: ownership, expiry, offsets from the stored bytes, and the type check when complete. */
export const nowIso = (ctx: MockContext) => new Date(ctx.clock.now()).toISOString();
export const expiryFrom = (ctx: MockContext) => new Date(ctx.clock.now() + ctx.settings.uploadExpirySeconds * 1000).toISOString();

export const findUpload = (ctx: MockContext, id: string) => ctx.db.uploads.findFirst((q) => q.where({ id }));

export type UploadFields = z.infer<typeof uploadRecord>;

export async function updateUpload(ctx: MockContext, id: string, change: (record: UploadFields) => void): Promise<UploadRecord> {
  const updated = await ctx.db.uploads.update((q) => q.where({ id }), { data: change });
  if (!updated) throw problem(404, 'UPLOAD_NOT_FOUND', `No upload ${id}.`);
  return updated;
}

/** The caller's upload; someone else's answers 404 like an unknown one, so ids cannot be probed. */
export function ownUpload(ctx: MockContext, user: UserRecord, uploadId: string | undefined): UploadRecord {
  const upload = uploadId && UPLOAD_ID.test(uploadId) ? findUpload(ctx, uploadId) : undefined;
  if (!upload || upload.ownerUserId !== user.id) throw problem(404, 'UPLOAD_NOT_FOUND', `No upload ${uploadId}.`);
  return upload;
}

/** Discards the bytes of an unfinished upload whose time ran out; its record stays as `expired` (410). */
export async function expireIfDue(ctx: MockContext, upload: UploadRecord): Promise<UploadRecord> {
  if (upload.state !== 'receiving' || Date.parse(upload.expiresAt) > ctx.clock.now()) return upload;
  await ctx.blobs.delete(upload.id);
  return updateUpload(ctx, upload.id, (record) => {
    record.state = 'expired';
  });
}

/**
 * The bytes in the blob store are the truth for an unfinished upload's offset: the local server commits a
 * PATCH's offset with its answer, so after a kill in the middle of one the blob holds more bytes than the
 * record says (or, removed by hand, fewer or none). The server's start-up check, HEAD and PATCH line the record
 * up first, so a resumed upload never leaves a gap.
 */
export async function syncOffset(ctx: MockContext, upload: UploadRecord): Promise<UploadRecord> {
  if (upload.state !== 'receiving') return upload;
  let size = await ctx.blobs.size(upload.id);
  if (size === undefined) {
    await ctx.blobs.create(upload.id);
    size = 0;
  }
  if (size === upload.offset) return upload;
  const synced = await updateUpload(ctx, upload.id, (record) => {
    record.offset = Math.min(size, record.length);
  });
  // Every byte was there already, only the check was missing.
  return synced.offset === synced.length ? finishUpload(ctx, synced) : synced;
}

export const gone = (upload: UploadRecord) => problem(410, 'UPLOAD_EXPIRED', `The upload ${upload.id} expired or was terminated.`);

/**
 * Housekeeping on each new upload: expires unfinished uploads whose time ran out and forgets the records
 * of expired or terminated uploads one expiry period later (until then they answer 410, not 404).
 */
export async function sweep(ctx: MockContext): Promise<void> {
  const forgetBefore = ctx.clock.now() - ctx.settings.uploadExpirySeconds * 1000;
  for (const upload of ctx.db.uploads.all()) {
    if (isLocked(ctx, upload.id)) continue;
    const current = await expireIfDue(ctx, upload);
    if (current.state === 'expired' && Date.parse(current.expiresAt) <= forgetBefore) {
      ctx.db.uploads.delete((q) => q.where({ id: current.id }));
    }
  }
}

export function durationOf(type: DetectedFileType, head: Uint8Array, size: number, tail?: Uint8Array): number | null {
  const seconds =
    type === 'audio/wav'
      ? wavDurationSeconds(head, size)
      : type === 'audio/mpeg'
        ? tail
          ? mp3DurationSeconds(tail, size - id3v2Length(head))
          : mp3DurationSeconds(head, size)
        : undefined;
  return seconds === undefined || !Number.isFinite(seconds) ? null : Math.round(seconds * 1000) / 1000;
}

/** Refuses an upload: its bytes are discarded and the record remembers why. */
async function reject(ctx: MockContext, upload: UploadRecord, rejection: UploadRejection): Promise<UploadRecord> {
  await ctx.blobs.delete(upload.id);
  return updateUpload(ctx, upload.id, (record) => {
    record.state = 'rejected';
    record.rejection = rejection;
  });
}

/**
 * The last byte arrived: checks the type by the first bytes, and for audio reads every sample into the
 * track's waveform and analyses its sound on the way (or takes `live`'s, computed as the bytes arrived), so a
 * corrupt or truncated file is refused here, like a wrong type; stores the file, its waveform and its sound, or
 * marks the upload rejected and discards its bytes.
 */
export async function finishUpload(ctx: MockContext, upload: UploadRecord, live?: Promise<AudioJobResult>): Promise<UploadRecord> {
  const head = await ctx.blobs.read(upload.id, 0, Math.min(upload.length, SNIFF_BYTES));
  const type = detectFileType(head);
  if (!isAllowedFor(upload.kind, type)) return reject(ctx, upload, 'FILE_TYPE_NOT_ALLOWED');
  if (upload.kind === 'cover' && !(await isRealImage(await ctx.blobs.read(upload.id, 0, upload.length), type as 'image/png' | 'image/jpeg', ctx.covers))) {
    return reject(ctx, upload, 'FILE_TYPE_NOT_ALLOWED');
  }
  let durationSeconds: number | null = null;
  let peaks: Peaks | undefined;
  let sound: SoundRecord | null = null;
  if (upload.kind === 'audio' || upload.kind === 'reference') {
    // An MP3's ID3 tag (cover art inside) can be larger than the sniffed bytes: read the first frame after it.
    const tagEnd = type === 'audio/mpeg' ? id3v2Length(head) : 0;
    const tail = tagEnd + 4096 > head.length ? await ctx.blobs.read(upload.id, tagEnd, Math.min(upload.length, tagEnd + 8192)) : undefined;
    durationSeconds = durationOf(type, head, upload.length, tail);
    try {
      // Computed while the bytes arrived (a WAV sent in one PATCH), or read back from the stored file.
      let computed = live && (await live);
      if (!computed?.peaks) {
        const spec = { source: 'stored', contentType: type as 'audio/wav' | 'audio/mpeg', statedSeconds: durationSeconds, analyse: true } as const;
        computed = await analyseStoredAudio(ctx.audioJobs, spec, ctx.blobs.stream(upload.id, 0, upload.length));
      }
      peaks = computed.peaks;
      sound = computed.sound ? toSoundRecord(computed.sound) : null;
    } catch (error) {
      if (error instanceof AudioFileProblem) return reject(ctx, upload, error.code);
      throw error;
    }
  }
  // A reference is heard and forgotten: its bytes go now, its analysis waits for the search that uses it.
  if (upload.kind === 'reference') {
    await ctx.blobs.delete(upload.id);
    return updateUpload(ctx, upload.id, (record) => {
      record.state = 'complete';
      record.sound = sound;
    });
  }
  const file = await ctx.db.files.create({
    id: randomId('file_'),
    contentType: type,
    size: upload.length,
    durationSeconds,
    ownerUserId: upload.ownerUserId,
    source: { type: 'blob', blobId: upload.id },
    sound,
    createdAt: nowIso(ctx),
  });
  if (peaks) await storeWaveform(ctx, file.id, peaks);
  // A cover is resized once, here, into the copies pages download (none where no processor runs).
  if (upload.kind === 'cover') await storeUploadedCoverVariants(ctx, file, upload.id);
  return updateUpload(ctx, upload.id, (record) => {
    record.state = 'complete';
    record.fileId = file.id;
  });
}

export type UploadRejection = 'FILE_TYPE_NOT_ALLOWED' | AudioProblemCode;

/** The answer to a request that uses a rejected upload: 415 for a wrong type, 422 for unreadable audio. */
export function rejectedUpload(upload: UploadRecord): ApiProblem {
  const rejection = upload.rejection ?? 'FILE_TYPE_NOT_ALLOWED';
  if (rejection === 'AUDIO_FILE_CORRUPT') return problem(422, rejection, 'The music file is damaged: its audio cannot be read.');
  if (rejection === 'AUDIO_FILE_TRUNCATED') return problem(422, rejection, 'The music file is cut short: it holds less audio than it says.');
  return typeRejected(upload.kind);
}

export const typeRejected = (kind: UploadKind) =>
  problem(415, 'FILE_TYPE_NOT_ALLOWED', kind === 'audio' ? 'Music files must be WAV or MP3.' : 'Covers must be JPG or PNG.');

// ---- PATCH body ----
