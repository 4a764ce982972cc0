/** Bytes of uploaded files. In memory for tests and the browser; on disk for the local server (see fsBlobStore). */
export interface BlobStore {
  /** Creates an empty blob. */
  create(blobId: string): Promise<void>;
  /** Appends bytes at the end and returns the new size. */
  append(blobId: string, bytes: Uint8Array): Promise<number>;
  /** Current size in bytes, or undefined when the blob does not exist. */
  size(blobId: string): Promise<number | undefined>;
  /** Bytes [start, end) of the blob. */
  read(blobId: string, start: number, end: number): Promise<Uint8Array>;
  /** Streams bytes [start, end) of the blob. */
  stream(blobId: string, start: number, end: number): ReadableStream<Uint8Array>;
  delete(blobId: string): Promise<void>;
  /** Deletes every blob. */
  clear(): Promise<void>;
  /** The id of every stored blob (the local server's start-up check looks for bytes no record points to). */
  list(): Promise<string[]>;
  /** Bytes still free where the blobs are kept (a disk store); absent when memory holds them. */
  freeBytes?(): Promise<number>;
}
