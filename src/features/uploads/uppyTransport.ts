import Uppy, { type UppyFile } from '@uppy/core';
import Tus from '@uppy/tus';
import { Upload, type HttpRequest, type UploadOptions } from 'tus-js-client';
import type { UploadKind } from '../../lib/api/generated/types.gen';
import { uploadIdOf, type PendingFile, type TransferListener, type UploadTransport } from './transport';
import { createUploadAuth } from './uploadAuth';

type Meta = { kind: UploadKind; name: string; type: string };
type TrackFile = UppyFile<Meta, Record<string, never>>;

/** Upload failures are shown in the form; Uppy's own log only warns (its default logs errors as console errors). */
const quietLogger = {
  debug: () => undefined,
  warn: (...args: unknown[]) => console.warn('[Uppy]', ...args),
  error: (...args: unknown[]) => console.warn('[Uppy]', ...args),
};

export interface UppyTransportOptions {
  /** Absolute URL of the tus endpoint (`…/api/v1/uploads`). */
  endpoint: string;
  /** Bytes per PATCH: one PATCH per file over real HTTP, about 8 MiB when a service worker answers. */
  chunkSize: number;
  /** Uppy's id, part of every resume key: one per kind of screen, so a track's uploads and a search's never mix. */
  id?: string;
}

/**
 * Uppy with @uppy/tus. The Uppy id is fixed, so a file chosen again (same name, type, size and date) gets the
 * same Uppy file id, hence the same tus fingerprint: after a reload the stored upload URL is found and the
 * upload resumes from the server's offset. Resume keys are removed on success (`removeFingerprintOnSuccess`)
 * and on cancel. Cut connections are retried automatically from the server's offset.
 */
export function createUppyTransport({ endpoint, chunkSize, id = 'cue-track' }: UppyTransportOptions): UploadTransport {
  const auth = createUploadAuth();
  const uppy = new Uppy<Meta, Record<string, never>>({ id, autoProceed: false, allowMultipleUploadBatches: true, logger: quietLogger });
  const tusOptions = {
    endpoint,
    chunkSize,
    removeFingerprintOnSuccess: true,
    retryDelays: [0, 500, 1000, 2000, 3000, 5000, 8000],
    allowedMetaFields: ['kind', 'name', 'type'],
    onBeforeRequest: (request: HttpRequest) => auth.authorize(request),
  };
  uppy.use(Tus, {
    ...tusOptions,
    onShouldRetry: (error, attempt, _options, next) => auth.shouldRetry(error, attempt) ?? next(error),
  });
  let listener: TransferListener | undefined;
  const kindOf = (file: TrackFile | undefined) => file?.meta.kind;

  uppy.on('upload-progress', (file, progress) => {
    const kind = kindOf(file);
    const uploadUrl = file ? uppy.getFile(file.id)?.tus?.uploadUrl : undefined;
    if (kind && progress.bytesTotal) listener?.progress(kind, progress.bytesUploaded, progress.bytesTotal, uploadUrl ?? undefined);
  });
  uppy.on('upload-success', (file, response) => {
    const kind = kindOf(file);
    if (kind && response.uploadURL) listener?.uploaded(kind, uploadIdOf(response.uploadURL));
  });
  uppy.on('upload-error', (file, error) => {
    const kind = kindOf(file);
    if (kind) listener?.failed(kind, error);
  });

  /** Resume keys tus-js-client keeps for a file: `tus::tus-{uppy file id}-{endpoint}::{random}`. */
  const resumeKeysOf = (fileId: string) => Object.keys(localStorage).filter((key) => key.startsWith(`tus::tus-${fileId}-${endpoint}::`));

  async function forget(fileId: string): Promise<void> {
    for (const key of resumeKeysOf(fileId)) {
      const url = (JSON.parse(localStorage.getItem(key) ?? '{}') as { uploadUrl?: string }).uploadUrl;
      if (url) await Upload.terminate(url, tusOptions as UploadOptions).catch(() => undefined);
      localStorage.removeItem(key);
    }
  }

  return {
    start(files: PendingFile[], next: TransferListener) {
      listener = next;
      let added = false;
      for (const { kind, file } of files) {
        const existing = uppy.getFiles().find((candidate) => candidate.meta.kind === kind);
        if (existing?.data === file) {
          // The same file again (a retry after a failure): carry on from the server's offset.
          if (existing.error) void uppy.retryUpload(existing.id).catch(() => undefined);
          else if (existing.isPaused) uppy.pauseResume(existing.id);
          continue;
        }
        // Another file was chosen for this kind: the old upload is dropped (and terminated if it was running).
        if (existing) uppy.removeFile(existing.id);
        uppy.addFile({ name: file.name, type: file.type, data: file, meta: { kind, name: file.name, type: file.type } });
        added = true;
      }
      if (added) void uppy.upload().catch(() => undefined);
      return () => {
        if (listener === next) listener = undefined;
      };
    },
    pause: () => uppy.pauseAll(),
    resume: () => uppy.resumeAll(),
    async cancel() {
      listener = undefined;
      const tus = uppy.getPlugin<Tus<Meta, Record<string, never>>>('Tus');
      const files = uppy.getFiles();
      // A running (or paused) upload is terminated by Uppy itself when its file is removed, which also drops
      // its resume key; the others (failed, never started) are terminated here.
      const idle = files.filter((file) => !tus?.uploaders[file.id]).map((file) => file.id);
      for (const file of files) uppy.removeFile(file.id);
      await Promise.all(idle.map(forget));
    },
    async terminate(uploadUrl: string) {
      await Upload.terminate(uploadUrl, tusOptions as UploadOptions).catch(() => undefined);
      for (const key of Object.keys(localStorage).filter((candidate) => candidate.startsWith('tus::'))) {
        try {
          if ((JSON.parse(localStorage.getItem(key) ?? '{}') as { uploadUrl?: string }).uploadUrl === uploadUrl) localStorage.removeItem(key);
        } catch {
          // Not a tus entry: left alone.
        }
      }
    },
    dispose() {
      listener = undefined;
      uppy.pauseAll();
    },
  };
}
