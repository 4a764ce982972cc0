import { crc32 } from '../png';

/**
 * Whether a file that starts like a PNG or a JPEG is one all the way through, by its structure alone: no image
 * library, so it runs in the browser's mock as well as in Node (where sharp then also decodes it, see
 * ./imageCheck.ts). A first-bytes check alone took a PNG signature followed by HTML for a picture.
 */

const u32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths each PNG colour type allows (PNG spec, table 11.1). */
const PNG_DEPTHS: Record<number, readonly number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const MAX_PNG_DIMENSION = 0x7fffffff;
const isLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);

/**
 * A PNG: the signature, a valid IHDR first, every chunk whole with letters for its type and a correct CRC, a
 * palette before the data when the colour type needs one, consecutive IDAT chunks, and IEND as the very end.
 */
export function isWellFormedPng(bytes: Uint8Array): boolean {
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return false;
  let offset = PNG_SIGNATURE.length;
  let colourType = -1;
  let palette = false;
  let dataState: 'before' | 'in' | 'after' = 'before';
  for (let index = 0; offset + 12 <= bytes.length; index += 1) {
    const length = u32(bytes, offset);
    const typeBytes = bytes.subarray(offset + 4, offset + 8);
    const dataEnd = offset + 8 + length;
    if (length > 0x7fffffff || dataEnd + 4 > bytes.length || !typeBytes.every(isLetter)) return false;
    if (crc32(bytes, offset + 4, dataEnd) !== u32(bytes, dataEnd)) return false;
    const type = String.fromCharCode(...typeBytes);
    const data = offset + 8;
    if ((index === 0) !== (type === 'IHDR')) return false;
    if (type === 'IHDR') {
      const [width, height, depth, colour, compression, filter, interlace] = [u32(bytes, data), u32(bytes, data + 4), ...bytes.subarray(data + 8, data + 13)];
      if (length !== 13 || width < 1 || height < 1 || width > MAX_PNG_DIMENSION || height > MAX_PNG_DIMENSION) return false;
      if (!PNG_DEPTHS[colour!]?.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) return false;
      colourType = colour!;
    } else if (type === 'PLTE') {
      if (dataState !== 'before' || length === 0 || length % 3 !== 0 || length > 256 * 3) return false;
      palette = true;
    } else if (type === 'IDAT') {
      if (dataState === 'after' || (colourType === 3 && !palette)) return false;
      dataState = 'in';
    } else if (type === 'IEND') {
      return length === 0 && dataState !== 'before' && dataEnd + 4 === bytes.length;
    } else if (dataState === 'in') {
      dataState = 'after';
    }
    offset = dataEnd + 4;
  }
  return false;
}

/** Start-of-frame markers: C0-CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM and the restart markers (SOI and EOI are handled on their own). */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Where the entropy-coded data that starts at `from` ends: the next marker (0xFF not followed by 00, a restart or fill). */
function endOfScan(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      at += 1;
      continue;
    }
    const next = bytes[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at += 1;
    else return at;
  }
  return -1;
}

/**
 * A JPEG: SOI, whole marker segments, a frame header (size and 1-4 components) before the first scan, scans whose
 * entropy-coded data ends at a marker, and EOI at the end (only 0x00/0xFF padding may follow it).
 */
export function isWellFormedJpeg(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let offset = 2;
  let frame = false;
  let scan = false;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9) return frame && scan && bytes.subarray(offset + 2).every((byte) => byte === 0x00 || byte === 0xff);
    if (marker === 0xd8 || marker === 0x00) return false;
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return false;
    const length = u16(bytes, offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return false;
    if (isStartOfFrame(marker)) {
      const components = bytes[offset + 9];
      if (frame || length < 8 || u16(bytes, offset + 5) < 1 || u16(bytes, offset + 7) < 1 || !components || components > 4 || length !== 8 + 3 * components) return false;
      frame = true;
    }
    if (marker === 0xda) {
      const components = bytes[offset + 4];
      if (!frame || !components || components > 4 || length !== 6 + 2 * components) return false;
      scan = true;
      offset = endOfScan(bytes, end);
      if (offset < 0) return false;
      continue;
    }
    offset = end;
  }
  return false;
}

/** Whether the bytes are a well-formed image of the type their first bytes named. */
export function isWellFormedImage(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): boolean {
  return type === 'image/png' ? isWellFormedPng(bytes) : isWellFormedJpeg(bytes);
}
