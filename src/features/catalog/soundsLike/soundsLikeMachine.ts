import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SimilarMusic } from '../../../lib/api/generated/types.gen';
import type { UploadTransport } from '../../uploads';
import type { UploadMessage } from '../../uploads';

export interface SoundsLikeInput {
  transport: UploadTransport;
  /** Judges the chosen file before sending it (type by its first bytes, size): a message when it is refused. */
  check: (file: File) => Promise<UploadMessage | undefined>;
  /** Asks for the tracks closest to an uploaded reference (it is forgotten afterwards). */
  search: (uploadId: string) => Promise<SimilarMusic[]>;
  /** What the screen says when sending (`upload`) or searching (`search`) failed. */
  failureMessage: (error: unknown, stage: 'upload' | 'search') => UploadMessage;
}

interface Context extends SoundsLikeInput {
  file?: File;
  sent: number;
  total: number;
  uploadId?: string;
  tracks: SimilarMusic[];
  message?: UploadMessage;
}

type Event =
  | { type: 'CHOOSE'; file: File }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'CLEAR' }
  | { type: 'PROGRESS'; sent: number; total: number }
  | { type: 'UPLOADED'; uploadId: string }
  | { type: 'FAILED'; error: unknown };

/**
 * "Sounds like": a temp track chosen (or dropped) is checked, sent through the resumable upload as kind
 * `reference`, then the provider is asked for the tracks closest to it. Choosing another file starts again at any
 * time (the transfer under way is cancelled and its upload deleted); Cancel stops a transfer; a failure keeps the
 * file so Retry sends it again; Clear puts the results, refusal or failure away.
 */
export const soundsLikeMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as SoundsLikeInput },
  actors: {
    check: fromPromise(({ input }: { input: { check: Context['check']; file: File } }) => input.check(input.file)),
    upload: fromCallback<Event, { transport: UploadTransport; file: File }>(({ sendBack, input }) =>
      input.transport.start([{ kind: 'reference', file: input.file }], {
        progress: (_kind, sent, total) => sendBack({ type: 'PROGRESS', sent, total }),
        uploaded: (_kind, uploadId) => sendBack({ type: 'UPLOADED', uploadId }),
        failed: (_kind, error) => sendBack({ type: 'FAILED', error }),
      }),
    ),
    search: fromPromise(({ input }: { input: { search: Context['search']; uploadId: string } }) => input.search(input.uploadId)),
  },
  actions: {
    choose: assign(({ event }) => (event.type === 'CHOOSE' ? { file: event.file, sent: 0, total: event.file.size, message: undefined, tracks: [] } : {})),
    cancelTransfer: ({ context }) => void context.transport.cancel(),
    forget: assign({ file: undefined, uploadId: undefined, tracks: [], message: undefined, sent: 0, total: 0 }),
  },
}).createMachine({
  id: 'soundsLike',
  context: ({ input }) => ({ ...input, sent: 0, total: 0, tracks: [] }),
  initial: 'idle',
  // A new file drops whatever the last one left in the transport (a finished file is never sent twice otherwise).
  on: { CHOOSE: { target: '.checking', actions: ['cancelTransfer', 'choose'] } },
  states: {
    idle: {},
    checking: {
      invoke: {
        src: 'check',
        input: ({ context }) => ({ check: context.check, file: context.file! }),
        onDone: [
          { guard: ({ event }) => event.output !== undefined, target: 'refused', actions: assign({ message: ({ event }) => event.output }) },
          { target: 'uploading' },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ context, event }) => context.failureMessage(event.error, 'upload') }) },
      },
    },
    refused: {
      on: { CLEAR: { target: 'idle', actions: 'forget' } },
    },
    uploading: {
      invoke: { src: 'upload', input: ({ context }) => ({ transport: context.transport, file: context.file! }) },
      on: {
        CANCEL: { target: 'idle', actions: ['cancelTransfer', assign({ file: undefined })] },
        PROGRESS: { actions: assign({ sent: ({ event }) => event.sent, total: ({ event }) => event.total }) },
        UPLOADED: { target: 'searching', actions: assign({ uploadId: ({ event }) => event.uploadId }) },
        FAILED: { target: 'failed', actions: assign({ message: ({ context, event }) => context.failureMessage(event.error, 'upload') }) },
      },
    },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ search: context.search, uploadId: context.uploadId! }),
        onDone: { target: 'found', actions: assign({ tracks: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ message: ({ context, event }) => context.failureMessage(event.error, 'search') }) },
      },
    },
    found: {
      on: { CLEAR: { target: 'idle', actions: 'forget' } },
    },
    failed: {
      on: { RETRY: { target: 'checking', guard: ({ context }) => context.file !== undefined }, CLEAR: { target: 'idle', actions: 'forget' } },
    },
  },
});
