/**
 * The load test's uploads: a WAV of `bytes` bytes made up on the fly (a valid header, then one block of seeded
 * noise repeated; nothing is read from or written to disk) sent through tus as the app does: creation, then one
 * PATCH streaming the whole body. The client holds one 1 MiB block, whatever the size.
 */
import { Readable } from 'node:stream';
import { pcmWavHeader } from '../../mocks/media/wavHeader';
import type { LoadHttp } from './loadHttp';
import type { LoadLedger } from './loadLedger';
import type { Random } from './loadRandom';
import type { LoadStats } from './loadStats';

const BLOCK_BYTES = 1024 * 1024;
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** A stream of a 16-bit stereo PCM WAV of exactly `totalBytes` bytes (44 + a multiple of 4). */
export function generatedWav(totalBytes: number, random: Random): Readable {
  const dataBytes = totalBytes - 44;
  if (dataBytes <= 0 || dataBytes % 4 !== 0) throw new Error(`A stereo 16-bit WAV needs 44 + 4n bytes, not ${totalBytes}.`);
  const block = Buffer.alloc(BLOCK_BYTES);
  for (let at = 0; at < BLOCK_BYTES; at += 2) block.writeInt16LE(random.between(-8000, 8000), at);
  let sent = 0;
  return new Readable({
    read() {
      if (sent === 0) {
        sent = 44;
        this.push(Buffer.from(pcmWavHeader(dataBytes)));
        return;
      }
      const size = Math.min(BLOCK_BYTES, totalBytes - sent);
      sent += size;
      this.push(size > 0 ? block.subarray(0, size) : null);
    },
  });
}

/** The upload's kind in the stats, e.g. `tus upload, 150 MiB (create + PATCH)`. */
export const uploadKind = (bytes: number) => `tus upload, ${Math.round(bytes / (1024 * 1024))} MiB (create + PATCH)`;

/**
 * One tus upload of generated audio as the musician whose token is given; recorded in the stats (one sample for
 * creation and PATCH together) and, when the PATCH answers the full offset, in the ledger.
 */
export async function uploadGeneratedAudio(options: {
  baseUrl: string;
  http: LoadHttp;
  accessToken: string;
  bytes: number;
  random: Random;
  stats: LoadStats;
  ledger: LoadLedger;
}): Promise<void> {
  const { baseUrl, http, accessToken, bytes, stats, ledger } = options;
  const auth = { Authorization: `Bearer ${accessToken}`, 'Tus-Resumable': '1.0.0' };
  const kind = uploadKind(bytes);
  const started = performance.now();
  let status: number | undefined;
  let what = 'POST uploads';
  try {
    const created = await http.fetch(new URL('/api/v1/uploads', baseUrl), {
      method: 'POST',
      headers: { ...auth, 'Upload-Length': String(bytes), 'Upload-Metadata': `filename ${base64('load.wav')},filetype ${base64('audio/wav')},kind ${base64('audio')}` },
    });
    await created.arrayBuffer();
    status = created.status;
    const location = created.headers.get('Location');
    if (created.status !== 201 || !location) return;
    const uploadUrl = new URL(location, baseUrl);
    what = `PATCH ${uploadUrl.pathname}`;
    const patched = await http.fetch(uploadUrl, {
      method: 'PATCH',
      headers: { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(bytes) },
      body: Readable.toWeb(generatedWav(bytes, options.random)) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit);
    await patched.arrayBuffer();
    status = patched.status;
    if (patched.status === 204 && Number(patched.headers.get('Upload-Offset')) === bytes) ledger.upload(uploadUrl.pathname.split('/').pop()!, bytes);
  } catch {
    status = undefined;
  } finally {
    stats.add(kind, performance.now() - started, status, what);
  }
}
