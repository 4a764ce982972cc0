/**
 * File types by their first bytes (magic numbers), shared by the app (checks before uploading) and the
 * mock provider (checks once an upload is complete). Pure: no Node or DOM APIs.
 */

export type DetectedFileType = 'audio/wav' | 'audio/mpeg' | 'image/jpeg' | 'image/png';
/** A track's music, its cover, a musician's photo, or a temp track to find music like ("sounds like"). */
export type FileKind = 'audio' | 'cover' | 'photo' | 'reference';

/** Largest file a musician may upload (spec: 150 MB, counted as MiB like the contract's 157286400). */
export const MAX_FILE_BYTES = 150 * 1024 * 1024;

/** How many leading bytes `detectFileType` needs at most (an MP3 without ID3 checks its second frame). */
export const FILE_TYPE_SNIFF_BYTES = 4096;

const allowed: Record<FileKind, readonly DetectedFileType[]> = {
  audio: ['audio/wav', 'audio/mpeg'],
  reference: ['audio/wav', 'audio/mpeg'],
  cover: ['image/jpeg', 'image/png'],
  photo: ['image/jpeg', 'image/png'],
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) =>
  bytes.length >= at + expected.length && expected.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const u32le = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
const u32be = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

// ---- MPEG audio (layer III only) ----

/** kbit/s by bitrate index, for MPEG-1 and for MPEG-2/2.5 layer III. */
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

interface Mp3Frame {
  /** 1 for MPEG-1, 2 for MPEG-2 and MPEG-2.5. */
  version: 1 | 2;
  bitrateKbps: number;
  sampleRate: number;
  mono: boolean;
  frameBytes: number;
  samplesPerFrame: number;
}

/** A valid MPEG layer III frame header at `at`, or undefined (free-format bitrate is not accepted). */
function mp3FrameAt(bytes: Uint8Array, at: number): Mp3Frame | undefined {
  if (at + 4 > bytes.length) return undefined;
  const b1 = bytes[at + 1]!;
  const b2 = bytes[at + 2]!;
  const b3 = bytes[at + 3]!;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined; // 11-bit frame sync
  const versionBits = (b1 >> 3) & 3; // 0: 2.5, 1: reserved, 2: MPEG-2, 3: MPEG-1
  const layerBits = (b1 >> 1) & 3; // 1: layer III
  const bitrateIndex = (b2 >> 4) & 0xf;
  const rateIndex = (b2 >> 2) & 3;
  if (versionBits === 1 || layerBits !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  if ((b3 & 3) === 2) return undefined; // reserved emphasis
  const version = versionBits === 3 ? 1 : 2;
  const bitrateKbps = (version === 1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[versionBits]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const samplesPerFrame = version === 1 ? 1152 : 576;
  const frameBytes = Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { version, bitrateKbps, sampleRate, mono: b3 >> 6 === 3, frameBytes, samplesPerFrame };
}

/** Size of a leading ID3v2 tag (header, body and optional footer), or 0 when there is none. */
export function id3v2Length(bytes: Uint8Array): number {
  if (!startsWith(bytes, ascii('ID3')) || bytes.length < 10) return 0;
  const major = bytes[3]!;
  const revision = bytes[4]!;
  if (major < 2 || major > 4 || revision === 0xff) return 0;
  for (let i = 6; i < 10; i++) if (bytes[i]! >= 0x80) return 0; // sync-safe size bytes
  const size = (bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!;
  const footer = major === 4 && (bytes[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** An MPEG audio stream: a first frame header whose successor (when within the bytes given) is one too. */
function looksLikeMpegAudio(bytes: Uint8Array): boolean {
  const first = mp3FrameAt(bytes, 0);
  if (!first) return false;
  const next = first.frameBytes;
  return next + 4 > bytes.length || mp3FrameAt(bytes, next) !== undefined;
}

/**
 * The type of a file by its first bytes (pass at least the first 12; `FILE_TYPE_SNIFF_BYTES` are plenty),
 * or undefined when it is none of the allowed types. The file name and the browser's MIME type are not trusted.
 */
export function detectFileType(bytes: Uint8Array): DetectedFileType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  if (id3v2Length(bytes) > 0) return 'audio/mpeg';
  if (looksLikeMpegAudio(bytes)) return 'audio/mpeg';
  return undefined;
}

/** Whether a detected type may be used as the given kind of file (music: WAV or MP3; covers and photos: JPG or PNG). */
export function isAllowedFor(kind: FileKind, type: DetectedFileType | undefined): type is DetectedFileType {
  return type !== undefined && allowed[kind].includes(type);
}

/**
 * Duration of a PCM WAV from its header: the `data` chunk size over the `fmt ` byte rate. Pass the first
 * bytes up to the start of the `data` chunk (a few KiB covers any `LIST` chunk before it). `totalSize`,
 * when known, caps a data size that claims more than the file holds (streamed WAVs write 0xFFFFFFFF).
 */
export function wavDurationSeconds(headerBytes: Uint8Array, totalSize?: number): number | undefined {
  if (detectFileType(headerBytes) !== 'audio/wav') return undefined;
  let byteRate: number | undefined;
  let at = 12;
  while (at + 8 <= headerBytes.length) {
    const id = String.fromCharCode(...headerBytes.subarray(at, at + 4));
    const size = u32le(headerBytes, at + 4);
    const body = at + 8;
    if (id === 'fmt ' && body + 12 <= headerBytes.length) byteRate = u32le(headerBytes, body + 8);
    if (id === 'data') {
      if (!byteRate) return undefined;
      const available = totalSize === undefined ? size : Math.max(0, Math.min(size, totalSize - body));
      return available / byteRate;
    }
    at = body + size + (size % 2); // chunks are word-aligned
  }
  return undefined;
}

/**
 * Rough duration of an MP3: exact for VBR files with a Xing/Info or VBRI header (frame count), otherwise
 * estimated from the first frame's bitrate and the file size. `bytes` are the first bytes of the file
 * (enough to hold any ID3v2 tag and the first frame), `totalSize` the size of the whole file.
 */
export function mp3DurationSeconds(bytes: Uint8Array, totalSize: number): number | undefined {
  let start = id3v2Length(bytes);
  // Tolerate a little padding between the tag and the first frame.
  const limit = Math.min(bytes.length - 4, start + 2048);
  while (start <= limit && !mp3FrameAt(bytes, start)) start++;
  const frame = start <= limit ? mp3FrameAt(bytes, start) : undefined;
  if (!frame) return undefined;
  const sideInfo = frame.version === 1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xing = start + 4 + sideInfo;
  const tag = xing + 4 <= bytes.length ? String.fromCharCode(...bytes.subarray(xing, xing + 4)) : '';
  if ((tag === 'Xing' || tag === 'Info') && xing + 12 <= bytes.length && (u32be(bytes, xing + 4) & 1) !== 0) {
    return (u32be(bytes, xing + 8) * frame.samplesPerFrame) / frame.sampleRate;
  }
  const vbri = start + 4 + 32;
  if (vbri + 18 <= bytes.length && String.fromCharCode(...bytes.subarray(vbri, vbri + 4)) === 'VBRI') {
    return (u32be(bytes, vbri + 14) * frame.samplesPerFrame) / frame.sampleRate;
  }
  const audioBytes = Math.max(0, totalSize - start);
  return (audioBytes * 8) / (frame.bitrateKbps * 1000);
}

/** Duration of an audio file from its first bytes, when its type tells how; undefined otherwise. */
export function audioDurationSeconds(bytes: Uint8Array, totalSize: number): number | undefined {
  const type = detectFileType(bytes);
  if (type === 'audio/wav') return wavDurationSeconds(bytes, totalSize);
  if (type === 'audio/mpeg') return mp3DurationSeconds(bytes, totalSize);
  return undefined;
}
