import type { BlobStore } from './blobStore';

/** Keeps each blob as a list of chunks, so appends never copy what came before. */
export function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, { chunks: Uint8Array[]; size: number }>();
  const get = (blobId: string) => {
    const blob = blobs.get(blobId);
    if (!blob) throw new Error(`No blob ${blobId}`);
    return blob;
  };
  const read = (blobId: string, start: number, end: number) => {
    const blob = get(blobId);
    const out = new Uint8Array(Math.max(0, Math.min(end, blob.size) - start));
    let position = 0;
    for (const chunk of blob.chunks) {
      const chunkEnd = position + chunk.byteLength;
      if (chunkEnd > start && position < end) {
        const from = Math.max(start, position) - position;
        const to = Math.min(end, chunkEnd) - position;
        out.set(chunk.subarray(from, to), position + from - start);
      }
      position = chunkEnd;
      if (position >= end) break;
    }
    return out;
  };
  return {
    async create(blobId) {
      blobs.set(blobId, { chunks: [], size: 0 });
    },
    async append(blobId, bytes) {
      const blob = get(blobId);
      blob.chunks.push(bytes.slice());
      blob.size += bytes.byteLength;
      return blob.size;
    },
    async size(blobId) {
      return blobs.get(blobId)?.size;
    },
    async read(blobId, start, end) {
      return read(blobId, start, end);
    },
    stream(blobId, start, end) {
      const step = 1 << 20;
      let position = start;
      return new ReadableStream({
        pull(controller) {
          if (position >= end) return controller.close();
          const next = Math.min(end, position + step);
          controller.enqueue(read(blobId, position, next));
          position = next;
        },
      });
    },
    async delete(blobId) {
      blobs.delete(blobId);
    },
    async clear() {
      blobs.clear();
    },
    async list() {
      return [...blobs.keys()];
    },
  };
}
