import { mkdir, open, readdir, rm, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from './blobStore';
import { fileRangeStream } from './fileRangeStream';

const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Blobs as files in one folder (the local server's `<dataDir>/blobs`), so uploads survive restarts.
 * Appends to one blob are serialised; each append opens the file, writes at its end and closes it, so
 * a crash or a cut connection never leaves a handle open and the size on disk is the offset.
 */
export function createFsBlobStore(root: string): BlobStore {
  const pathOf = (blobId: string) => {
    if (!SAFE_ID.test(blobId)) throw new Error(`Invalid blob id ${JSON.stringify(blobId)}`);
    return join(root, blobId);
  };
  /** The tail of each blob's queue of appends. */
  const queues = new Map<string, Promise<unknown>>();
  const serialise = <T>(blobId: string, task: () => Promise<T>): Promise<T> => {
    const previous = queues.get(blobId) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => undefined);
    queues.set(blobId, tail);
    void tail.then(() => {
      if (queues.get(blobId) === tail) queues.delete(blobId);
    });
    return next;
  };
  const ensureRoot = () => mkdir(root, { recursive: true });

  return {
    async create(blobId) {
      const path = pathOf(blobId);
      await ensureRoot();
      await serialise(blobId, async () => {
        const handle = await open(path, 'w');
        await handle.close();
      });
    },
    async append(blobId, bytes) {
      const path = pathOf(blobId);
      return serialise(blobId, async () => {
        // 'r+' fails when the blob does not exist (like the memory store) instead of creating it.
        const handle = await open(path, 'r+').catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'ENOENT' ? new Error(`No blob ${blobId}`) : error;
        });
        try {
          const { size } = await handle.stat();
          let written = 0;
          while (written < bytes.byteLength) {
            const result = await handle.write(bytes, written, bytes.byteLength - written, size + written);
            written += result.bytesWritten;
          }
          return size + written;
        } finally {
          await handle.close();
        }
      });
    },
    async size(blobId) {
      try {
        return (await stat(pathOf(blobId))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async read(blobId, start, end) {
      const handle = await open(pathOf(blobId), 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new Error(`No blob ${blobId}`) : error;
      });
      try {
        const { size } = await handle.stat();
        const length = Math.max(0, Math.min(end, size) - start);
        const out = new Uint8Array(length);
        let done = 0;
        while (done < length) {
          const { bytesRead } = await handle.read(out, done, length - done, start + done);
          if (bytesRead === 0) break;
          done += bytesRead;
        }
        return done === length ? out : out.subarray(0, done);
      } finally {
        await handle.close();
      }
    },
    stream(blobId, start, end) {
      return fileRangeStream(pathOf(blobId), start, end, (error) => ((error as NodeJS.ErrnoException).code === 'ENOENT' ? new Error(`No blob ${blobId}`) : error));
    },
    async delete(blobId) {
      const path = pathOf(blobId);
      await serialise(blobId, () => rm(path, { force: true }));
    },
    async clear() {
      await Promise.all([...queues.values()]);
      await rm(root, { recursive: true, force: true });
      await ensureRoot();
    },
    async list() {
      const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return entries.filter((entry) => entry.isFile() && SAFE_ID.test(entry.name)).map((entry) => entry.name);
    },
    async freeBytes() {
      await ensureRoot();
      const disk = await statfs(root);
      return disk.bavail * disk.bsize;
    },
  };
}
