import { createRandom, hash2, type Random } from './random';

/**
 * A minimal PNG encoder (8-bit RGB, Sub-filtered scanlines in zlib "stored" deflate blocks) and seeded abstract album covers.
 * Pure, synchronous and deterministic: runs in Node, the browser and a service worker.
 */

export const GENERATED_COVER_SIZE = 320;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MAX_STORED_BLOCK = 0xffff;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309) of bytes [start, end). */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Adler-32 (zlib's checksum). */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  const chunk = 3800; // keeps the sums below 2^31 between reductions
  for (let start = 0; start < bytes.length; start += chunk) {
    const end = Math.min(bytes.length, start + chunk);
    for (let i = start; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** Size of the zlib stream holding `rawLength` bytes in stored blocks. */
const zlibStoredLength = (rawLength: number) => 2 + rawLength + 5 * Math.max(1, Math.ceil(rawLength / MAX_STORED_BLOCK)) + 4;

/** Exact size of `encodePng(width, height, …)` for an RGB image. */
export function pngByteLength(width: number, height: number): number {
  const raw = height * (1 + width * 3);
  return PNG_SIGNATURE.length + (12 + 13) + (12 + zlibStoredLength(raw)) + 12;
}

/** Encodes 8-bit RGB pixels (row-major, 3 bytes per pixel) as a PNG with one IDAT chunk. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError('encodePng: bad size');
  if (rgb.length !== width * height * 3) throw new RangeError('encodePng: pixel buffer does not match the size');
  const rowBytes = width * 3;
  const rawLength = height * (1 + rowBytes);
  const out = new Uint8Array(pngByteLength(width, height));
  const view = new DataView(out.buffer);
  let at = 0;
  out.set(PNG_SIGNATURE, 0);
  at += PNG_SIGNATURE.length;

  const beginChunk = (type: string, length: number) => {
    view.setUint32(at, length);
    for (let i = 0; i < 4; i++) out[at + 4 + i] = type.charCodeAt(i);
    const typeStart = at + 4;
    at += 8;
    return typeStart;
  };
  const endChunk = (typeStart: number) => {
    view.setUint32(at, crc32(out, typeStart, at));
    at += 4;
  };

  const ihdr = beginChunk('IHDR', 13);
  view.setUint32(at, width);
  view.setUint32(at + 4, height);
  out[at + 8] = 8; // bit depth
  out[at + 9] = 2; // colour type: RGB
  out[at + 10] = 0; // compression
  out[at + 11] = 0; // filter method
  out[at + 12] = 0; // no interlace
  at += 13;
  endChunk(ihdr);

  // Each scanline with the Sub filter (type 1): a byte minus the same colour of the pixel to its left. Smooth
  // art becomes runs of small numbers, so the stored image compresses well over HTTP (gzip, brotli).
  const raw = new Uint8Array(rawLength);
  for (let row = 0; row < height; row++) {
    const from = row * rowBytes;
    const to = row * (1 + rowBytes);
    raw[to] = 1;
    for (let i = 0; i < rowBytes; i++) raw[to + 1 + i] = (rgb[from + i]! - (i >= 3 ? rgb[from + i - 3]! : 0)) & 0xff;
  }
  const idat = beginChunk('IDAT', zlibStoredLength(rawLength));
  out[at++] = 0x78; // CMF: deflate, 32 KiB window
  out[at++] = 0x01; // FLG: no dictionary; (0x78 * 256 + 0x01) % 31 === 0
  for (let from = 0; from < rawLength; from += MAX_STORED_BLOCK) {
    const blockLength = Math.min(MAX_STORED_BLOCK, rawLength - from);
    out[at] = from + blockLength >= rawLength ? 1 : 0; // BFINAL, BTYPE 00 (stored)
    view.setUint16(at + 1, blockLength, true);
    view.setUint16(at + 3, ~blockLength & 0xffff, true);
    out.set(raw.subarray(from, from + blockLength), at + 5);
    at += 5 + blockLength;
  }
  view.setUint32(at, adler32(raw));
  at += 4;
  endChunk(idat);

  const iend = beginChunk('IEND', 0);
  endChunk(iend);
  return out;
}

/** Exact size of `renderGeneratedCover(seed)` in bytes. */
export function generatedCoverByteLength(): number {
  return pngByteLength(GENERATED_COVER_SIZE, GENERATED_COVER_SIZE);
}

// ---------------------------------------------------------------------------------------------
// Cover art

type Rgb = [number, number, number];

const hex = (value: string): Rgb => [parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255];

/** Palettes from dark to light-ish, plus an accent last. */
const PALETTES: Rgb[][] = [
  ['#0b0b0f', '#2b2d42', '#8d99ae', '#edf2f4', '#ef233c'],
  ['#2d1b3d', '#6b2d5c', '#f0386b', '#ffd6a5', '#ff8e72'],
  ['#022b3a', '#1f7a8c', '#bfdbf7', '#e1e5f2', '#ff7f11'],
  ['#0b3d2e', '#3a6b4c', '#9bbf8a', '#e9f5db', '#f4a259'],
  ['#0d1b2a', '#1b263b', '#415a77', '#e0e1dd', '#778da9'],
  ['#3d2c2e', '#a44a3f', '#d4a373', '#faedcd', '#e9c46a'],
  ['#10002b', '#3c096c', '#9d4edd', '#e0aaff', '#00f5d4'],
  ['#14110f', '#34312d', '#7e7f83', '#d9c5b2', '#f3c969'],
  ['#2e1f27', '#854d6e', '#f7b2bd', '#fde2e4', '#bde0fe'],
  ['#0a1128', '#001f54', '#1282a2', '#fefcfb', '#f6ae2d'],
  ['#2b2118', '#6f1d1b', '#bb9457', '#ffe6a7', '#99582a'],
  ['#012a36', '#29274c', '#7e52a0', '#e6bccd', '#d295bf'],
  ['#1b1b3a', '#693668', '#a74482', '#f84aa7', '#ff3562'],
  ['#0f2027', '#203a43', '#2c5364', '#e8d5b5', '#f2a65a'],
].map((palette) => palette.map(hex));

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
/** 1 inside an edge at distance 0, 0 outside, anti-aliased over about one pixel. */
const coverage = (signedDistance: number, softness = 1) => clamp01(0.5 - signedDistance / softness);

interface Canvas {
  size: number;
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
}

function createCanvas(size: number): Canvas {
  const n = size * size;
  return { size, r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n) };
}

/** Blends `color` over the canvas with per-pixel alpha from `alphaAt(x, y)` (0 = skip), optionally only inside a box. */
function paint(canvas: Canvas, color: Rgb, alphaAt: (x: number, y: number) => number, box?: { cx: number; cy: number; extent: number }) {
  const { size, r, g, b } = canvas;
  const x0 = box ? Math.max(0, Math.floor(box.cx - box.extent)) : 0;
  const x1 = box ? Math.min(size, Math.ceil(box.cx + box.extent)) : size;
  const y0 = box ? Math.max(0, Math.floor(box.cy - box.extent)) : 0;
  const y1 = box ? Math.min(size, Math.ceil(box.cy + box.extent)) : size;
  for (let y = y0; y < y1; y++) {
    for (let x = x0, i = y * size + x0; x < x1; x++, i++) {
      const alpha = alphaAt(x + 0.5, y + 0.5);
      if (alpha <= 0) continue;
      r[i]! += (color[0] - r[i]!) * alpha;
      g[i]! += (color[1] - g[i]!) * alpha;
      b[i]! += (color[2] - b[i]!) * alpha;
    }
  }
}

function linearGradient(canvas: Canvas, from: Rgb, to: Rgb, angle: number, curve = 1) {
  const { size, r, g, b } = canvas;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const half = size / 2;
  const extent = half * (Math.abs(dx) + Math.abs(dy));
  for (let y = 0, i = 0; y < size; y++) {
    for (let x = 0; x < size; x++, i++) {
      const t = clamp01(((x - half) * dx + (y - half) * dy) / (2 * extent) + 0.5) ** curve;
      r[i] = from[0] + (to[0] - from[0]) * t;
      g[i] = from[1] + (to[1] - from[1]) * t;
      b[i] = from[2] + (to[2] - from[2]) * t;
    }
  }
}

function glow(canvas: Canvas, color: Rgb, cx: number, cy: number, radius: number, strength: number) {
  paint(
    canvas,
    color,
    (x, y) => {
      const d2 = ((x - cx) ** 2 + (y - cy) ** 2) / (radius * radius);
      return d2 > 4 ? 0 : strength * Math.exp(-d2 * 1.6);
    },
    { cx, cy, extent: radius * 2 },
  );
}

function disc(canvas: Canvas, color: Rgb, cx: number, cy: number, radius: number, alpha = 1) {
  paint(canvas, color, (x, y) => alpha * coverage(Math.hypot(x - cx, y - cy) - radius), { cx, cy, extent: radius + 2 });
}

function ring(canvas: Canvas, color: Rgb, cx: number, cy: number, radius: number, width: number, alpha = 1) {
  paint(canvas, color, (x, y) => alpha * coverage(Math.abs(Math.hypot(x - cx, y - cy) - radius) - width / 2), {
    cx,
    cy,
    extent: radius + width + 2,
  });
}

/** Style 1: a sky gradient, a sun and layered hills, like a film poster at dusk. */
function horizon(canvas: Canvas, palette: Rgb[], random: Random) {
  const s = canvas.size;
  const [dark, deep, mid, light, accent] = palette as [Rgb, Rgb, Rgb, Rgb, Rgb];
  linearGradient(canvas, dark, mix(mid, accent, 0.35), Math.PI / 2 + random.range(-0.2, 0.2), random.range(0.7, 1.4));
  const sunX = random.range(0.25, 0.75) * s;
  const sunY = random.range(0.3, 0.55) * s;
  const sunR = random.range(0.09, 0.17) * s;
  glow(canvas, mix(accent, light, 0.4), sunX, sunY, sunR * 2.6, 0.45);
  disc(canvas, mix(light, accent, random.range(0, 0.6)), sunX, sunY, sunR);
  const layers = random.int(3, 5);
  for (let layer = 0; layer < layers; layer++) {
    const depth = (layer + 1) / layers;
    const base = s * (0.5 + 0.45 * depth * random.range(0.85, 1.05));
    const waves = [0, 1, 2].map(() => ({ amp: random.range(4, 22) * (1.2 - depth * 0.5), freq: random.range(0.006, 0.03), phase: random.range(0, 7) }));
    const color = mix(mix(deep, mid, 1 - depth), dark, depth * 0.75);
    paint(canvas, color, (x, y) => {
      let ridge = base;
      for (const wave of waves) ridge += wave.amp * Math.sin(x * wave.freq + wave.phase);
      return coverage(ridge - y);
    });
  }
}

/** Style 2: orbits: concentric rings and overlapping translucent planets. */
function orbits(canvas: Canvas, palette: Rgb[], random: Random) {
  const s = canvas.size;
  const [dark, deep, mid, light, accent] = palette as [Rgb, Rgb, Rgb, Rgb, Rgb];
  linearGradient(canvas, dark, deep, random.range(0, Math.PI * 2));
  const cx = random.range(0.35, 0.65) * s;
  const cy = random.range(0.35, 0.65) * s;
  glow(canvas, mid, cx, cy, s * 0.45, 0.35);
  const rings = random.int(4, 9);
  for (let i = 1; i <= rings; i++) ring(canvas, mix(mid, light, i / rings), cx, cy, (i / rings) * s * 0.48, random.range(1, 2.5), 0.35 + 0.3 * random.next());
  const planets = random.int(2, 4);
  for (let i = 0; i < planets; i++) {
    const angle = random.range(0, Math.PI * 2);
    const orbit = random.range(0.1, 0.45) * s;
    disc(canvas, random.pick([accent, light, mid]), cx + Math.cos(angle) * orbit, cy + Math.sin(angle) * orbit, random.range(0.03, 0.14) * s, random.range(0.6, 0.95));
  }
  disc(canvas, accent, cx, cy, s * random.range(0.04, 0.09), 0.9);
}

/** Style 3: a Bauhaus-like disc of stripes over a tilted gradient. */
function stripes(canvas: Canvas, palette: Rgb[], random: Random) {
  const s = canvas.size;
  const [dark, deep, mid, light, accent] = palette as [Rgb, Rgb, Rgb, Rgb, Rgb];
  linearGradient(canvas, mix(light, mid, 0.3), mix(mid, deep, 0.5), random.range(0, Math.PI * 2));
  const cx = random.range(0.38, 0.62) * s;
  const cy = random.range(0.38, 0.62) * s;
  const radius = random.range(0.26, 0.36) * s;
  const angle = random.range(0, Math.PI);
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const period = random.range(14, 30);
  const colors = [dark, accent, deep];
  disc(canvas, dark, cx + 6, cy + 8, radius, 0.35); // shadow
  for (let band = 0; band < colors.length; band++) {
    paint(canvas, colors[band]!, (x, y) => {
      const inside = coverage(Math.hypot(x - cx, y - cy) - radius);
      if (inside === 0) return 0;
      const u = ((x - cx) * dx + (y - cy) * dy) / period + 100;
      const which = Math.floor(u) % colors.length;
      return which === band ? inside : 0;
    });
  }
  const sx = cx + random.range(-1, 1) * radius;
  const sy = cy + random.range(-1, 1) * radius;
  disc(canvas, light, sx, sy, s * random.range(0.05, 0.1), 0.95);
  ring(canvas, dark, cx, cy, radius + 10, 2, 0.6);
}

/** Style 4: glowing sound waves across a night sky. */
function waves(canvas: Canvas, palette: Rgb[], random: Random) {
  const s = canvas.size;
  const [dark, deep, mid, light, accent] = palette as [Rgb, Rgb, Rgb, Rgb, Rgb];
  linearGradient(canvas, dark, deep, random.range(0.3, 1.2), random.range(0.8, 1.6));
  const count = random.int(3, 6);
  for (let i = 0; i < count; i++) {
    const color = [mid, light, accent][i % 3]!;
    const center = s * random.range(0.25, 0.75);
    const amp = s * random.range(0.04, 0.18);
    const freq = random.range(0.008, 0.03);
    const phase = random.range(0, 7);
    const freq2 = freq * random.range(1.8, 3.2);
    const width = random.range(2, 7);
    const envelopeFreq = random.range(0.004, 0.012);
    paint(canvas, color, (x, y) => {
      const swell = 0.55 + 0.45 * Math.sin(x * envelopeFreq + phase * 2);
      const line = center + amp * swell * (Math.sin(x * freq + phase) + 0.35 * Math.sin(x * freq2 - phase));
      const d = (y - line) / width;
      return d > 6 || d < -6 ? 0 : Math.exp(-d * d) * 0.85;
    });
  }
  const stars = random.int(20, 60);
  for (let i = 0; i < stars; i++) disc(canvas, light, random.range(0, s), random.range(0, s), random.range(0.4, 1.3), random.range(0.3, 0.9));
}

/** Style 5: stacked colour fields with soft, brushed edges. */
function fields(canvas: Canvas, palette: Rgb[], random: Random, seed: number) {
  const s = canvas.size;
  const [dark, deep, mid, light, accent] = palette as [Rgb, Rgb, Rgb, Rgb, Rgb];
  linearGradient(canvas, mix(deep, dark, 0.4), dark, Math.PI / 2 + random.range(-0.3, 0.3));
  const count = random.int(2, 3);
  const margin = random.range(0.07, 0.11) * s;
  const gap = random.range(0.03, 0.06) * s;
  const heights = Array.from({ length: count }, () => random.range(0.6, 1.4));
  const sum = heights.reduce((total, height) => total + height, 0);
  const available = s - 2 * margin - gap * (count - 1);
  const colors = [accent, mid, light, deep].sort(() => random.next() - 0.5);
  let top = margin;
  for (let i = 0; i < count; i++) {
    const bottom = top + (heights[i]! / sum) * available;
    const color = colors[i]!;
    const from = top;
    paint(canvas, color, (x, y) => {
      const edge = Math.max(margin - x, x - (s - margin), from - y, y - bottom);
      const brush = 3 * Math.sin(x * 0.11 + i * 3) * Math.sin(y * 0.07 + i) + (hash2(x | 0, y | 0, seed + i) - 0.5) * 2;
      return coverage(edge + brush, 9) * 0.92;
    });
    glow(canvas, mix(color, light, 0.5), s * random.range(0.3, 0.7), (from + bottom) / 2, (bottom - from) * 0.8, 0.25);
    top = bottom + gap;
  }
}

/** Style 6: an equalizer skyline of rounded bars under a moon. */
function equalizer(canvas: Canvas, palette: Rgb[], random: Random) {
  const s = canvas.size;
  const [dark, deep, mid, light, accent] = palette as [Rgb, Rgb, Rgb, Rgb, Rgb];
  linearGradient(canvas, dark, mix(deep, mid, 0.3), Math.PI / 2, random.range(0.8, 1.5));
  glow(canvas, mix(mid, accent, 0.5), s * random.range(0.3, 0.7), s * 0.7, s * 0.5, 0.35);
  disc(canvas, mix(light, accent, random.range(0, 0.4)), s * random.range(0.2, 0.8), s * random.range(0.16, 0.3), s * random.range(0.05, 0.08));
  const bars = random.int(12, 22);
  const baseline = s * random.range(0.72, 0.8);
  const slot = (s * 0.84) / bars;
  const left = s * 0.08;
  const width = slot * random.range(0.5, 0.75);
  const heights: number[] = [];
  let level = random.range(0.3, 0.6);
  for (let i = 0; i < bars; i++) {
    level = Math.min(0.95, Math.max(0.12, level + random.range(-0.25, 0.25)));
    heights.push(level * s * 0.5);
  }
  paint(canvas, accent, (x, y) => {
    const index = Math.floor((x - left) / slot);
    if (index < 0 || index >= bars) return 0;
    const cx = left + (index + 0.5) * slot;
    const top = baseline - heights[index]!;
    const half = width / 2;
    // A rounded-top bar: a capsule from `top` to the baseline.
    const dx = Math.abs(x - cx) - half;
    const inside = y < top + half ? Math.hypot(x - cx, y - (top + half)) - half : Math.max(dx, y - baseline);
    return coverage(inside) * (0.55 + 0.45 * (1 - (y - top) / (baseline - top + 1)));
  });
  paint(canvas, mix(accent, dark, 0.55), (x, y) => {
    // A faint reflection below the baseline.
    if (y <= baseline + 2) return 0;
    const index = Math.floor((x - left) / slot);
    if (index < 0 || index >= bars) return 0;
    const cx = left + (index + 0.5) * slot;
    const depth = y - baseline - 2;
    return depth < heights[index]! * 0.35 && Math.abs(x - cx) < width / 2 ? 0.5 * (1 - depth / (heights[index]! * 0.35)) : 0;
  });
}

const STYLES: Array<(canvas: Canvas, palette: Rgb[], random: Random, seed: number) => void> = [horizon, orbits, stripes, waves, fields, equalizer];

/**
 * A vignette, then 8-bit RGB. (No film grain: noise cannot be compressed, and a grained cover weighed 147 kB
 * gzipped against 56 kB smooth, on a page showing a dozen.)
 */
function finish(canvas: Canvas): Uint8Array {
  const { size, r, g, b } = canvas;
  const out = new Uint8Array(size * size * 3);
  const half = size / 2;
  for (let y = 0, i = 0; y < size; y++) {
    for (let x = 0; x < size; x++, i++) {
      const d2 = ((x - half) ** 2 + (y - half) ** 2) / (half * half);
      const shade = 1 - 0.16 * d2 * d2;
      out[i * 3] = Math.round(clamp01(r[i]! * shade) * 255);
      out[i * 3 + 1] = Math.round(clamp01(g[i]! * shade) * 255);
      out[i * 3 + 2] = Math.round(clamp01(b[i]! * shade) * 255);
    }
  }
  return out;
}

/** A 320x320 abstract album cover as PNG bytes, different for every seed. */
export function renderGeneratedCover(seed: number): Uint8Array {
  const random = createRandom(seed);
  const palette = random.pick(PALETTES);
  const style = random.pick(STYLES);
  const canvas = createCanvas(GENERATED_COVER_SIZE);
  style(canvas, palette, random, seed);
  const pixels = finish(canvas);
  return encodePng(GENERATED_COVER_SIZE, GENERATED_COVER_SIZE, pixels);
}
