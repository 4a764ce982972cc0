import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Music, UploadKind } from '../../lib/api/generated/types.gen';
import { checkDraft, type FieldErrors } from './draftRules';
import { saveTrack, type SaveTrackInput } from './saveTrack';
import { addSample } from './transferRate';
import type { PendingFile, UploadTransport } from './transport';
import { uploadFailureMessage } from './uploadFailure';
import type { FileProgress, TrackDraft, TrackTarget, UploadMessage } from './types';

/** A file already on the server, with the chosen file it came from (a newly chosen file is sent again). */
interface UploadedFile {
  file: File;
  uploadId: string;
}

export interface TrackUploadContext {
  target: TrackTarget;
  transport: UploadTransport;
  draft?: TrackDraft;
  fieldErrors: FieldErrors;
  progress: Partial<Record<UploadKind, FileProgress>>;
  uploaded: Partial<Record<UploadKind, UploadedFile>>;
  failure?: UploadMessage;
  saved?: Music;
}

export type TrackUploadEvent =
  | { type: 'SUBMIT'; draft: TrackDraft }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  /** `at`: when (ms), for the speed; the time of arrival when left out. */
  | { type: 'PROGRESS'; kind: UploadKind; bytesUploaded: number; bytesTotal: number; uploadUrl?: string | undefined; at?: number }
  | { type: 'UPLOADED'; kind: UploadKind; uploadId: string }
  | { type: 'UPLOAD_FAILED'; kind: UploadKind; error: unknown };

/** The chosen files not yet on the server. */
export function pendingFiles({ draft, uploaded }: Pick<TrackUploadContext, 'draft' | 'uploaded'>): PendingFile[] {
  const pending: PendingFile[] = [];
  if (draft?.audioFile && uploaded.audio?.file !== draft.audioFile) pending.push({ kind: 'audio', file: draft.audioFile });
  if (draft?.coverFile && uploaded.cover?.file !== draft.coverFile) pending.push({ kind: 'cover', file: draft.coverFile });
  return pending;
}

const progressOf = (files: PendingFile[]) => Object.fromEntries(files.map(({ kind, file }) => [kind, { kind, name: file.name, size: file.size, bytesUploaded: 0 }]));

/**
 * One track's upload: validating -> uploading (progress, pause, resume, automatic retries inside the
 * transport) -> saving the music information -> done | failed. `failed` keeps the finished uploads, so a
 * retry sends only what is missing. The actors are named, so tests `provide()` their own.
 */
export const trackUploadMachine = setup({
  types: {
    context: {} as TrackUploadContext,
    events: {} as TrackUploadEvent,
    input: {} as { target: TrackTarget; transport: UploadTransport },
  },
  actors: {
    checkDraft: fromPromise<FieldErrors, { draft: TrackDraft; audioRequired: boolean }>(({ input }) => checkDraft(input.draft, input)),
    transfer: fromCallback<TrackUploadEvent, { transport: UploadTransport; files: PendingFile[] }>(({ input, sendBack }) =>
      input.transport.start(input.files, {
        progress: (kind, bytesUploaded, bytesTotal, uploadUrl) => sendBack({ type: 'PROGRESS', kind, bytesUploaded, bytesTotal, uploadUrl }),
        uploaded: (kind, uploadId) => sendBack({ type: 'UPLOADED', kind, uploadId }),
        failed: (kind, error) => sendBack({ type: 'UPLOAD_FAILED', kind, error }),
      }),
    ),
    saveTrack: fromPromise<Music, SaveTrackInput>(({ input }) => saveTrack(input)),
    cancelUploads: fromPromise<void, { transport: UploadTransport }>(({ input }) => input.transport.cancel()),
  },
  actions: {
    pauseTransport: ({ context }) => context.transport.pause(),
    resumeTransport: ({ context }) => context.transport.resume(),
    /** A pause would count as a slow stretch: the speed is measured anew after it. */
    forgetSpeed: assign({
      progress: ({ context }) => Object.fromEntries(Object.entries(context.progress).map(([kind, file]) => [kind, { ...file, samples: [] }])),
    }),
  },
  guards: {
    nothingToSend: ({ context }) => pendingFiles(context).length === 0,
  },
}).createMachine({
  id: 'trackUpload',
  context: ({ input }) => ({ ...input, fieldErrors: {}, progress: {}, uploaded: {} }),
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: { target: 'validating', actions: assign({ draft: ({ event }) => event.draft, fieldErrors: {}, failure: undefined }) } },
    },
    validating: {
      invoke: {
        src: 'checkDraft',
        input: ({ context }) => ({ draft: context.draft!, audioRequired: context.target.mode === 'create' }),
        onDone: [
          { guard: ({ event }) => Object.keys(event.output).length > 0, target: 'editing', actions: assign({ fieldErrors: ({ event }) => event.output }) },
          { target: 'uploading', actions: assign({ progress: ({ context }) => progressOf(pendingFiles(context)) }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: { key: 'errors:failure.unknown' } }) },
      },
    },
    uploading: {
      always: { guard: 'nothingToSend', target: 'saving' },
      invoke: { src: 'transfer', input: ({ context }) => ({ transport: context.transport, files: pendingFiles(context) }) },
      on: {
        PROGRESS: {
          actions: assign({
            progress: ({ context, event }) => {
              const current = context.progress[event.kind];
              if (!current) return context.progress;
              const uploadUrl = event.uploadUrl ?? current.uploadUrl;
              const samples = addSample(current.samples ?? [], { at: event.at ?? Date.now(), bytes: event.bytesUploaded });
              return { ...context.progress, [event.kind]: { ...current, bytesUploaded: event.bytesUploaded, samples, ...(uploadUrl ? { uploadUrl } : {}) } };
            },
          }),
        },
        UPLOADED: {
          actions: assign({
            uploaded: ({ context, event }) => {
              const file = event.kind === 'audio' ? context.draft?.audioFile : context.draft?.coverFile;
              return file ? { ...context.uploaded, [event.kind]: { file, uploadId: event.uploadId } } : context.uploaded;
            },
            progress: ({ context, event }) => {
              const current = context.progress[event.kind];
              return current ? { ...context.progress, [event.kind]: { ...current, bytesUploaded: current.size, uploadId: event.uploadId } } : context.progress;
            },
          }),
        },
        UPLOAD_FAILED: {
          target: 'failed',
          // The other file (if any) stops too; a retry carries both on from the server's offsets.
          actions: ['pauseTransport', assign({ failure: ({ event }) => uploadFailureMessage(event.kind, event.error) })],
        },
        CANCEL: 'cancelling',
      },
      initial: 'running',
      states: {
        running: { on: { PAUSE: { target: 'paused', actions: ['pauseTransport', 'forgetSpeed'] } } },
        paused: { on: { RESUME: { target: 'running', actions: 'resumeTransport' } } },
      },
    },
    saving: {
      invoke: {
        src: 'saveTrack',
        input: ({ context }) => ({
          target: context.target,
          draft: context.draft!,
          audioUploadId: context.uploaded.audio?.uploadId,
          coverUploadId: context.uploaded.cover?.uploadId,
        }),
        onDone: { target: 'done', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error as UploadMessage }) },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'uploading', actions: assign({ failure: undefined }) },
        SUBMIT: { target: 'validating', actions: assign({ draft: ({ event }) => event.draft, fieldErrors: {}, failure: undefined }) },
        CANCEL: 'cancelling',
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelUploads',
        input: ({ context }) => ({ transport: context.transport }),
        onDone: { target: 'editing', actions: assign({ progress: {}, uploaded: {}, failure: undefined }) },
        onError: { target: 'editing', actions: assign({ progress: {}, uploaded: {}, failure: undefined }) },
      },
    },
    done: { type: 'final' },
  },
});
