import { open } from 'node:fs/promises';
import { pcmWavHeader } from '../../mocks/media/wavHeader';

const BLOCK_BYTES = 4 * 1024 * 1024;
const SAMPLE_RATE = 44100;

/**
 * Writes a valid 16-bit stereo 44.1 kHz PCM WAV of exactly `totalBytes` bytes: a few drifting tones with noise,
 * so every byte is real audio-like data and nothing in the path can compress it away.
 */
export async function writeAudioWav(path: string, totalBytes: number): Promise<void> {
  const dataBytes = totalBytes - 44;
  if (dataBytes <= 0 || dataBytes % 4 !== 0) throw new Error(`A stereo 16-bit WAV needs 44 + 4n bytes, not ${totalBytes}.`);
  const file = await open(path, 'w');
  try {
    await file.write(pcmWavHeader(dataBytes, { channels: 2, sampleRate: SAMPLE_RATE }));
    let seed = 0x9e3779b9;
    let frame = 0;
    for (let written = 0; written < dataBytes;) {
      const block = Buffer.allocUnsafe(Math.min(BLOCK_BYTES, dataBytes - written));
      for (let at = 0; at < block.byteLength; at += 4) {
        const t = frame / SAMPLE_RATE;
        const tone = 6000 * Math.sin(2 * Math.PI * (220 + 30 * Math.sin(t / 7)) * t) + 3000 * Math.sin(2 * Math.PI * 331 * t);
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        const noise = (seed >> 20) & 0x7ff;
        block.writeInt16LE(Math.round(tone) + noise - 1024, at);
        block.writeInt16LE(Math.round(tone * 0.8) - noise + 1024, at + 2);
        frame += 1;
      }
      await file.write(block);
      written += block.byteLength;
    }
  } finally {
    await file.close();
  }
}
