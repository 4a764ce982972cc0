import { Mp3Encoder } from '@breezystack/lamejs';

/** Test fixtures: WAV files of every supported layout and MP3s made with lamejs, from float samples. */

export type WavLayout = { bits: 8 | 16 | 24 | 32; float?: boolean; channels: number; sampleRate: number; extensible?: boolean };

/** Integer or float sample bytes of one sample in [-1, 1]. */
function writeSample(view: DataView, at: number, value: number, layout: WavLayout): void {
  const clamped = Math.max(-1, Math.min(1, value));
  if (layout.float) return view.setFloat32(at, clamped, true);
  switch (layout.bits) {
    case 8:
      return view.setUint8(at, Math.max(0, Math.min(255, Math.round(clamped * 128 + 128))));
    case 16:
      return view.setInt16(at, Math.max(-32768, Math.min(32767, Math.round(clamped * 32768))), true);
    case 24: {
      const v = Math.max(-8388608, Math.min(8388607, Math.round(clamped * 8388608)));
      view.setUint8(at, v & 0xff);
      view.setUint8(at + 1, (v >> 8) & 0xff);
      return view.setUint8(at + 2, (v >> 16) & 0xff);
    }
    default:
      return view.setInt32(at, Math.max(-2147483648, Math.min(2147483647, Math.round(clamped * 2147483648))), true);
  }
}

/** The value a reader gets back for a written sample (the oracle reads the bytes the naive way). */
export function readSample(view: DataView, at: number, layout: WavLayout): number {
  if (layout.float) return view.getFloat32(at, true);
  switch (layout.bits) {
    case 8:
      return (view.getUint8(at) - 128) / 128;
    case 16:
      return view.getInt16(at, true) / 32768;
    case 24: {
      const v = view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
      return (v >= 0x800000 ? v - 0x1000000 : v) / 8388608;
    }
    default:
      return view.getInt32(at, true) / 2147483648;
  }
}

export interface ExtraChunk {
  id: string;
  bytes: Uint8Array;
}

/**
 * A WAV of `frames` frames whose channel `c` at frame `f` is `signal(f, c)`, with extra chunks (odd sizes are
 * padded) placed before `fmt ` or between `fmt ` and `data`.
 */
export function makeWav(
  layout: WavLayout,
  frames: number,
  signal: (frame: number, channel: number) => number,
  extra: { beforeFmt?: ExtraChunk[]; beforeData?: ExtraChunk[]; dataSizeOverride?: number } = {},
): Uint8Array {
  const bytesPerSample = layout.bits / 8;
  const blockAlign = bytesPerSample * layout.channels;
  const dataBytes = frames * blockAlign;
  const fmt = new Uint8Array(layout.extensible ? 40 : 16);
  const fv = new DataView(fmt.buffer);
  fv.setUint16(0, layout.extensible ? 0xfffe : layout.float ? 3 : 1, true);
  fv.setUint16(2, layout.channels, true);
  fv.setUint32(4, layout.sampleRate, true);
  fv.setUint32(8, layout.sampleRate * blockAlign, true);
  fv.setUint16(12, blockAlign, true);
  fv.setUint16(14, layout.bits, true);
  if (layout.extensible) {
    fv.setUint16(16, 22, true);
    fv.setUint16(18, layout.bits, true);
    fv.setUint16(24, layout.float ? 3 : 1, true);
  }
  const chunk = (id: string, body: Uint8Array, declared = body.byteLength) => {
    const out = new Uint8Array(8 + body.byteLength + (body.byteLength % 2));
    const view = new DataView(out.buffer);
    [...id].forEach((char, i) => view.setUint8(i, char.charCodeAt(0)));
    view.setUint32(4, declared, true);
    out.set(body, 8);
    return out;
  };
  const data = new Uint8Array(dataBytes);
  const dv = new DataView(data.buffer);
  for (let f = 0; f < frames; f++) for (let c = 0; c < layout.channels; c++) writeSample(dv, f * blockAlign + c * bytesPerSample, signal(f, c), layout);
  const parts = [
    ...(extra.beforeFmt ?? []).map((item) => chunk(item.id, item.bytes)),
    chunk('fmt ', fmt),
    ...(extra.beforeData ?? []).map((item) => chunk(item.id, item.bytes)),
    chunk('data', data, extra.dataSizeOverride),
  ];
  const body = parts.reduce((sum, part) => sum + part.byteLength, 0);
  const out = new Uint8Array(12 + body);
  const view = new DataView(out.buffer);
  ['R', 'I', 'F', 'F'].forEach((char, i) => view.setUint8(i, char.charCodeAt(0)));
  view.setUint32(4, 4 + body, true);
  ['W', 'A', 'V', 'E'].forEach((char, i) => view.setUint8(8 + i, char.charCodeAt(0)));
  let at = 12;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** The peaks computed the naive way: every sample of every channel, frame span by frame span. */
export function naivePeaks(wav: Uint8Array, layout: WavLayout, dataOffset: number, frames: number, samplesPerPixel: number): number[] {
  const view = new DataView(wav.buffer, wav.byteOffset + dataOffset);
  const blockAlign = (layout.bits / 8) * layout.channels;
  const out: number[] = [];
  for (let start = 0; start < frames; start += samplesPerPixel) {
    let min = Infinity;
    let max = -Infinity;
    for (let f = start; f < Math.min(frames, start + samplesPerPixel); f++) {
      for (let c = 0; c < layout.channels; c++) {
        const value = readSample(view, f * blockAlign + (c * layout.bits) / 8, layout);
        min = Math.min(min, value);
        max = Math.max(max, value);
      }
    }
    out.push(Math.max(-128, Math.min(127, Math.floor(min * 128))), Math.max(-128, Math.min(127, Math.floor(max * 128))));
  }
  return out;
}

/** An MP3 (MPEG-1 layer III, CBR) of `seconds` of `signal` made with lamejs. */
export function makeMp3(seconds: number, signal: (frame: number) => number, { sampleRate = 44100, kbps = 128, channels = 1 } = {}): Uint8Array {
  const encoder = new Mp3Encoder(channels, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  const block = 1152 * 10;
  const total = Math.round(seconds * sampleRate);
  for (let start = 0; start < total; start += block) {
    const length = Math.min(block, total - start);
    const samples = new Int16Array(length);
    for (let i = 0; i < length; i++) samples[i] = Math.round(Math.max(-1, Math.min(1, signal(start + i))) * 32767);
    parts.push(channels === 2 ? encoder.encodeBuffer(samples, samples) : encoder.encodeBuffer(samples));
  }
  parts.push(encoder.flush());
  const size = parts.reduce((sum, part) => sum + part.byteLength, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** A stream of `bytes` in pieces of `pieceBytes` (odd sizes split frames and headers across pieces). */
export function streamOf(bytes: Uint8Array, pieceBytes = 4099): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(at, at + pieceBytes));
      at += pieceBytes;
    },
  });
}
