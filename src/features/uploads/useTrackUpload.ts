import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { getRuntimeConfig } from '../../lib/config/runtimeConfig';
import { checkFile } from './fileRules';
import { trackUploadMachine } from './trackUploadMachine';
import type { UploadTransport } from './transport';
import type { TrackTarget, TrackUploadControls, TrackUploadView } from './types';
import { createUppyTransport } from './uppyTransport';

/** About 8 MiB per PATCH when the service worker answers (it buffers each body); one PATCH per file otherwise. */
const WORKER_CHUNK_BYTES = 8 * 1024 * 1024;

/** The app's tus transport (Uppy), its chunks sized for who answers; `id` keeps one screen's resume keys apart. */
export function defaultTransport(id?: string): UploadTransport {
  const config = getRuntimeConfig();
  const endpoint = new URL('/api/v1/uploads', config.apiBaseUrl || globalThis.location.origin).href;
  return createUppyTransport({ endpoint, chunkSize: config.mock === 'worker' ? WORKER_CHUNK_BYTES : Infinity, ...(id ? { id } : {}) });
}

/** The screen's phase for a machine state. */
function phaseOf(value: unknown): TrackUploadView['phase'] {
  if (typeof value === 'object' && value !== null && 'uploading' in value) {
    return (value as { uploading: string }).uploading === 'paused' ? 'paused' : 'uploading';
  }
  if (value === 'cancelling') return 'uploading';
  return value as TrackUploadView['phase'];
}

/**
 * One track's upload for a screen: the upload machine over a transport (Uppy with tus by default), its view
 * and controls. The transport lives as long as the component; unmounting pauses unfinished uploads, which
 * stay resumable (choosing the same file again later carries on).
 */
export function useTrackUpload(target: TrackTarget, createTransport: () => UploadTransport = () => defaultTransport()): TrackUploadControls {
  const [transport] = useState(createTransport);
  useEffect(() => () => transport.dispose(), [transport]);
  const [snapshot, send] = useMachine(trackUploadMachine, { input: { target, transport } });
  const { context } = snapshot;
  const view = useMemo<TrackUploadView>(
    () => ({
      phase: phaseOf(snapshot.value),
      fieldErrors: context.fieldErrors,
      audio: context.progress.audio,
      cover: context.progress.cover,
      failure: context.failure,
      saved: context.saved,
    }),
    [snapshot.value, context],
  );
  return useMemo(
    () => ({
      view,
      submit: (draft) => send({ type: 'SUBMIT', draft }),
      pause: () => send({ type: 'PAUSE' }),
      resume: () => send({ type: 'RESUME' }),
      cancel: () => send({ type: 'CANCEL' }),
      retry: () => send({ type: 'RETRY' }),
      terminate: async (uploadUrls) => {
        await Promise.all(uploadUrls.map((url) => transport.terminate(url)));
      },
      checkFile,
    }),
    [view, send, transport],
  );
}
