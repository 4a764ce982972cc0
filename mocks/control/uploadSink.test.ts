import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../src/lib/domain/fileType';
import type { MockContext } from '../context';
import { startMockServer, type MockServer } from '../server/startMockServer';
import type { BlobStore } from '../storage/blobStore';
import { TEST_ORIGIN } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';
import { MOCK_CONTROL_HEADERS } from './client';
import { UPLOAD_SINK_PATH } from './uploadSink';

/** What reached the blob store: the bytes appended to each blob, in order, and the blobs deleted. */
interface BlobLog {
  appended: Map<string, Buffer[]>;
  deleted: string[];
}

/** Wraps the context's blob store so the test sees every append and delete (the store itself still does the work). */
function recordBlobs(ctx: MockContext): BlobLog {
  const log: BlobLog = { appended: new Map(), deleted: [] };
  const store = ctx.blobs;
  const recording: BlobStore = {
    ...store,
    async append(blobId, bytes) {
      log.appended.set(blobId, [...(log.appended.get(blobId) ?? []), Buffer.from(bytes)]);
      return store.append(blobId, bytes);
    },
    async delete(blobId) {
      log.deleted.push(blobId);
      return store.delete(blobId);
    },
  };
  ctx.blobs = recording;
  return log;
}

const storedBytes = (log: BlobLog) => [...log.appended.values()].map((parts) => Buffer.concat(parts));

/** Bytes that do not compress, over several coalesced appends (4 MiB each). */
const body = randomBytes(9 * 1024 * 1024 + 123);

/** A PUT of `body` sent in 1000-byte pieces, as a network delivers it. */
const putInPieces = (url: string) => {
  let at = 0;
  const pieces = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.byteLength) return controller.close();
      controller.enqueue(body.subarray(at, (at += 1000)));
    },
  });
  return fetch(url, { method: 'PUT', headers: MOCK_CONTROL_HEADERS, body: pieces, duplex: 'half' } as RequestInit);
};

describe('mock control: upload sink (the upload benchmark baseline)', () => {
  const api = useTestApi();

  it('stores exactly the bytes sent, deletes them, and answers their count in the envelope', async () => {
    const log = recordBlobs(api().provider.ctx);
    const response = await putInPieces(`${TEST_ORIGIN}${UPLOAD_SINK_PATH}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 200, code: 'OK', message: 'Stored, then deleted.', data: { bytes: body.byteLength } });
    const stored = storedBytes(log);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.equals(body)).toBe(true);
    const [blobId] = log.appended.keys();
    expect(log.deleted).toEqual([blobId]);
    expect(await api().provider.ctx.blobs.size(blobId!)).toBeUndefined();
  });
});

describe('mock control: upload sink on the local server (blobs on disk, body streamed)', () => {
  let server: MockServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cue-sink-'));
    server = await startMockServer({ dataDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the bytes sent to the blob folder and leaves nothing behind', async () => {
    const log = recordBlobs(server.provider.ctx);
    const response = await putInPieces(`${server.url}${UPLOAD_SINK_PATH}`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ bytes: body.byteLength });
    expect(storedBytes(log).map((bytes) => bytes.equals(body))).toEqual([true]);
    expect(await readdir(join(dataDir, 'blobs'))).toEqual([]);
  });

  it('refuses a body declared larger than an upload may be, before reading it', async () => {
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${server.url}${UPLOAD_SINK_PATH}`,
        { method: 'PUT', headers: { ...MOCK_CONTROL_HEADERS, 'Content-Length': String(MAX_FILE_BYTES + 1) } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, body: text }));
        },
      );
      request.on('error', reject);
      request.write(Buffer.alloc(1024));
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.body)).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', data: false });
  });
});
