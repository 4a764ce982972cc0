import { corrupt, truncated } from './audioProblem';
import { ByteReader } from './byteReader';
import { PeakAccumulator, samplesPerPixelFor, type Peaks } from './peaks';
import type { PcmSink } from './pcmSink';
import { createTurnTaker } from '../turnTaker';

/**
 * Peaks of a WAV file read straight from its bytes as they stream in: the RIFF chunks are walked (`fmt `,
 * any others skipped with their odd-size padding, then `data`), and the samples are reduced piece by piece,
 * so a 150 MB file never sits in memory. PCM 8 (unsigned), 16, 24 and 32-bit integers and 32-bit floats,
 * plain or WAVE_FORMAT_EXTENSIBLE, any number of channels.
 */

const PCM = 1;
const FLOAT = 3;
const EXTENSIBLE = 0xfffe;
/** Sample bytes handed to the reducer at a time. */
const PIECE_BYTES = 256 * 1024;

interface Format {
  encoding: 'int' | 'float';
  channels: number;
  sampleRate: number;
  bits: number;
  blockAlign: number;
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

function parseFormat(fmt: Uint8Array): Format {
  if (fmt.byteLength < 16) throw corrupt(`The fmt chunk is ${fmt.byteLength} bytes, fewer than 16.`);
  let tag = u16(fmt, 0);
  if (tag === EXTENSIBLE) {
    if (fmt.byteLength < 40) throw corrupt('The extensible fmt chunk is too short.');
    tag = u16(fmt, 24);
  }
  const channels = u16(fmt, 2);
  const sampleRate = u32(fmt, 4);
  const blockAlign = u16(fmt, 12);
  const bits = u16(fmt, 14);
  const encoding = tag === PCM ? 'int' : tag === FLOAT ? 'float' : undefined;
  if (!encoding) throw corrupt(`Unsupported WAV encoding ${tag}.`);
  if (encoding === 'int' ? ![8, 16, 24, 32].includes(bits) : bits !== 32) throw corrupt(`Unsupported sample size: ${bits} bits.`);
  if (channels < 1 || sampleRate < 1) throw corrupt(`${channels} channels at ${sampleRate} Hz.`);
  if (blockAlign !== (channels * bits) / 8) throw corrupt(`Block align ${blockAlign} does not fit ${channels} x ${bits} bits.`);
  return { encoding, channels, sampleRate, bits, blockAlign };
}

/** Whole frames of `bytes` into one Float32Array per channel, in [-1, 1). */
function toPlanar(format: Format, bytes: Uint8Array, frames: number, out: Float32Array[]): void {
  const { channels } = format;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  if (format.encoding === 'float') {
    for (let f = 0; f < frames; f++) for (let c = 0; c < channels; c++, at += 4) out[c]![f] = view.getFloat32(at, true);
    return;
  }
  switch (format.bits) {
    case 8:
      for (let f = 0; f < frames; f++) for (let c = 0; c < channels; c++, at++) out[c]![f] = (bytes[at]! - 128) / 128;
      return;
    case 16:
      for (let f = 0; f < frames; f++) for (let c = 0; c < channels; c++, at += 2) out[c]![f] = (((bytes[at]! | (bytes[at + 1]! << 8)) << 16) >> 16) / 32768;
      return;
    case 24:
      for (let f = 0; f < frames; f++)
        for (let c = 0; c < channels; c++, at += 3) out[c]![f] = (((bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16)) << 8) >> 8) / 8388608;
      return;
    default:
      for (let f = 0; f < frames; f++) for (let c = 0; c < channels; c++, at += 4) out[c]![f] = view.getInt32(at, true) / 2147483648;
  }
}

/** Reduces the `data` chunk (`dataBytes` long) as it streams in; throws AUDIO_FILE_TRUNCATED when it ends early. */
async function reduceData(reader: ByteReader, format: Format, dataBytes: number, sink: PcmSink | undefined): Promise<Peaks> {
  const totalFrames = Math.floor(dataBytes / format.blockAlign);
  const peaks = new PeakAccumulator(samplesPerPixelFor(totalFrames), format.sampleRate);
  sink?.open(format.sampleRate, format.channels);
  const maxFrames = Math.ceil(PIECE_BYTES / format.blockAlign) + 1;
  const planar = Array.from({ length: format.channels }, () => new Float32Array(maxFrames));
  const carry = new Uint8Array(format.blockAlign);
  let carried = 0;
  let left = totalFrames * format.blockAlign;
  const takeTurn = createTurnTaker();
  while (left > 0) {
    await takeTurn();
    const piece = await reader.next(Math.min(left, PIECE_BYTES));
    if (!piece) throw truncated(`The data chunk claims ${dataBytes} bytes; the file ends ${left} bytes short.`);
    left -= piece.byteLength;
    let bytes = piece;
    if (carried > 0) {
      // A frame split across pieces: complete it first.
      const need = format.blockAlign - carried;
      carry.set(piece.subarray(0, need), carried);
      if (piece.byteLength < need) {
        carried += piece.byteLength;
        continue;
      }
      toPlanar(format, carry, 1, planar);
      peaks.addPlanar(planar, 1);
      sink?.addPlanar(planar, 1);
      carried = 0;
      bytes = piece.subarray(need);
    }
    const frames = Math.floor(bytes.byteLength / format.blockAlign);
    toPlanar(format, bytes, frames, planar);
    peaks.addPlanar(planar, frames);
    sink?.addPlanar(planar, frames);
    const rest = bytes.subarray(frames * format.blockAlign);
    carry.set(rest);
    carried = rest.byteLength;
  }
  return peaks.finish();
}

export async function wavPeaks(stream: ReadableStream<Uint8Array>, sink?: PcmSink): Promise<Peaks> {
  const reader = new ByteReader(stream);
  try {
    const riff = await reader.read(12);
    if (riff.byteLength < 12 || ascii(riff, 0) !== 'RIFF' || ascii(riff, 8) !== 'WAVE') throw corrupt('Not a RIFF/WAVE file.');
    let format: Format | undefined;
    for (;;) {
      const header = await reader.read(8);
      if (header.byteLength === 0) throw corrupt('No data chunk.');
      if (header.byteLength < 8) throw truncated('The file ends inside a chunk header.');
      const id = ascii(header, 0);
      const size = u32(header, 4);
      if (id === 'fmt ') {
        const fmt = await reader.read(size);
        if (fmt.byteLength < size) throw truncated('The file ends inside the fmt chunk.');
        format = parseFormat(fmt);
        if (size % 2 === 1) await reader.skip(1);
      } else if (id === 'data') {
        if (!format) throw corrupt('The data chunk comes before the fmt chunk.');
        return await reduceData(reader, format, size, sink);
      } else {
        const padded = size + (size % 2);
        if ((await reader.skip(padded)) < size) throw truncated(`The file ends inside the ${id.trim()} chunk.`);
      }
    }
  } finally {
    await reader.cancel();
  }
}
