import type { UploadKind } from '../../lib/api/generated/types.gen';

/** A file the transport sends: the music file or the cover of one track. */
export interface PendingFile {
  kind: UploadKind;
  file: File;
}

/** What a transport reports while it sends. */
export interface TransferListener {
  /** `uploadUrl`: the tus upload's URL once the server created it (a discarded draft terminates it). */
  progress(kind: UploadKind, bytesUploaded: number, bytesTotal: number, uploadUrl?: string): void;
  /** The file is complete on the server; `uploadId` is its tus upload id. */
  uploaded(kind: UploadKind, uploadId: string): void;
  /** The file could not be sent (after the automatic retries). */
  failed(kind: UploadKind, error: unknown): void;
}

/**
 * How files reach the server. The upload machine only talks to this interface; `createUppyTransport` is the
 * real one (Uppy with @uppy/tus), tests pass a fake.
 */
export interface UploadTransport {
  /** Sends the files (resuming an earlier upload of the same file); returns a function that stops listening. */
  start(files: PendingFile[], listener: TransferListener): () => void;
  pause(): void;
  resume(): void;
  /** Stops every transfer, deletes the unfinished uploads on the server and forgets their resume keys. */
  cancel: () => Promise<void>;
  /** Deletes an unfinished upload on the server (tus termination) and forgets its resume keys, e.g. one left by a reload. */
  terminate(uploadUrl: string): Promise<void>;
  /** Releases everything (the form is gone); unfinished uploads stay resumable. */
  dispose(): void;
}

/** The upload id at the end of a tus upload URL (`/api/v1/uploads/{uploadId}`). */
export function uploadIdOf(uploadUrl: string): string {
  const path = new URL(uploadUrl, 'http://upload.invalid').pathname;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}
