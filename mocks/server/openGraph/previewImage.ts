import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { brand } from '../../../src/lib/config/brand';

/**
 * A link preview's image (1200x630 PNG, the size Open Graph consumers crop least): the cover or photo, the
 * title, a second line (the musician), the waveform and the wordmark. Text is set by sharp's Pango from the
 * bundled font (fonts/, a Hangul and Latin subset of Noto Sans CJK KR), never from the machine's fonts.
 */

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export const PREVIEW_FONT_FILE = join(import.meta.dirname, 'fonts/CuePreviewKR-Bold.otf');
const FONT_FAMILY = 'Cue Preview KR Bold';

export interface PreviewPicture {
  title: string;
  subtitle: string;
  /** The cover's bytes (any format sharp reads). */
  cover?: Buffer;
  peaks?: number[];
}

const COLORS = { background: '#101826', accent: '#f5a524', title: '#ffffff', subtitle: '#c3cad6', wave: '#f5a524', brand: '#8b95a7' };

const MARGIN = 72;
const COVER = 432;
const TEXT_LEFT_WITH_COVER = MARGIN + COVER + 64;

const escapeMarkup = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One block of text, at most `maxLines` lines of `width` px: cut with an ellipsis where it runs longer. */
async function textBlock(value: string, options: { size: number; color: string; width: number; maxLines: number }) {
  const render = (shown: string) =>
    sharp({
      text: {
        text: `<span foreground="${options.color}">${escapeMarkup(shown)}</span>`,
        font: `${FONT_FAMILY} ${options.size}`,
        fontfile: PREVIEW_FONT_FILE,
        width: options.width,
        wrap: 'word',
        rgba: true,
        spacing: Math.round(options.size * 0.25),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const lineHeight = options.size * 1.5;
  const maxHeight = Math.ceil(lineHeight * options.maxLines);
  let characters = [...value.trim().replace(/\s+/g, ' ')];
  let rendered = await render(characters.join(''));
  // Each try keeps the share of characters that fitted; a few tries bring any text within its lines.
  for (let tries = 0; rendered.info.height > maxHeight && characters.length > 1 && tries < 8; tries++) {
    const keep = Math.max(1, Math.min(characters.length - 1, Math.floor((characters.length * maxHeight) / rendered.info.height) - 1));
    characters = characters.slice(0, keep);
    rendered = await render(`${characters.join('').trimEnd()}…`);
  }
  return { input: rendered.data, width: rendered.info.width, height: rendered.info.height };
}

/** The waveform as bars: each bar one span of min/max pairs, its height the span's loudest swing. */
function waveformSvg(peaks: number[], width: number, height: number): Buffer {
  const pairs = Math.floor(peaks.length / 2);
  const bars = Math.min(120, pairs);
  const step = width / Math.max(1, bars);
  const rects: string[] = [];
  for (let bar = 0; bar < bars; bar++) {
    const from = Math.floor((bar * pairs) / bars);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * pairs) / bars));
    let swing = 0;
    for (let pair = from; pair < to; pair++) swing = Math.max(swing, (peaks[2 * pair + 1] ?? 0) - (peaks[2 * pair] ?? 0));
    const barHeight = Math.max(4, (swing / 255) * height);
    rects.push(
      `<rect x="${(bar * step).toFixed(1)}" y="${((height - barHeight) / 2).toFixed(1)}" width="${(step * 0.6).toFixed(1)}" height="${barHeight.toFixed(1)}" rx="2"/>`,
    );
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g fill="${COLORS.wave}">${rects.join('')}</g></svg>`);
}

async function roundedCover(cover: Buffer): Promise<Buffer | undefined> {
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${COVER}" height="${COVER}"><rect width="${COVER}" height="${COVER}" rx="28"/></svg>`);
  try {
    return await sharp(cover)
      .resize(COVER, COVER, { fit: 'cover' })
      .ensureAlpha()
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    // A cover sharp cannot read: the picture goes without it.
    return undefined;
  }
}

/** Renders the picture (a PNG of PREVIEW_WIDTH x PREVIEW_HEIGHT). */
export async function renderPreviewImage(picture: PreviewPicture): Promise<Buffer> {
  const cover = picture.cover && (await roundedCover(picture.cover));
  const left = cover ? TEXT_LEFT_WITH_COVER : MARGIN;
  const width = PREVIEW_WIDTH - MARGIN - left;
  const [wordmark, title, subtitle] = await Promise.all([
    textBlock(brand.wordmark, { size: 26, color: COLORS.brand, width, maxLines: 1 }),
    textBlock(picture.title, { size: cover ? 58 : 72, color: COLORS.title, width, maxLines: 2 }),
    textBlock(picture.subtitle, { size: cover ? 34 : 36, color: COLORS.subtitle, width, maxLines: cover ? 2 : 3 }),
  ]);
  const layers: OverlayOptions[] = [];
  if (cover) layers.push({ input: cover, left: MARGIN, top: Math.round((PREVIEW_HEIGHT - COVER) / 2) });
  const top = Math.round((PREVIEW_HEIGHT - COVER) / 2);
  // The site's own picture is titled with the wordmark: it is not repeated above.
  const titleTop = picture.title === brand.wordmark ? top : top + 64;
  if (titleTop !== top) layers.push({ input: wordmark.input, left, top });
  layers.push({ input: title.input, left, top: titleTop });
  layers.push({ input: subtitle.input, left, top: titleTop + title.height + 20 });
  if (picture.peaks?.length) layers.push({ input: waveformSvg(picture.peaks, width, 96), left, top: top + COVER - 96 });
  const accent = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="12"><rect width="${PREVIEW_WIDTH}" height="12" fill="${COLORS.accent}"/></svg>`,
  );
  layers.push({ input: accent, left: 0, top: PREVIEW_HEIGHT - 12 });
  return sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 4, background: COLORS.background } })
    .composite(layers)
    .png()
    .toBuffer();
}
