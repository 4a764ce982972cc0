import type { BlobStore } from '../storage/blobStore';

/**
 * The blob store of a durable server: a delete (or a reset's clear) asked for during a request or a reset waits
 * until that work's record changes are committed (`defer` queues it; see changeTracker.ts). Bytes are then gone
 * only after no committed record points to them: a crash in between leaves an orphan file, which the start-up
 * check deletes, never a record without its bytes. Everything else goes straight to the inner store.
 */
export function withDeferredDeletes(inner: BlobStore, defer: (action: () => Promise<void>) => boolean): BlobStore {
  return {
    create: (blobId) => inner.create(blobId),
    append: (blobId, bytes) => inner.append(blobId, bytes),
    size: (blobId) => inner.size(blobId),
    read: (blobId, start, end) => inner.read(blobId, start, end),
    stream: (blobId, start, end) => inner.stream(blobId, start, end),
    list: () => inner.list(),
    async delete(blobId) {
      if (!defer(() => inner.delete(blobId))) await inner.delete(blobId);
    },
    async clear() {
      if (!defer(() => inner.clear())) await inner.clear();
    },
  };
}
