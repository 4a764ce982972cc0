import { TEST_ORIGIN } from './testApi';
import { encodePng } from '../media/png';
import { pcmWavHeader } from '../media/wavHeader';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Uploads bytes through the tus endpoint in one PATCH and returns the upload id. */
export async function tusUpload(accessToken: string, kind: 'audio' | 'cover', filename: string, bytes: Uint8Array): Promise<string> {
  const auth = { Authorization: `Bearer ${accessToken}`, 'Tus-Resumable': '1.0.0' };
  const created = await fetch(`${TEST_ORIGIN}/api/v1/uploads`, {
    method: 'POST',
    headers: {
      ...auth,
      'Upload-Length': String(bytes.byteLength),
      'Upload-Metadata': `filename ${base64(filename)},filetype ${base64('application/octet-stream')},kind ${base64(kind)}`,
    },
  });
  if (created.status !== 201) throw new Error(`createUpload answered ${created.status}`);
  const location = new URL(created.headers.get('location')!, TEST_ORIGIN);
  await fetch(location, {
    method: 'PATCH',
    headers: { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
  });
  return location.pathname.split('/').pop()!;
}

/** A tiny valid WAV (PCM, mono, 8 kHz) of the given number of samples (silence). */
export function tinyWav(samples = 800): Uint8Array {
  const bytes = new Uint8Array(44 + samples * 2);
  bytes.set(pcmWavHeader(samples * 2, { channels: 1, sampleRate: 8000 }));
  return bytes;
}

/** A tiny real PNG (2x2, grey): uploads are checked past their first bytes, so a signature alone is refused. */
export const pngHeader = () => encodePng(2, 2, new Uint8Array(2 * 2 * 3).fill(128));
