import { createCipheriv, createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../testing/users';
import { startMockServer, type MockServer } from './startMockServer';
import { pcmWavHeader } from '../media/wavHeader';

/**
 * The whole resumable path over real sockets: tus-js-client (Node) uploads 150 MiB in one PATCH through
 * a TCP proxy that cuts the connection halfway; the client asks HEAD for the offset and sends the rest.
 */

const SIZE = 150 * 1024 * 1024;
const CUT_AFTER = Math.floor(SIZE * 0.5);
const SAMPLE_RATE = 44100;

/** A WAV header followed by AES-CTR keystream: random-looking, the same on every run, fast to make. */
async function writeSourceFile(path: string, size: number): Promise<string> {
  const cipher = createCipheriv('aes-128-ctr', Buffer.alloc(16, 7), Buffer.alloc(16, 1));
  const hash = createHash('sha256');
  const file = await open(path, 'w');
  try {
    const header = pcmWavHeader(size - 44, { sampleRate: SAMPLE_RATE });
    hash.update(header);
    await file.write(header);
    const block = Buffer.alloc(8 * 1024 * 1024);
    for (let written = header.length; written < size;) {
      const length = Math.min(block.length, size - written);
      const bytes = cipher.update(block.subarray(0, length));
      hash.update(bytes);
      await file.write(bytes);
      written += length;
    }
  } finally {
    await file.close();
  }
  return hash.digest('hex');
}

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 4 * 1024 * 1024 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A TCP proxy in front of the server that destroys both sides once `cutAfter` bytes went upstream (once). */
async function startCuttingProxy(target: URL, cutAfter: number) {
  let forwarded = 0;
  let cuts = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', closeBoth).on('close', closeBoth);
    upstream.on('error', closeBoth).on('close', closeBoth);
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      forwarded += chunk.length;
      if (cuts === 0 && forwarded >= cutAfter) {
        cuts += 1;
        closeBoth();
        return;
      }
      if (!upstream.write(chunk)) {
        client.pause();
        upstream.once('drain', () => client.resume());
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    get cuts() {
      return cuts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The seeded demo musician; if the seed has no such account, a musician made for the test. */

describe('resumable 150 MiB upload over real HTTP', () => {
  let dir: string;
  let server: MockServer;
  let sourcePath: string;
  let sourceHash: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cue-resumable-'));
    sourcePath = join(dir, 'long-cue.wav');
    sourceHash = await writeSourceFile(sourcePath, SIZE);
    server = await startMockServer({ dataDir: join(dir, 'data') });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('resumes after the connection is cut midway and stores every byte', async () => {
    const token = await createUserWithToken(server.provider.ctx);
    const proxy = await startCuttingProxy(new URL(server.url), CUT_AFTER);
    // Imported only now: tus-js-client captures http.request when it is first imported.
    const { Upload } = await import('tus-js-client');
    const headOffsets: number[] = [];
    const patchOffsets: number[] = [];
    const started = performance.now();
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(createReadStream(sourcePath), {
        endpoint: `${proxy.url}/api/v1/uploads`,
        chunkSize: SIZE, // one PATCH for the whole file, as tus recommends over real HTTP
        retryDelays: [0, 250, 1000],
        // The proxy forwards the server's own name, as a reverse proxy does (the server answers no other, hostGuard.ts).
        headers: { Authorization: `Bearer ${token}`, Host: new URL(server.url).host },
        metadata: { filename: 'long-cue.wav', filetype: 'audio/wav', kind: 'audio' },
        storeFingerprintForResuming: false,
        onBeforeRequest(request) {
          if (request.getMethod() === 'PATCH') patchOffsets.push(Number(request.getHeader('Upload-Offset')));
        },
        onAfterResponse(request, response) {
          if (request.getMethod() === 'HEAD') headOffsets.push(Number(response.getHeader('Upload-Offset')));
        },
        onError: reject,
        onSuccess: () => resolve(upload.url!),
      });
      upload.start();
    });
    const seconds = (performance.now() - started) / 1000;
    await proxy.close();
    console.log(
      `[resumable upload] ${SIZE / 1024 / 1024} MiB in ${seconds.toFixed(2)} s ` +
        `(${(SIZE / 1024 / 1024 / seconds).toFixed(0)} MiB/s), cut once, HEAD offsets ${headOffsets.join(', ')}, PATCH offsets ${patchOffsets.join(', ')}`,
    );

    expect(proxy.cuts).toBe(1);
    expect(headOffsets.length).toBeGreaterThanOrEqual(1);
    expect(headOffsets[0]).toBeGreaterThan(0);
    expect(headOffsets[0]).toBeLessThan(SIZE);
    expect(patchOffsets[0]).toBe(0);
    expect(patchOffsets.at(-1)).toBe(headOffsets.at(-1));

    const uploadId = new URL(uploadUrl).pathname.split('/').pop()!;
    const status = await fetch(`${server.url}/api/v1/uploads/${uploadId}/status`, { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await status.json()) as { data: { state: string; offset: number; file: { fileId: string; size: number; contentType: string } } };
    expect(data).toMatchObject({ state: 'complete', offset: SIZE, file: { size: SIZE, contentType: 'audio/wav' } });
    const file = server.provider.ctx.db.files.findFirst((q) => q.where({ id: data.file.fileId }))!;
    expect(file.durationSeconds).toBeCloseTo((SIZE - 44) / (SAMPLE_RATE * 4), 2);

    expect(await sha256OfFile(join(dir, 'data', 'blobs', uploadId))).toBe(sourceHash);
  }, 120_000);
});
