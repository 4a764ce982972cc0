import { TEST_ORIGIN } from './testApi';

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

/** A tiny valid WAV (PCM, mono, 8 kHz) of the given number of samples. */
export function tinyWav(samples = 800): Uint8Array {
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  return bytes;
}

/** The 8-byte PNG signature followed by filler: enough for a first-bytes type check. */
export const pngHeader = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
